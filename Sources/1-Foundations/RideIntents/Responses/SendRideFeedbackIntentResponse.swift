/// The codes of a send-ride-feedback response (SiriKit's `INSendRideFeedbackIntentResponseCode`).
public enum SendRideFeedbackIntentResponseCode: Int, Hashable, Sendable, Codable, CaseIterable {
    case unspecified = 0
    case ready = 1
    case success = 2
    case failure = 3
}

/// The answer to feedback (SiriKit's `INSendRideFeedbackIntentResponse`).
public struct SendRideFeedbackIntentResponse: Hashable, Sendable, Codable {
    public var code: SendRideFeedbackIntentResponseCode
    public var failureReason: String?

    public init(code: SendRideFeedbackIntentResponseCode, failureReason: String? = nil) {
        self.code = code
        self.failureReason = failureReason
    }
}
