import RideIntents
import RideLanguage

/// What the dialog asks or tells the user; `RideVoice` turns it into words.
public enum Prompt: Hashable, Sendable {
    /// A parameter needs a value, for a reason.
    case needsValue(RideParameter, NeedsValueReason)
    /// A value was unsupported; ask for another.
    case unsupported(RideParameter, UnsupportedReason)
    /// Pick one of these (after a disambiguation, or an unsupported value with alternatives).
    case choose(RideParameter, [Offer], because: ChoiceReason)
    /// Check a loosely matched value.
    case confirmValue(RideParameter, Offer, ConfirmationReason)
    /// Offer a ride to a place said alone that Maps knows loosely: "A ride to Golden Gate Park?"
    case offerRide(to: Offer)
    /// The one-line summary before booking.
    case confirmRide(RideStatus)
    /// The confirmation asked again after answering a question about the ride.
    case reconfirmRide
    /// After "no" at confirmation.
    case askWhatToChange
    /// A cancellation with a fee.
    case confirmCancellation(rideIdentifier: String, fee: CurrencyAmount)
    /// The fee question asked again, short.
    case reconfirmCancellation(rideIdentifier: String)
    /// A tip larger than the ride's fare: send it anyway?
    case confirmLargeTip(tip: CurrencyAmount, fare: CurrencyAmount)
    /// Choose one of Maps' listed ride options.
    case chooseRideOption([RideOption])
    /// The option chosen from an expired list, listed again: book it at its new price?
    case confirmRelistedOption(RideOption, partySize: Int?)
    /// The quote at confirmation priced again after Maps' prices expired: book it at its new price?
    case confirmRefreshedRide(RideStatus)
}

/// Why the dialog offers a list.
public enum ChoiceReason: Hashable, Sendable {
    /// Several values match what the user said.
    case ambiguous(spoken: String?)
    /// No value was given; these are the possibilities.
    case noneGiven
    /// The given value is unsupported; these are the ones that work.
    case unsupported(UnsupportedReason)
    /// Asked at confirmation: the cheaper options (`.cheaperOptions`) or the other options
    /// (`.otherOptions`) than the one quoted.
    case alternatives(RideQuestion, current: String?)
}
