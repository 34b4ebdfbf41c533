/// How handling an interaction's intent went.
public enum INIntentHandlingStatus: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Ready to be handled (a confirm step's answer).
    case ready = 1
    /// Being handled.
    case inProgress = 2
    /// Handled.
    case success = 3
    /// It could not be handled.
    case failure = 4
    /// Handed to the app to finish.
    case deferredToApplication = 5
    /// Waiting for the user to confirm.
    case userConfirmationRequired = 6
}

extension INIntentHandlingStatus {
    /// The status a response's code says: `ready`, `success`, `inProgress`, `failure` (any
    /// failure), or `unspecified`.
    init(response: INIntentResponse) {
        switch response {
        case let response as INRequestRideIntentResponse:
            self.init(code: response.code.rawValue, success: INRequestRideIntentResponseCode.success.rawValue)
        case let response as INGetRideStatusIntentResponse:
            self.init(code: response.code.rawValue, success: INGetRideStatusIntentResponseCode.success.rawValue)
        case let response as INListRideOptionsIntentResponse:
            self.init(code: response.code.rawValue, success: INListRideOptionsIntentResponseCode.success.rawValue)
        case let response as INCancelRideIntentResponse:
            self.init(code: response.code.rawValue, success: INCancelRideIntentResponseCode.success.rawValue)
        case let response as INSendRideFeedbackIntentResponse:
            self.init(code: response.code.rawValue, success: INSendRideFeedbackIntentResponseCode.success.rawValue)
        default:
            self = .unspecified
        }
    }

    // NB: every ride response code counts `unspecified` 0 and `ready` 1; between `ready` and
    // `success` there is at most `inProgress`, and every code past `success` is a failure.
    private init(code: Int, success: Int) {
        switch code {
        case 0: self = .unspecified
        case 1: self = .ready
        case success: self = .success
        case ..<success: self = .inProgress
        default: self = .failure
        }
    }
}
