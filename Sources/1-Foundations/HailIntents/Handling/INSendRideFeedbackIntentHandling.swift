import Foundation

/// Records a rating or tip for a completed ride.
///
/// Without `confirm`, the system never calls `handle`; the default `confirm`'s answer says it was
/// left out.
public protocol INSendRideFeedbackIntentHandling: NSObjectProtocol {
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    )
    /// Does what the intent asks and answers with the outcome (required: implement one form).
    func handle(sendRideFeedback intent: INSendRideFeedbackIntent) async -> INSendRideFeedbackIntentResponse

    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    )
    /// Checks that the intent can be handled, before `handle` (optional).
    func confirm(sendRideFeedback intent: INSendRideFeedbackIntent) async -> INSendRideFeedbackIntentResponse
}

// MARK: - Defaults: either form calls the other; a left-out requirement answers as SiriKit would.

extension INSendRideFeedbackIntentHandling {
    public func handle(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INSendRideFeedbackIntentHandling.handle(sendRideFeedback:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INSendRideFeedbackIntentResponse(code: .failure, userActivity: nil), of: $0)
            },
            asyncForm: { await self.handle(sendRideFeedback: intent) }
        )
    }

    public func handle(sendRideFeedback intent: INSendRideFeedbackIntent) async -> INSendRideFeedbackIntentResponse {
        await HandlerBridge.asyncFormDefault("INSendRideFeedbackIntentHandling.handle(sendRideFeedback:completion:)") {
            self.handle(sendRideFeedback: intent, completion: $0)
        }
    }

    public func confirm(
        sendRideFeedback intent: INSendRideFeedbackIntent, completion: @escaping @Sendable (INSendRideFeedbackIntentResponse) -> Void
    ) {
        HandlerBridge.completionFormDefault(
            "INSendRideFeedbackIntentHandling.confirm(sendRideFeedback:completion:)", completion: completion,
            defaultAnswer: {
                HandlerBridge.defaultResponse(INSendRideFeedbackIntentResponse(code: .ready, userActivity: nil), of: $0)
            },
            asyncForm: { await self.confirm(sendRideFeedback: intent) }
        )
    }

    public func confirm(sendRideFeedback intent: INSendRideFeedbackIntent) async -> INSendRideFeedbackIntentResponse {
        await HandlerBridge.asyncFormDefault("INSendRideFeedbackIntentHandling.confirm(sendRideFeedback:completion:)") {
            self.confirm(sendRideFeedback: intent, completion: $0)
        }
    }
}
