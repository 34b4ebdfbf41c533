import Foundation

/// How a ride request went, at the confirm step (`ready`) or the handle step (`success`).
public enum INRequestRideIntentResponseCode: Int, Sendable {
    /// No code given; an error at the handle step.
    case unspecified = 0
    /// Confirm step: ready to handle the intent.
    case ready = 1
    /// Working on it (deprecated by Apple).
    @available(*, deprecated, message: "INRequestRideIntentResponseCodeInProgress is deprecated.")
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
    /// The scheduled pickup is too far ahead; the user must fix it in the app.
    case failureRequiringAppLaunchRideScheduledTooFar = 10
}

/// An extension's answer to ``INRequestRideIntent``: a code and the booked ride's status.
open class INRequestRideIntentResponse: INIntentResponse {
    /// How the request went.
    public let code: INRequestRideIntentResponseCode
    /// The booked (or, at confirm, the proposed) ride, with a valid `rideOption`;
    /// a copy is kept, so later changes to the status are not in this response.
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
