import Foundation

/// A request to book a ride: where from, where to, which kind of ride, for how many, paid how.
open class INRequestRideIntent: INIntent {
    /// Where the ride starts.
    public let pickupLocation: CLPlacemark?
    /// Where the ride ends.
    public let dropOffLocation: CLPlacemark?
    /// The ride option the user named, as spoken.
    public let rideOptionName: INSpeakableString?
    /// The number of passengers.
    public let partySize: Int?
    /// How the user wants to pay.
    public let paymentMethod: INPaymentMethod?
    /// The pickup window of a scheduled ride.
    public let scheduledPickupTime: INDateComponentsRange?

    /// A request with the values known so far.
    public init(
        pickupLocation: CLPlacemark? = nil, dropOffLocation: CLPlacemark? = nil,
        rideOptionName: INSpeakableString? = nil, partySize: Int? = nil, paymentMethod: INPaymentMethod? = nil,
        scheduledPickupTime: INDateComponentsRange? = nil
    ) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.rideOptionName = rideOptionName
        self.partySize = partySize
        self.paymentMethod = paymentMethod
        self.scheduledPickupTime = scheduledPickupTime
        super.init()
    }
}
