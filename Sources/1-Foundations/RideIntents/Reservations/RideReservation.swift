import Foundation

/// A booked ride as a reservation the system can be told about, shaped like SiriKit's
/// `INReservation` and its closest subclass, `INRentalCarReservation` (SiriKit has no ride
/// reservation: this type is Hail's own).
public struct RideReservation: Hashable, Sendable, Codable {
    /// What the reservation is for ("Standard ride to Oracle Park").
    public var itemReference: SpeakableString
    /// The ride identifier ("HAIL-ALWYAP").
    public var reservationNumber: String
    public var bookingTime: Date?
    public var reservationStatus: ReservationStatus
    public var reservationHolderName: String?
    public var actions: [ReservationAction]
    /// The company providing the ride (`INRentalCar.rentalCompanyName`).
    public var providerName: String
    public var pickupLocation: Placemark?
    public var dropOffLocation: Placemark?
    /// From the pickup to the drop-off (`rentalDuration`).
    public var rideDuration: DateComponentsRange?
    /// The fare.
    public var price: CurrencyAmount?
    /// The car, as "white Toyota Highlander (3BFT871)", once one is assigned.
    public var vehicleDescription: String?

    public init(
        itemReference: SpeakableString,
        reservationNumber: String,
        bookingTime: Date?,
        reservationStatus: ReservationStatus,
        reservationHolderName: String? = nil,
        actions: [ReservationAction] = [],
        providerName: String,
        pickupLocation: Placemark? = nil,
        dropOffLocation: Placemark? = nil,
        rideDuration: DateComponentsRange? = nil,
        price: CurrencyAmount? = nil,
        vehicleDescription: String? = nil
    ) {
        self.itemReference = itemReference
        self.reservationNumber = reservationNumber
        self.bookingTime = bookingTime
        self.reservationStatus = reservationStatus
        self.reservationHolderName = reservationHolderName
        self.actions = actions
        self.providerName = providerName
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
        self.rideDuration = rideDuration
        self.price = price
        self.vehicleDescription = vehicleDescription
    }
}
