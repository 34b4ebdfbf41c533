/// The codes a confirm or handle of a request-ride intent returns (SiriKit's
/// `INRequestRideIntentResponseCode`, same raw values).
public enum RequestRideIntentResponseCode: Int, Hashable, Sendable, Codable, CaseIterable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    case failureRequiringAppLaunchNoServiceInArea = 7
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 8
    case failureRequiringAppLaunchPreviousRideNeedsCompletion = 9
    case failureRequiringAppLaunchRideScheduledTooFar = 10

    /// Whether the code reports a failure.
    public var isFailure: Bool { rawValue >= Self.failure.rawValue }
}

/// The answer to a confirm or handle of a request-ride intent (SiriKit's `INRequestRideIntentResponse`).
public struct RequestRideIntentResponse: Hashable, Sendable, Codable {
    public var code: RequestRideIntentResponseCode
    /// The booked ride; on confirm, a preview of it (quote, pickup estimate).
    public var rideStatus: RideStatus?

    public init(code: RequestRideIntentResponseCode, rideStatus: RideStatus? = nil) {
        self.code = code
        self.rideStatus = rideStatus
    }
}
