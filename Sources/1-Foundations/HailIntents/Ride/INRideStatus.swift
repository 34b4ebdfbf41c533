import Foundation

/// Everything known about a booked ride: its phase, vehicle, driver, places and times.
///
/// Booking answers with one, and live updates send a fresh one that keeps the same
/// `rideIdentifier`.
open class INRideStatus: NSObject {
    /// The service's identifier for the ride; must not change across updates.
    open var rideIdentifier: String?
    /// Where the ride is in its life.
    open var phase: INRidePhase = .unknown
    /// How the ride ended, once `phase` is `.completed` (or it was canceled); a copy is kept.
    open var completionStatus: INRideCompletionStatus? {
        get { storedCompletionStatus }
        set { storedCompletionStatus = copiedOnSet(newValue) }
    }
    /// The vehicle; a copy is kept.
    open var vehicle: INRideVehicle? {
        get { storedVehicle }
        set { storedVehicle = copiedOnSet(newValue) }
    }
    /// The driver.
    open var driver: INRideDriver?
    /// When the vehicle should reach the pickup point.
    open var estimatedPickupDate: Date?
    /// When the ride should reach the destination.
    open var estimatedDropOffDate: Date?
    /// How long the driver waits at the pickup point.
    open var estimatedPickupEndDate: Date?
    /// The window of a scheduled ride.
    open var scheduledPickupTime: INDateComponentsRange?
    /// Where the ride starts.
    open var pickupLocation: CLPlacemark?
    /// Where the ride ends.
    open var dropOffLocation: CLPlacemark?
    /// Stops on the way.
    open var waypoints: [CLPlacemark]?
    /// The kind of ride, whose name and pickup date must be valid; a copy is kept.
    open var rideOption: INRideOption? {
        get { storedRideOption }
        set { storedRideOption = copiedOnSet(newValue) }
    }
    /// Opens the app to cancel the ride.
    open var userActivityForCancelingInApplication: NSUserActivity?
    /// Further actions during the ride; each one's `title` is shown.
    open var additionalActionActivities: [NSUserActivity]?

    private var storedCompletionStatus: INRideCompletionStatus?
    private var storedVehicle: INRideVehicle?
    private var storedRideOption: INRideOption?

    /// An empty status.
    public required override init() {
        super.init()
    }
}

extension INRideStatus: NSCopying {
    /// A status with the same values, so that later changes to this one leave the copy alone.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.rideIdentifier = rideIdentifier
        copy.phase = phase
        copy.completionStatus = completionStatus
        copy.vehicle = vehicle
        copy.driver = driver
        copy.estimatedPickupDate = estimatedPickupDate
        copy.estimatedDropOffDate = estimatedDropOffDate
        copy.estimatedPickupEndDate = estimatedPickupEndDate
        copy.scheduledPickupTime = scheduledPickupTime
        copy.pickupLocation = pickupLocation
        copy.dropOffLocation = dropOffLocation
        copy.waypoints = waypoints
        copy.rideOption = rideOption
        copy.userActivityForCancelingInApplication = userActivityForCancelingInApplication
        copy.additionalActionActivities = additionalActionActivities
        return copy
    }
}
