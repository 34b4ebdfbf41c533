import Foundation

/// Lists the rides the service offers between two places, for Maps.
///
/// Maps calls only `handle`. Implement each requirement in either form, completion handler or
/// `async`.
public protocol INListRideOptionsIntentHandling: NSObjectProtocol {
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    )
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(intent: INListRideOptionsIntent) async -> INListRideOptionsIntentResponse

    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    )
    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(intent: INListRideOptionsIntent) async -> INListRideOptionsIntentResponse

    /// Resolves where the ride would start (optional).
    func resolvePickupLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    )
    /// Resolves where the ride would start (optional).
    func resolvePickupLocation(for intent: INListRideOptionsIntent) async -> INPlacemarkResolutionResult

    /// Resolves where the ride would end (optional).
    func resolveDropOffLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    )
    /// Resolves where the ride would end (optional).
    func resolveDropOffLocation(for intent: INListRideOptionsIntent) async -> INPlacemarkResolutionResult
}

// MARK: - Defaults: either form calls the other; a left-out requirement answers as SiriKit would.

extension INListRideOptionsIntentHandling {
    public func handle(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INListRideOptionsIntentHandling.handle(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INListRideOptionsIntentResponse(code: .failure, userActivity: nil), of: $0)
            },
            asyncForm: { await self.handle(intent: intent) }
        )
    }

    public func handle(intent: INListRideOptionsIntent) async -> INListRideOptionsIntentResponse {
        await HandlerBridge.asyncFormDefault("INListRideOptionsIntentHandling.handle(intent:completion:)") {
            self.handle(intent: intent, completion: $0)
        }
    }

    public func confirm(
        intent: INListRideOptionsIntent, completion: @escaping @Sendable (INListRideOptionsIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INListRideOptionsIntentHandling.confirm(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INListRideOptionsIntentResponse(code: .ready, userActivity: nil), of: $0)
            },
            asyncForm: { await self.confirm(intent: intent) }
        )
    }

    public func confirm(intent: INListRideOptionsIntent) async -> INListRideOptionsIntentResponse {
        await HandlerBridge.asyncFormDefault("INListRideOptionsIntentHandling.confirm(intent:completion:)") {
            self.confirm(intent: intent, completion: $0)
        }
    }

    public func resolvePickupLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INListRideOptionsIntentHandling.resolvePickupLocation(for:with:)", completion: completion,
            defaultAnswer: INPlacemarkResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolvePickupLocation(for: intent) }
        )
    }

    public func resolvePickupLocation(for intent: INListRideOptionsIntent) async -> INPlacemarkResolutionResult {
        await HandlerBridge.asyncFormDefault("INListRideOptionsIntentHandling.resolvePickupLocation(for:with:)") {
            self.resolvePickupLocation(for: intent, with: $0)
        }
    }

    public func resolveDropOffLocation(
        for intent: INListRideOptionsIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INListRideOptionsIntentHandling.resolveDropOffLocation(for:with:)", completion: completion,
            defaultAnswer: INPlacemarkResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolveDropOffLocation(for: intent) }
        )
    }

    public func resolveDropOffLocation(for intent: INListRideOptionsIntent) async -> INPlacemarkResolutionResult {
        await HandlerBridge.asyncFormDefault("INListRideOptionsIntentHandling.resolveDropOffLocation(for:with:)") {
            self.resolveDropOffLocation(for: intent, with: $0)
        }
    }
}
