import Foundation

/// How fetching a ride's status went.
public enum INGetRideStatusIntentResponseCode: Int, Sendable {
    /// No code given; an error at the handle step.
    case unspecified = 0
    /// Confirm step: ready to handle the intent.
    case ready = 1
    /// Working on it (deprecated by Apple).
    @available(*, deprecated, message: "INGetRideStatusIntentResponseCodeInProgress is deprecated.")
    case inProgress = 2
    /// Done.
    case success = 3
    /// It could not be done.
    case failure = 4
    /// The user must open the app to go on.
    case failureRequiringAppLaunch = 5
    /// The user must open the app and sign in.
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    /// The service is down for now.
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 7
}

/// An extension's answer to ``INGetRideStatusIntent``, and each live update it pushes.
open class INGetRideStatusIntentResponse: INIntentResponse {
    /// How fetching the status went.
    public let code: INGetRideStatusIntentResponseCode
    /// The ride's status;
    /// a copy is kept, so later changes to the status are not in this response.
    open var rideStatus: INRideStatus? {
        get { storedRideStatus }
        set { storedRideStatus = copiedOnSet(newValue) }
    }
    private var storedRideStatus: INRideStatus?

    /// A response with a code and an optional activity.
    public init(code: INGetRideStatusIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }
}
