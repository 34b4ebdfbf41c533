/// A request to book a ride (SiriKit's `INRequestRideIntent`). Every parameter is optional: it
/// holds what the user gave, and each is resolved in turn before confirm and handle.
public struct RequestRideIntent: Hashable, Sendable, Codable {
    public var pickupLocation: Placemark?
    public var dropOffLocation: Placemark?
    public var rideOptionName: SpeakableString?
    public var partySize: Int?
    public var paymentMethod: PaymentMethod?
    public var scheduledPickupTime: DateComponentsRange?

    public init(
        pickupLocation: Placemark? = nil,
        dropOffLocation: Placemark? = nil,
        rideOptionName: SpeakableString? = nil,
        partySize: Int? = nil,
        paymentMethod: PaymentMethod? = nil,
        scheduledPickupTime: DateComponentsRange? = nil
    ) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.rideOptionName = rideOptionName
        self.partySize = partySize
        self.paymentMethod = paymentMethod
        self.scheduledPickupTime = scheduledPickupTime
    }
}
