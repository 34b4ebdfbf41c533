import Foundation

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
    /// The moment the status describes, for live updates (Hail's addition: an update pushed late,
    /// after a jump of the clock, still says when it happened).
    public var asOf: Date?

    public init(code: GetRideStatusIntentResponseCode, rideStatus: RideStatus? = nil, asOf: Date? = nil) {
        self.code = code
        self.rideStatus = rideStatus
        self.asOf = asOf
    }
}
