import Foundation
import RideIntents

extension CalendarEvent {
    /// The event for a ride reservation: from pickup to drop-off at the pickup place, confirmed,
    /// cancelled or (pending, on hold, unknown) tentative, described with the ride's number, route,
    /// car and price. `stamp` is when the reservation was last viewed.
    public init(reservation: RideReservation, stamp: Date) {
        let start = reservation.rideDuration?.startDate ?? reservation.bookingTime ?? stamp
        let end = reservation.rideDuration?.endDate ?? start.addingTimeInterval(30 * 60)
        let status: Status =
            switch reservation.reservationStatus {
            case .confirmed: .confirmed
            case .canceled: .cancelled
            case .pending, .hold, .unknown: .tentative
            }
        var details = ["\(reservation.providerName) ride \(reservation.reservationNumber)"]
        if let from = reservation.pickupLocation?.qualifiedName { details.append("From: \(from)") }
        if let to = reservation.dropOffLocation?.qualifiedName { details.append("To: \(to)") }
        if let car = reservation.vehicleDescription { details.append("Car: \(car)") }
        if let price = reservation.price { details.append("Fare: \(price.formatted)") }
        self.init(
            uid: "\(reservation.reservationNumber)@hail.invalid", stamp: stamp, start: start, end: end,
            location: reservation.pickupLocation?.qualifiedName, summary: reservation.itemReference.spokenPhrase,
            status: status, description: details.joined(separator: "\n")
        )
    }
}
