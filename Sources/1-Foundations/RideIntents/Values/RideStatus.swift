import Foundation

/// Everything known about a booked ride at one moment (SiriKit's `INRideStatus`).
public struct RideStatus: Hashable, Sendable, Codable {
    /// Assigned at booking; the same in every later update.
    public var rideIdentifier: String
    public var phase: RidePhase
    public var completionStatus: RideCompletionStatus?
    public var vehicle: RideVehicle?
    public var driver: RideDriver?
    public var estimatedPickupDate: Date?
    public var estimatedDropOffDate: Date?
    /// After arriving, the driver may stop waiting after this.
    public var estimatedPickupEndDate: Date?
    public var scheduledPickupTime: DateComponentsRange?
    public var pickupLocation: Placemark?
    public var dropOffLocation: Placemark?
    public var waypoints: [Placemark]?
    public var rideOption: RideOption?
    public var partySize: Int?
    public var paymentMethod: PaymentMethod?

    public init(
        rideIdentifier: String,
        phase: RidePhase,
        completionStatus: RideCompletionStatus? = nil,
        vehicle: RideVehicle? = nil,
        driver: RideDriver? = nil,
        estimatedPickupDate: Date? = nil,
        estimatedDropOffDate: Date? = nil,
        estimatedPickupEndDate: Date? = nil,
        scheduledPickupTime: DateComponentsRange? = nil,
        pickupLocation: Placemark? = nil,
        dropOffLocation: Placemark? = nil,
        waypoints: [Placemark]? = nil,
        rideOption: RideOption? = nil,
        partySize: Int? = nil,
        paymentMethod: PaymentMethod? = nil
    ) {
        self.rideIdentifier = rideIdentifier
        self.phase = phase
        self.completionStatus = completionStatus
        self.vehicle = vehicle
        self.driver = driver
        self.estimatedPickupDate = estimatedPickupDate
        self.estimatedDropOffDate = estimatedDropOffDate
        self.estimatedPickupEndDate = estimatedPickupEndDate
        self.scheduledPickupTime = scheduledPickupTime
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.waypoints = waypoints
        self.rideOption = rideOption
        self.partySize = partySize
        self.paymentMethod = paymentMethod
    }

    /// Whether the ride is still going on (not completed, not cancelled).
    public var isActive: Bool {
        phase != .completed && !(completionStatus?.isCanceled ?? false)
    }
}
