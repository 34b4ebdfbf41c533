import RideIntents
import RideLanguage

/// Rating and tipping the last ride as a state machine: look the ride up, check it is completed,
/// ask the rider first about a tip larger than the fare, confirm the feedback with the service,
/// then send it.
///
/// It performs no I/O: each event returns the `Action`s the caller performs, feeding each
/// service answer back as the next event.
public struct FeedbackStateMachine: Sendable {
    /// What the caller does next.
    public enum Action: Hashable, Sendable {
        /// Send a get-ride-status intent, then `rideLookedUp(_:)`.
        case lookUpRide
        /// Call the service's confirm, then `confirmed(_:)`.
        case confirm(SendRideFeedbackIntent)
        /// Call the service's handle, then `handled(_:)`.
        case handle(SendRideFeedbackIntent)
        /// Tell the user something.
        case say(Notice)
        /// Ask the user, then `userSaid(_:)`.
        case ask(Prompt)
    }

    private enum State: Hashable, Sendable {
        case idle
        case lookingUpRide(rating: Int?, tip: CurrencyAmount?, tipPercent: Int?)
        case awaitingConsent(SendRideFeedbackIntent, fare: CurrencyAmount)
        case confirming(SendRideFeedbackIntent)
        case sending(SendRideFeedbackIntent)
    }

    private var state: State = .idle

    public init() {}

    /// Whether a tip larger than the fare waits on the user's yes.
    public var isAwaitingConsent: Bool {
        if case .awaitingConsent = state { return true }
        return false
    }

    /// The question waiting on the user, to ask again after something else was said.
    public var pendingPrompt: Prompt? {
        guard case .awaitingConsent(let intent, let fare) = state, let tip = intent.tip else { return nil }
        return .confirmLargeTip(tip: tip, fare: fare)
    }

    /// The stars a rider gives, as Siri offers them.
    public static let starRange = 1...5

    /// "rate my driver 5 stars", "tip $3", "tip 20 percent" (a share of the ride's fare). A rating
    /// outside `starRange` is refused with the range, and nothing is sent.
    public mutating func start(rating: Int?, tip: CurrencyAmount?, tipPercent: Int? = nil) -> [Action] {
        if let rating, !Self.starRange.contains(rating) {
            state = .idle
            return [.say(.ratingOutOfRange(rating: rating))]
        }
        state = .lookingUpRide(rating: rating, tip: tip, tipPercent: tipPercent)
        return [.lookUpRide]
    }

    /// The ride status lookup answered.
    public mutating func rideLookedUp(_ response: GetRideStatusIntentResponse) -> [Action] {
        guard case .lookingUpRide(let rating, var tip, let tipPercent) = state else { return [] }
        state = .idle
        if response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable { return [.say(.rideStatus(response))] }
        guard let ride = response.rideStatus else { return [.say(.noRideToRate)] }
        guard ride.phase == .completed else { return [.say(.rateWhenCompleted(rideIdentifier: ride.rideIdentifier))] }
        if tip == nil, let tipPercent {
            // SiriKit's feedback takes an amount: "20 percent" is worked out on the ride's fare.
            guard let fare = ride.rideOption?.priceRange?.minimumPrice else {
                return [.say(.tipNeedsFare(rideIdentifier: ride.rideIdentifier, percent: tipPercent))]
            }
            tip = Self.share(tipPercent, of: fare)
        }
        guard rating != nil || tip != nil else { return [.say(.howToRate)] }
        let intent = SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: rating, tip: tip)
        if let tip, let fare = ride.rideOption?.priceRange?.minimumPrice, tip.currencyCode == fare.currencyCode,
           tip.minorUnits > fare.minorUnits {
            // NB: "tip 150%" or "$50" on a $7.88 ride is more likely a slip than a wish; never
            // sent without a yes, never dropped without a word.
            state = .awaitingConsent(intent, fare: fare)
            return [.ask(.confirmLargeTip(tip: tip, fare: fare))]
        }
        state = .confirming(intent)
        return [.confirm(intent)]
    }

    /// The user answered "send a tip larger than the fare?".
    public mutating func userSaid(_ understanding: Understanding) -> [Action] {
        guard case .awaitingConsent(let intent, let fare) = state, let tip = intent.tip else { return [] }
        switch (understanding.answer, understanding.command) {
        case (.yes, _):
            state = .confirming(intent)
            return [.confirm(intent)]
        case (.no, _), (_, .cancel):
            state = .idle
            return [.say(.largeTipNotSent)]
        default:
            return [.say(.answerYesOrNo), .ask(.confirmLargeTip(tip: tip, fare: fare))]
        }
    }

    /// Ctrl-C: the tip question is dropped and nothing is sent.
    public mutating func abandon() -> [Action] {
        guard isAwaitingConsent else { return [] }
        state = .idle
        return [.say(.largeTipNotSent)]
    }

    /// The service's confirm answered.
    public mutating func confirmed(_ response: SendRideFeedbackIntentResponse) -> [Action] {
        guard case .confirming(let intent) = state else { return [] }
        guard Self.isReady(response) else {
            state = .idle
            return [.say(.feedbackFailed(reason: response.failureReason))]
        }
        state = .sending(intent)
        return [.handle(intent)]
    }

    /// The service's handle answered.
    public mutating func handled(_ response: SendRideFeedbackIntentResponse) -> [Action] {
        guard case .sending(let intent) = state else { return [] }
        state = .idle
        if response.code == .success {
            return [.say(.feedbackSent(rideIdentifier: intent.rideIdentifier, rating: intent.rating, tip: intent.tip))]
        }
        return [.say(.feedbackFailed(reason: response.failureReason))]
    }

    /// `percent` of `fare`, to the cent.
    static func share(_ percent: Int, of fare: CurrencyAmount) -> CurrencyAmount {
        CurrencyAmount(minorUnits: (fare.minorUnits * percent + 50) / 100, currencyCode: fare.currencyCode)
    }

    /// Whether a confirm lets the feedback go ahead.
    static func isReady(_ response: SendRideFeedbackIntentResponse) -> Bool {
        response.code == .ready || response.code == .success
    }
}
