import CalendarExport
import Foundation
import RideIntents
import RideStore

/// The donation log as people read it (`:donations`, `hail donations`) and as a calendar
/// application imports it (`hail donations --ics FILE`).
public enum DonationList {
    /// One line per donation: number, when, ride, reservation status, what it is, price, and
    /// what the rider said that showed it.
    public static func render(_ donations: [ReservationDonation]) -> String {
        guard !donations.isEmpty else {
            return "No reservations donated yet. Book a ride, or ask \"where's my ride?\", and each view is donated once."
        }
        var lines = ["\(donations.count) reservation donation\(donations.count == 1 ? "" : "s") (INGetReservationDetailsIntent):"]
        for donation in donations {
            let reservation = donation.reservation
            var line = "  \(donation.identifier). \(ServiceTimeZone.dateAndTime(donation.date))  \(reservation.reservationNumber)  \(name(of: reservation.reservationStatus))  \(reservation.itemReference.spokenPhrase)"
            if let price = reservation.price { line += ", \(price.formatted)" }
            if !reservation.actions.isEmpty {
                line += " [\(reservation.actions.map { actionName($0.userActivity) }.joined(separator: ", "))]"
            }
            line += " after \"\(donation.userText)\""
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// An iCalendar object with one event per reservation, as last viewed.
    public static func calendar(_ donations: [ReservationDonation]) -> String {
        var latest: [String: ReservationDonation] = [:]
        var order: [String] = []
        for donation in donations {
            let number = donation.reservation.reservationNumber
            if latest[number] == nil { order.append(number) }
            latest[number] = donation
        }
        let events = order.compactMap { latest[$0] }.map { CalendarEvent(reservation: $0.reservation, stamp: $0.date) }
        return ICalendarWriter().calendar(events)
    }

    /// "confirmed": INReservationStatus's case name.
    static func name(of status: ReservationStatus) -> String {
        switch status {
        case .unknown: "unknown"
        case .canceled: "canceled"
        case .pending: "pending"
        case .hold: "hold"
        case .confirmed: "confirmed"
        }
    }

    /// "check status" for INGetRideStatusIntent, "cancel" for INCancelRideIntent.
    static func actionName(_ activity: String) -> String {
        switch IntentKind(siriKitClassName: activity) {
        case .getRideStatus: "check status"
        case .cancelRide: "cancel"
        default: activity
        }
    }
}
