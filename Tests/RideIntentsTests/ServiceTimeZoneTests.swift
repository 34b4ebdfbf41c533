import Foundation
import Testing
import RideIntents

@Suite("Times in the service's zone")
struct ServiceTimeZoneTests {
    let nineAM = Date(timeIntervalSince1970: 1_795_453_200)

    @Test func clockTimesAreTwelveHourPacific() {
        #expect(ServiceTimeZone.clockTime(nineAM) == "9:00 AM")
        #expect(ServiceTimeZone.clockTime(nineAM.addingTimeInterval(4 * 3600 + 5 * 60)) == "1:05 PM")
    }

    @Test func liveUpdatesShowSeconds() {
        #expect(ServiceTimeZone.clockTimeWithSeconds(nineAM.addingTimeInterval(65)) == "9:01:05 AM")
        #expect(ServiceTimeZone.clockTimeWithSeconds(nineAM.addingTimeInterval(3 * 3600 + 20)) == "12:00:20 PM")
    }

    @Test func datesNameTheDayOnlyWhenItIsNotToday() {
        #expect(ServiceTimeZone.clockTime(nineAM.addingTimeInterval(86_400), relativeTo: nineAM) == "9:00 AM tomorrow")
        #expect(ServiceTimeZone.clockTime(nineAM.addingTimeInterval(7 * 86_400), relativeTo: nineAM) == "9:00 AM on Nov 30")
        #expect(ServiceTimeZone.clockTime(nineAM.addingTimeInterval(43 * 86_400), relativeTo: nineAM) == "9:00 AM on Tuesday, January 5, 2027")
        #expect(ServiceTimeZone.dateAndTime(nineAM, withSeconds: true) == "Mon Nov 23 9:00:00 AM")
    }

    @Test func theHourOfADateIsTheCalendarsAcrossDaylightSavingChanges() throws {
        // Every quarter hour of the days around both 2026 changes, and of days before 1970.
        let starts = ["2026-03-07T00:00:00Z", "2026-10-31T00:00:00Z", "1969-07-20T00:00:00Z"]
        for start in starts {
            let first = try #require(ISO8601DateFormatter().date(from: start))
            for quarter in 0..<(4 * 24 * 3) {
                let date = first.addingTimeInterval(Double(quarter) * 900 + 7)
                #expect(ServiceTimeZone.hour(of: date) == ServiceTimeZone.calendar.component(.hour, from: date), "\(date)")
            }
        }
    }

    @Test func durationsRoundToTheMinute() {
        #expect(ServiceTimeZone.duration(20) == "1 min")
        #expect(ServiceTimeZone.duration(3900) == "1 h 5 min")
        #expect(ServiceTimeZone.duration(7200) == "2 h")
    }
}
