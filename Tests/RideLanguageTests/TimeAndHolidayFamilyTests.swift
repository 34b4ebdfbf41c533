import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: an evening or night said with the hour is pm ("7 o'clock at night"), a percentage is no\n/// time ("battery at 5%"), and a holiday is a day, never a place ("on Christmas Eve").
@Suite struct TimeAndHolidayFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("a cab at 7 o'clock at night", ExpectedReading(intent: .requestRide, hour: 19)),
        ("pick me up at 8 o'clock in the evening", ExpectedReading(hour: 20)),
        ("ride to the theater at 9 at night", ExpectedReading(intent: .requestRide, dropOff: "theater", hour: 21)),
        ("taxi at 6 in the evening to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport", hour: 18)),
        ("book a car for 10 o'clock tonight", ExpectedReading(intent: .requestRide, hour: 22)),
        ("i need a ride home at 11 o'clock at night", ExpectedReading(intent: .requestRide, hour: 23)),
        ("cab to sfo at seven in the evening", ExpectedReading(intent: .requestRide, dropOff: "sfo", hour: 19)),
        ("get me a cab to the mall, my battery at 5%", ExpectedReading(intent: .requestRide, dropOff: "mall", noTime: true)),
        ("phone battery at 10%, need a ride home", ExpectedReading(intent: .requestRide, noTime: true)),
        ("my phone's at 3% so hurry, cab to the station", ExpectedReading(intent: .requestRide, noTime: true)),
        // Another event's time, "is" written into its name, is not the pickup.
        ("My flight's at 9. I need to get to SFO.", ExpectedReading(intent: .requestRide, dropOff: "sfo", noTime: true)),
        ("my meeting's at 3, need a cab to the office", ExpectedReading(intent: .requestRide, noTime: true)),
        ("the game's at 7 tonight, get me an uber to chase center", ExpectedReading(intent: .requestRide, dropOff: "chase center", noTime: true)),
        ("ride to grandma's on Christmas Eve", ExpectedReading(intent: .requestRide, notInAPlace: "christmas")),
        ("book a cab for New Year's Day to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport", notInAPlace: "new year")),
        ("a taxi to the party on New Year's Eve", ExpectedReading(intent: .requestRide, dropOff: "party", notInAPlace: "new year")),
        ("i need a ride to the airport on Thanksgiving", ExpectedReading(intent: .requestRide, dropOff: "airport", notInAPlace: "thanksgiving")),
        ("car to my parents' house on Christmas Day at 10am", ExpectedReading(hour: 10, notInAPlace: "christmas")),
        ("cab to the fireworks on the Fourth of July", ExpectedReading(intent: .requestRide, dropOff: "fireworks")),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }

    /// A holiday on a fixed date is that date, with its part of the day and its time.
    @Test(arguments: [
        ("a cab to SFO on Christmas Eve at 6pm", 12, 24), ("i need a ride on new year's day", 1, 1),
        ("book a car for halloween night to the castro", 10, 31), ("taxi to the airport on christmas morning at 7", 12, 25),
        ("a ride home on valentine's day", 2, 14), ("pick me up on new years eve at 11pm", 12, 31), ("a cab on xmas eve", 12, 24),
    ])
    func aHolidayOnAFixedDateIsThatDate(text: String, month: Int, day: Int) throws {
        let time = try GrammarFixture.grammar().understand(text).slots.scheduledPickupTime
        switch time {
        case .dated(.monthDay(let m, let d), _, _, _), .window(.monthDay(let m, let d), _):
            #expect(m == month && d == day, "\(text): \(String(describing: time))")
        default:
            Issue.record("\(text): \(String(describing: time))")
        }
    }
}
