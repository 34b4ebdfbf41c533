import Foundation
import RideIntents

/// One donation of a ride reservation, as an app donates an `INInteraction` of an
/// `INGetReservationDetailsIntent` whose response carries the reservation: made each time the
/// rider views the ride.
public struct ReservationDonation: Hashable, Sendable {
    /// The store's number for it, in donation order.
    public var identifier: Int64
    /// When the rider viewed the reservation.
    public var date: Date
    /// What the rider said that showed it ("yes", "where's my ride?").
    public var userText: String
    public var reservation: RideReservation

    public init(identifier: Int64, date: Date, userText: String, reservation: RideReservation) {
        self.identifier = identifier
        self.date = date
        self.userText = userText
        self.reservation = reservation
    }
}
