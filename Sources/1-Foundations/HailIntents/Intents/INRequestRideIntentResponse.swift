import Foundation

/// How a ride request went, at the confirm step (`ready`) or the handle step (`success`).
public enum INRequestRideIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    @available(*, deprecated, message: "Answer success and show progress through the ride status's phase")
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    case failureRequiringAppLaunchNoServiceInArea = 7
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    case failureRequiringAppLaunchRideScheduledTooFar = 10
}

/// An extension's answer to ``INRequestRideIntent``: a code and the booked ride's status.
open class INRequestRideIntentResponse: INIntentResponse {
    /// How the request went.
    public let code: INRequestRideIntentResponseCode
    /// The booked (or, at confirm, the proposed) ride, with a valid `rideOption`; a copy is kept, so later changes to the status
    /// are not in this response.
    open var rideStatus: INRideStatus? {
        get { storedRideStatus }
        set { storedRideStatus = copiedOnSet(newValue) }
    }
    private var storedRideStatus: INRideStatus?

    /// A response with a code and an optional activity.
    public init(code: INRequestRideIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }
}
