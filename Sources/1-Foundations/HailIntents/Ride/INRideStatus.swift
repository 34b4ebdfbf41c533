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
    /// How the ride ended, once `phase` is `.completed` (or it was canceled).
    open var completionStatus: INRideCompletionStatus?
    /// The vehicle.
    open var vehicle: INRideVehicle?
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
    /// The kind of ride; its name and pickup date must be valid.
    open var rideOption: INRideOption?
    /// Opens the app to cancel the ride.
    open var userActivityForCancelingInApplication: NSUserActivity?
    /// Further actions during the ride; each one's `title` is shown.
    open var additionalActionActivities: [NSUserActivity]?

    /// An empty status.
    public override init() {
        super.init()
    }
}
