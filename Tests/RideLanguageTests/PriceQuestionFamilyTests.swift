import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: a price asked for a trip, with no ride asked for, lists the rides with their prices
/// (the list-ride-options intent) rather than starting a booking.
@Suite struct PriceQuestionFamilyTests {
    static let questions: [(String, ExpectedReading)] = [
        ("how much to get to oak for 3 people", ExpectedReading(intent: .listRideOptions, partySize: 3, dropOff: "oak")),
        ("what would it run for 4 of us to get to oak?", ExpectedReading(intent: .listRideOptions, partySize: 4, dropOff: "oak")),
        ("how much for a ride to SFO?", ExpectedReading(intent: .listRideOptions, dropOff: "sfo")),
        ("what's it cost to get to the ferry building", ExpectedReading(intent: .listRideOptions, dropOff: "ferry building")),
        ("how much would it be to get from union square to oak", ExpectedReading(intent: .listRideOptions, pickup: "union square", dropOff: "oak")),
        ("what would a cab to sjc run me", ExpectedReading(intent: .listRideOptions, dropOff: "sjc")),
        ("how much is an uber to the airport for 5 people", ExpectedReading(intent: .listRideOptions, partySize: 5, dropOff: "airport")),
        ("whats the price to go to golden gate park", ExpectedReading(intent: .listRideOptions, dropOff: "golden gate park")),
        ("what's the fare to the Ferry Building from Union Square", ExpectedReading(intent: .listRideOptions, pickup: "union square", dropOff: "ferry building")),
        ("compare prices to the airport", ExpectedReading(intent: .listRideOptions, dropOff: "airport")),
        ("whats cheapest to the airport", ExpectedReading(intent: .listRideOptions, dropOff: "airport")),
        ("what's the fastest ride to the Fillmore", ExpectedReading(intent: .listRideOptions, dropOff: "fillmore")),
        ("can i see the options to sfo", ExpectedReading(intent: .listRideOptions, dropOff: "sfo")),
        ("could I see the prices to SFO", ExpectedReading(intent: .listRideOptions, dropOff: "sfo")),
        ("show me options to oak for 2", ExpectedReading(intent: .listRideOptions, partySize: 2, dropOff: "oak")),
    ]

    /// A request that names a price is still a request; a price asked about the ride under way
    /// starts nothing.
    static let others: [(String, ExpectedReading)] = [
        ("get me the cheapest ride to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("How much is this ride going to run?", ExpectedReading(notIntent: .requestRide)),
    ]

    @Test(arguments: questions + others)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
