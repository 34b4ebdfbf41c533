import Foundation

/// Maps' question "which rides can you offer between these places?", asked before booking.
open class INListRideOptionsIntent: INIntent {
    /// Where the ride would start.
    public let pickupLocation: CLPlacemark?
    /// Where the ride would end.
    public let dropOffLocation: CLPlacemark?

    /// A question for the rides between two places.
    public init(pickupLocation: CLPlacemark?, dropOffLocation: CLPlacemark?) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        super.init()
    }
}
