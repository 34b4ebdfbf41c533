import Foundation

/// How cancelling a ride went.
public enum INCancelRideIntentResponseCode: Int, Sendable {
    /// No code given; an error at the handle step.
    case unspecified = 0
    /// Confirm step: ready to handle the intent.
    case ready = 1
    /// Done.
    case success = 2
    /// It could not be done.
    case failure = 3
}

/// An extension's answer to ``INCancelRideIntent``, with any fee for cancelling.
open class INCancelRideIntentResponse: INIntentResponse {
    /// How the cancellation went.
    public let code: INCancelRideIntentResponseCode
    /// The fee for cancelling, shown as a warning at confirm.
    open var cancellationFee: INCurrencyAmount?
    /// After how long since booking cancelling costs `cancellationFee`.
    open var cancellationFeeThreshold: DateComponents?

    /// A response with a code and an optional activity.
    public init(code: INCancelRideIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }
}
