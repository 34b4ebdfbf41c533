import Foundation
import RideIntents
import Testing
@testable import CalendarExport

@Suite("A calendar of ride reservations")
struct ICalendarWriterTests {
    static let booked = Date(timeIntervalSince1970: 1_795_453_200)  // 2026-11-23 17:00:00 UTC

    static func reservation(status: ReservationStatus = .confirmed) -> RideReservation {
        RideReservation(
            itemReference: SpeakableString(vocabularyIdentifier: "HAIL-ALWYAP", spokenPhrase: "SUV ride to San Francisco International Airport"),
            reservationNumber: "HAIL-ALWYAP",
            bookingTime: booked,
            reservationStatus: status,
            providerName: "Hail",
            pickupLocation: Placemark(name: "Ferry Building", thoroughfare: "1 Ferry Building", locality: "San Francisco"),
            dropOffLocation: Placemark(name: "San Francisco International Airport", locality: "San Mateo County"),
            rideDuration: DateComponentsRange(startDate: booked.addingTimeInterval(600), endDate: booked.addingTimeInterval(3000)),
            price: CurrencyAmount(minorUnits: 6476),
            vehicleDescription: "white Toyota Highlander (3BFT871)"
        )
    }

    @Test func aReservationBecomesAFullEventWithCRLFLines() {
        let text = ICalendarWriter().calendar([CalendarEvent(reservation: Self.reservation(), stamp: Self.booked)])
        let expected = [
            "BEGIN:VCALENDAR",
            "PRODID:-//Hail//Ride reservations//EN",
            "VERSION:2.0",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "BEGIN:VEVENT",
            "UID:HAIL-ALWYAP@hail.invalid",
            "DTSTAMP:20261123T170000Z",
            "DTSTART:20261123T171000Z",
            "DTEND:20261123T175000Z",
            "SUMMARY:SUV ride to San Francisco International Airport",
            #"LOCATION:Ferry Building\, 1 Ferry Building\, San Francisco"#,
            "STATUS:CONFIRMED",
            // NB: folding may fall inside an escape (RFC 5545 unfolds before reading values).
            #"DESCRIPTION:Hail ride HAIL-ALWYAP\nFrom: Ferry Building\, 1 Ferry Building\"#,
            #" , San Francisco\nTo: San Francisco International Airport\, San Mateo Count"#,
            #" y\nCar: white Toyota Highlander (3BFT871)\nFare: $64.76"#,
            "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(text == expected)
    }

    @Test func statusFollowsTheReservation() {
        let writer = ICalendarWriter()
        #expect(writer.calendar([CalendarEvent(reservation: Self.reservation(status: .canceled), stamp: Self.booked)]).contains("STATUS:CANCELLED\r\n"))
        #expect(writer.calendar([CalendarEvent(reservation: Self.reservation(status: .pending), stamp: Self.booked)]).contains("STATUS:TENTATIVE\r\n"))
    }

    @Test func anEmptyCalendarStillHasItsHeader() {
        #expect(ICalendarWriter().calendar([]) == "BEGIN:VCALENDAR\r\nPRODID:-//Hail//Ride reservations//EN\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n")
    }

    @Test func everyLineEndsInCRLFAndNoLineIsLongerThan75Octets() {
        var reservation = Self.reservation()
        reservation.pickupLocation = Placemark(name: "Café \"Ça va\"; Embarcadero, 🚕 stand", thoroughfare: String(repeating: "Ünïcödé Street ", count: 8))
        let text = ICalendarWriter().calendar([CalendarEvent(reservation: reservation, stamp: Self.booked)])
        #expect(text.hasSuffix("\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && $0.utf8.count <= 75 })
    }
}
