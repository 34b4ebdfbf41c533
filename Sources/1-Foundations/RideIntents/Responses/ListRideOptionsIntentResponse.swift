import Foundation

/// The codes of a list-ride-options response (SiriKit's `INListRideOptionsIntentResponseCode`).
public enum ListRideOptionsIntentResponseCode: Int, Hashable, Sendable, Codable, CaseIterable {
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
    case failurePreviousRideNeedsFeedback = 10
}

/// The ride options for a route (SiriKit's `INListRideOptionsIntentResponse`).
public struct ListRideOptionsIntentResponse: Hashable, Sendable, Codable {
    public var code: ListRideOptionsIntentResponseCode
    /// `nil` when there is no service.
    public var rideOptions: [RideOption]?
    /// The payment methods the service accepts.
    public var paymentMethods: [PaymentMethod]?
    /// After this the options are stale and Maps lists again; `nil` means they never expire.
    public var expirationDate: Date?

    public init(
        code: ListRideOptionsIntentResponseCode,
        rideOptions: [RideOption]? = nil,
        paymentMethods: [PaymentMethod]? = nil,
        expirationDate: Date? = nil
    ) {
        self.code = code
        self.rideOptions = rideOptions
        self.paymentMethods = paymentMethods
        self.expirationDate = expirationDate
    }
}
