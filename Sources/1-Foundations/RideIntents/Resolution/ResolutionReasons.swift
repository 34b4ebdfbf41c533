/// Why a value needs confirming.
public enum ConfirmationReason: Hashable, Sendable, Codable {
    /// The spoken phrase matched a known value only approximately ("Starbuck" → "Starbucks").
    case looselyMatched(spoken: String)
    /// The value came from somewhere the user did not say (e.g. the current location far away).
    case inferred(detail: String)
}

/// Why a parameter still needs a value.
public enum NeedsValueReason: Hashable, Sendable, Codable {
    /// Nothing was given.
    case missing
    /// What was given names nothing the service knows.
    case notFound(spoken: String)
    /// The chosen ride option prices by party size; ask with its prompt.
    case partySizeRequired(rideOption: String, prompt: String, tiers: [RidePartySizeOption])
    /// A window was given ("tomorrow morning"); the service books a pickup at a time within it.
    case exactTimeRequired(window: DateComponentsRange)
}

/// Why a value cannot be used. SiriKit has no public reason enum for ride parameters; Hail names
/// the reasons its service gives.
public enum UnsupportedReason: Hashable, Sendable, Codable {
    /// The place lies outside the service area.
    case outsideServiceArea(place: String, serviceArea: String)
    /// Drop-off and pickup are the same place.
    case sameAsPickup(place: String)
    /// The party is larger than the option holds; the options that fit.
    case partyTooLarge(partySize: Int, rideOption: String, capacity: Int, optionsThatFit: [String])
    /// The party is larger than any option holds.
    case partyLargerThanAnyOption(partySize: Int, largest: Int)
    /// A party size of zero or less.
    case invalidPartySize(Int)
    /// No ride option of that name; the ones that exist.
    case unknownRideOption(spoken: String, available: [String])
    /// The payment method has expired.
    case paymentMethodExpired(PaymentMethod)
    /// No payment method matches; the ones on file.
    case unknownPaymentMethod(spoken: String, available: [PaymentMethod])
    /// A scheduled pickup too far ahead, or in the past.
    case scheduledTimeOutOfRange(detail: String)
    /// An extension's resolver answered `unsupported()` (Apple's API gives no reason); the value
    /// as said.
    case refusedByService(parameter: RideParameter, value: String)
}
