import RideIntents
import RideLanguage

/// Cancelling the booked ride as a state machine: look the ride up, ask the service to confirm
/// the cancellation, ask the user's consent when it costs a fee, then handle it.
///
/// It performs no I/O: each event returns the `Action`s the caller performs, feeding each
/// service answer back as the next event.
public struct CancellationStateMachine: Sendable {
    /// What the caller does next.
    public enum Action: Hashable, Sendable {
        /// Send a get-ride-status intent, then `rideLookedUp(_:)`.
        case lookUpRide
        /// Call the service's confirm, then `confirmed(_:)`.
        case confirm(CancelRideIntent)
        /// Call the service's handle, then `handled(_:)`.
        case handle(CancelRideIntent)
        /// Tell the user something.
        case say(Notice)
        /// Ask the user; the machine waits for their answer.
        case ask(Prompt)
    }

    private enum State: Hashable, Sendable {
        case idle
        case lookingUpRide
        case confirming(CancelRideIntent)
        /// The cancellation costs a fee: waiting for the user's yes.
        case awaitingConsent(CancelRideIntent, fee: CurrencyAmount)
        case cancelling(CancelRideIntent)
    }

    private var state: State = .idle

    public init() {}

    /// Whether the fee question waits on the user's answer.
    public var isAwaitingConsent: Bool {
        if case .awaitingConsent = state { return true }
        return false
    }

    /// The question waiting on the user, short, to ask again after something else was said.
    public var pendingPrompt: Prompt? {
        guard case .awaitingConsent(let intent, _) = state else { return nil }
        return .reconfirmCancellation(rideIdentifier: intent.rideIdentifier)
    }

    // MARK: - Events

    /// "cancel my ride".
    public mutating func start() -> [Action] {
        state = .lookingUpRide
        return [.lookUpRide]
    }

    /// The ride status lookup answered.
    public mutating func rideLookedUp(_ response: GetRideStatusIntentResponse) -> [Action] {
        guard state == .lookingUpRide else { return [] }
        state = .idle
        if response.code == .failureRequiringAppLaunchServiceTemporarilyUnavailable { return [.say(.rideStatus(response))] }
        guard let ride = response.rideStatus, ride.isActive else { return [.say(.noRideToCancel)] }
        let intent = CancelRideIntent(rideIdentifier: ride.rideIdentifier)
        state = .confirming(intent)
        return [.confirm(intent)]
    }

    /// The service's confirm answered.
    public mutating func confirmed(_ response: CancelRideIntentResponse) -> [Action] {
        guard case .confirming(let intent) = state else { return [] }
        guard response.code == .ready || response.code == .success else {
            state = .idle
            return [.say(.cancellationRefused(rideIdentifier: intent.rideIdentifier, reason: response.failureReason))]
        }
        if let fee = response.cancellationFee, fee.minorUnits > 0 {
            state = .awaitingConsent(intent, fee: fee)
            return [.ask(.confirmCancellation(rideIdentifier: intent.rideIdentifier, fee: fee))]
        }
        state = .cancelling(intent)
        return [.handle(intent)]
    }

    /// The user answered the fee question.
    public mutating func userSaid(_ understanding: Understanding) -> [Action] {
        guard case .awaitingConsent(let intent, _) = state else { return [] }
        // NB: the question is "Cancel it anyway?", so "cancel it" answers yes.
        let saysCancel = understanding.command == .cancel && understanding.text.lowercased().contains("cancel")
        switch (saysCancel ? .yes : understanding.answer, understanding.command) {
        case (.yes, _):
            state = .cancelling(intent)
            return [.handle(intent)]
        case (.no, _), (_, .cancel):
            state = .idle
            return [.say(.rideStaysBooked(rideIdentifier: intent.rideIdentifier))]
        default:
            return [.say(.answerYesOrNoToCancel(rideIdentifier: intent.rideIdentifier))]
        }
    }

    /// The service's handle answered.
    public mutating func handled(_ response: CancelRideIntentResponse) -> [Action] {
        guard case .cancelling(let intent) = state else { return [] }
        state = .idle
        if response.code == .success {
            return [.say(.rideCancelled(rideIdentifier: intent.rideIdentifier, fee: response.cancellationFee))]
        }
        return [.say(.cancellationFailed(rideIdentifier: intent.rideIdentifier, reason: response.failureReason))]
    }

    /// Ctrl-C: the fee question is dropped and the ride stays booked.
    public mutating func abandon() -> [Action] {
        guard isAwaitingConsent else { return [] }
        state = .idle
        return [.say(.cancellationDropped)]
    }
}
