import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: a request typed as a form that labels both ends ("pickup: X, destination: Y"), in
/// either order, with or without colons, is a ride request with those ends; the words "from" and
/// "to" alone are no label (an answer "from X to Y" to "where from?" stays an answer).
@Suite struct LabelledEndsFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("pickup: 500 Howard St, destination: the Ferry Building", ExpectedReading(intent: .requestRide, pickup: "500 howard", dropOff: "ferry building")),
        ("Pick up location 88 Kearny, drop off location SFO", ExpectedReading(intent: .requestRide, pickup: "88 kearny", dropOff: "sfo")),
        ("origin union square dest sfo", ExpectedReading(intent: .requestRide, pickup: "union square", dropOff: "sfo")),
        ("drop-off Oakland airport, pick-up Union Square", ExpectedReading(intent: .requestRide, pickup: "union square", dropOff: "oakland airport")),
        ("start point: the Hilton. end point: SFO", ExpectedReading(intent: .requestRide, pickup: "hilton", dropOff: "sfo")),
        ("dropoff: home, pickup: union square", ExpectedReading(intent: .requestRide, pickup: "union square")),
        ("pick-up: Union Square / drop-off: the Fillmore", ExpectedReading(intent: .requestRide, pickup: "union square", dropOff: "fillmore")),
        ("destination SFO, pickup 88 Kearny", ExpectedReading(intent: .requestRide, pickup: "88 kearny", dropOff: "sfo")),
        ("start 100 pine st end sfo", ExpectedReading(intent: .requestRide, pickup: "100 pine", dropOff: "sfo")),
        ("pickup 1 Market St then destination the Presidio", ExpectedReading(intent: .requestRide, pickup: "1 market", dropOff: "presidio")),
    ]

    /// Two ends without a label, or a change of something else: no new request.
    static let notRequests: [(String, ExpectedReading)] = [
        ("Need to make a reservation at Old Town Inn from May 12th to 17th", ExpectedReading(notIntent: .requestRide)),
        ("Can i change my driver from a male driver to a female one please", ExpectedReading(notIntent: .requestRide)),
        ("How much is this ride going to run?", ExpectedReading(notIntent: .requestRide)),
    ]

    @Test(arguments: requests + notRequests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
