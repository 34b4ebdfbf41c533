/// Where a booked ride is in its life.
///
/// The usual order is received → confirmed → approachingPickup → pickup → ongoing → completed;
/// the raw values, Apple's, do not follow it.
public enum INRidePhase: Int, Sendable {
    /// Unknown; never valid in a status update.
    case unknown = 0
    /// The service has the request but no driver yet.
    case received = 1
    /// A driver has the pickup details.
    case confirmed = 2
    /// The passengers are on board.
    case ongoing = 3
    /// The ride reached its destination.
    case completed = 4
    /// The vehicle is near the pickup point.
    case approachingPickup = 5
    /// The vehicle is at the pickup point.
    case pickup = 6
}
