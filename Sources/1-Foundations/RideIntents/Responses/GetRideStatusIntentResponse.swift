/// The codes of a get-ride-status response (SiriKit's `INGetRideStatusIntentResponseCode`).
public enum GetRideStatusIntentResponseCode: Int, Hashable, Sendable, Codable, CaseIterable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureRequiringAppLaunchMustVerifyCredentials = 6
    case failureRequiringAppLaunchServiceTemporarilyUnavailable = 7
}

/// The status of the active ride (SiriKit's `INGetRideStatusIntentResponse`).
public struct GetRideStatusIntentResponse: Hashable, Sendable, Codable {
    public var code: GetRideStatusIntentResponseCode
    public var rideStatus: RideStatus?

    public init(code: GetRideStatusIntentResponseCode, rideStatus: RideStatus? = nil) {
        self.code = code
        self.rideStatus = rideStatus
    }
}
