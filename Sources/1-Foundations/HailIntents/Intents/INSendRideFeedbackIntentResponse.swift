import Foundation

/// How sending ride feedback went.
public enum INSendRideFeedbackIntentResponseCode: Int, Sendable {
    /// No code given; an error at the handle step.
    case unspecified = 0
    /// Confirm step: ready to handle the intent.
    case ready = 1
    /// Done.
    case success = 2
    /// It could not be done.
    case failure = 3
}

/// An extension's answer to ``INSendRideFeedbackIntent``.
open class INSendRideFeedbackIntentResponse: INIntentResponse {
    /// How recording the feedback went.
    public let code: INSendRideFeedbackIntentResponseCode

    /// A response with a code and an optional activity.
    public init(code: INSendRideFeedbackIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }
}
