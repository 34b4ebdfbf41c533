import Foundation

/// How listing ride options went.
public enum INListRideOptionsIntentResponseCode: Int, Sendable {
    /// No code given; an error at the handle step.
    case unspecified = 0
    /// Confirm step: ready to handle the intent.
    case ready = 1
    /// Working on it (deprecated by Apple).
    @available(*, deprecated, message: "INListRideOptionsIntentResponseCodeInProgress is deprecated.")
    case inProgress = 2
    /// Done.
    case success = 3
    /// It could not be done.
    case failure = 4
    /// The user must open the app to go on.
    case failureRequiringAppLaunch = 5
    /// The user must open the app and sign in.
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    /// The service does not serve the pickup or drop-off location.
    case failureRequiringAppLaunchNoServiceInArea = 7
    /// The service is down for now.
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    /// A ride is still under way, so no new one can be booked.
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    /// The last ride still needs feedback.
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
