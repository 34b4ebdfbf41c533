import Foundation

/// Resolves, confirms and books a ride request.
///
/// Siri calls the resolvers for the parameters it has, then `confirm`, then `handle`; Maps may
/// call only `confirm` and `handle`. Implement each requirement in either form, completion
/// handler or `async`; a resolver left out takes the value as the user gave it.
public protocol INRequestRideIntentHandling: NSObjectProtocol {
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void)
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse

    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void)
    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(intent: INRequestRideIntent) async -> INRequestRideIntentResponse

    /// Resolves where the ride starts (optional).
    func resolvePickupLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    )
    /// Resolves where the ride starts (optional).
    func resolvePickupLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult

    /// Resolves where the ride ends (optional).
    func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    )
    /// Resolves where the ride ends (optional).
    func resolveDropOffLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult

    /// Resolves the ride option the user named (optional).
    func resolveRideOptionName(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    )
    /// Resolves the ride option the user named (optional).
    func resolveRideOptionName(for intent: INRequestRideIntent) async -> INSpeakableStringResolutionResult

    /// Resolves the number of passengers (optional).
    func resolvePartySize(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void
    )
    /// Resolves the number of passengers (optional).
    func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult

    /// Resolves the pickup window of a scheduled ride (optional).
    func resolveScheduledPickupTime(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void
    )
    /// Resolves the pickup window of a scheduled ride (optional).
    func resolveScheduledPickupTime(for intent: INRequestRideIntent) async -> INDateComponentsRangeResolutionResult
}

// MARK: - Defaults: either form calls the other; a left-out requirement answers as SiriKit would.

extension INRequestRideIntentHandling {
    public func handle(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.handle(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INRequestRideIntentResponse(code: .failure, userActivity: nil), of: $0)
            },
            asyncForm: { await self.handle(intent: intent) }
        )
    }

    public func handle(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.handle(intent:completion:)") {
            self.handle(intent: intent, completion: $0)
        }
    }

    public func confirm(intent: INRequestRideIntent, completion: @escaping @Sendable (INRequestRideIntentResponse) -> Void) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.confirm(intent:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INRequestRideIntentResponse(code: .ready, userActivity: nil), of: $0)
            },
            asyncForm: { await self.confirm(intent: intent) }
        )
    }

    public func confirm(intent: INRequestRideIntent) async -> INRequestRideIntentResponse {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.confirm(intent:completion:)") {
            self.confirm(intent: intent, completion: $0)
        }
    }

    public func resolvePickupLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.resolvePickupLocation(for:with:)", completion: completion,
            defaultAnswer: INPlacemarkResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolvePickupLocation(for: intent) }
        )
    }

    public func resolvePickupLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.resolvePickupLocation(for:with:)") {
            self.resolvePickupLocation(for: intent, with: $0)
        }
    }

    public func resolveDropOffLocation(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INPlacemarkResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.resolveDropOffLocation(for:with:)", completion: completion,
            defaultAnswer: INPlacemarkResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolveDropOffLocation(for: intent) }
        )
    }

    public func resolveDropOffLocation(for intent: INRequestRideIntent) async -> INPlacemarkResolutionResult {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.resolveDropOffLocation(for:with:)") {
            self.resolveDropOffLocation(for: intent, with: $0)
        }
    }

    public func resolveRideOptionName(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INSpeakableStringResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.resolveRideOptionName(for:with:)", completion: completion,
            defaultAnswer: INSpeakableStringResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolveRideOptionName(for: intent) }
        )
    }

    public func resolveRideOptionName(for intent: INRequestRideIntent) async -> INSpeakableStringResolutionResult {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.resolveRideOptionName(for:with:)") {
            self.resolveRideOptionName(for: intent, with: $0)
        }
    }

    public func resolvePartySize(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INIntegerResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.resolvePartySize(for:with:)", completion: completion,
            defaultAnswer: INIntegerResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolvePartySize(for: intent) }
        )
    }

    public func resolvePartySize(for intent: INRequestRideIntent) async -> INIntegerResolutionResult {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.resolvePartySize(for:with:)") {
            self.resolvePartySize(for: intent, with: $0)
        }
    }

    public func resolveScheduledPickupTime(
        for intent: INRequestRideIntent, with completion: @escaping @Sendable (INDateComponentsRangeResolutionResult) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INRequestRideIntentHandling.resolveScheduledPickupTime(for:with:)", completion: completion,
            defaultAnswer: INDateComponentsRangeResolutionResult.defaultAnswer(of:),
            asyncForm: { await self.resolveScheduledPickupTime(for: intent) }
        )
    }

    public func resolveScheduledPickupTime(for intent: INRequestRideIntent) async -> INDateComponentsRangeResolutionResult {
        await HandlerBridge.asyncFormDefault("INRequestRideIntentHandling.resolveScheduledPickupTime(for:with:)") {
            self.resolveScheduledPickupTime(for: intent, with: $0)
        }
    }
}
