import Foundation

/// Reports the status of the user's current ride, once or as live updates.
///
/// After answering `handle`, the system may call `startSendingUpdates(for:to:)`: push an update
/// to the observer at least every 20 seconds and whenever the phase or completion status changes,
/// until `stopSendingUpdates(for:)`.
public protocol INGetRideStatusIntentHandling: NSObjectProtocol {
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    )
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(intent: INGetRideStatusIntent) async -> INGetRideStatusIntentResponse

    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    )
    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(intent: INGetRideStatusIntent) async -> INGetRideStatusIntentResponse

    /// Starts pushing status updates to the observer (required).
    func startSendingUpdates(for intent: INGetRideStatusIntent, to observer: any INGetRideStatusIntentResponseObserver)

    /// Stops pushing status updates (required).
    func stopSendingUpdates(for intent: INGetRideStatusIntent)

}

// MARK: - Defaults: either form calls the other; a left-out requirement answers as SiriKit would.

extension INGetRideStatusIntentHandling {
    public func handle(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INGetRideStatusIntentHandling.handle(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INGetRideStatusIntentResponse(code: .failure, userActivity: nil), of: $0)
            },
            asyncForm: { await self.handle(intent: intent) }
        )
    }

    public func handle(intent: INGetRideStatusIntent) async -> INGetRideStatusIntentResponse {
        await HandlerBridge.asyncFormDefault("INGetRideStatusIntentHandling.handle(intent:completion:)") {
            self.handle(intent: intent, completion: $0)
        }
    }

    public func confirm(
        intent: INGetRideStatusIntent, completion: @escaping @Sendable (INGetRideStatusIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INGetRideStatusIntentHandling.confirm(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INGetRideStatusIntentResponse(code: .ready, userActivity: nil), of: $0)
            },
            asyncForm: { await self.confirm(intent: intent) }
        )
    }

    public func confirm(intent: INGetRideStatusIntent) async -> INGetRideStatusIntentResponse {
        await HandlerBridge.asyncFormDefault("INGetRideStatusIntentHandling.confirm(intent:completion:)") {
            self.confirm(intent: intent, completion: $0)
        }
    }
}
