import Foundation

/// A request to cancel a booked ride, named by the identifier the service gave it.
open class INCancelRideIntent: INIntent {
    /// The ride's identifier, as given in ``INRideStatus/rideIdentifier``.
    public let rideIdentifier: String

    /// A cancellation of the given ride.
    public init(rideIdentifier: String) {
        self.rideIdentifier = rideIdentifier
        super.init()
    }
}
