import Foundation

/// How fetching a ride's status went.
public enum INGetRideStatusIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    @available(*, deprecated, message: "Answer success with the ride status")
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 7
}

/// An extension's answer to ``INGetRideStatusIntent``, and each live update it pushes.
open class INGetRideStatusIntentResponse: INIntentResponse {
    /// How fetching the status went.
    public let code: INGetRideStatusIntentResponseCode
    /// The ride's status; a copy is kept, so later changes to the status
    /// are not in this response.
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
