import Foundation

/// How sending ride feedback went.
public enum INSendRideFeedbackIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case success = 2
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
