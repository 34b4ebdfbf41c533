import Foundation

/// How listing ride options went.
public enum INListRideOptionsIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    @available(*, deprecated, message: "Answer success with the ride options")
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    case failureRequiringAppLaunchNoServiceInArea = 7
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    case failurePreviousRideNeedsFeedback = 10
}

/// An extension's answer to ``INListRideOptionsIntent``: the options, the accepted payment
/// methods and when the list goes stale.
open class INListRideOptionsIntentResponse: INIntentResponse {
    /// How the listing went.
    public let code: INListRideOptionsIntentResponseCode
    /// The rides on offer; `nil` when there is no service.
    open var rideOptions: [INRideOption]?
    /// The payment methods the service accepts.
    open var paymentMethods: [INPaymentMethod]?
    /// When the options go stale and Maps may ask again; `nil` means never.
    open var expirationDate: Date?

    /// A response with a code and an optional activity.
    public init(code: INListRideOptionsIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }
}
