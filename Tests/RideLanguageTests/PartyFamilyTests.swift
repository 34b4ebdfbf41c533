import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: a party said as people type it ("+", "plus a baby", "2 adults 2 kids", "my sister's coming\n/// too", a chain of relatives), and "a few of us" left for the dialog to ask about, never a place.
@Suite struct PartyFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("a ride to the airport for me + 2", ExpectedReading(intent: .requestRide, partySize: 3, dropOff: "airport")),
        ("cab to union square, me+1", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "union square")),
        ("taxi for 2 + a baby to the zoo", ExpectedReading(intent: .requestRide, partySize: 3, dropOff: "zoo")),
        ("book a car to oakland for me plus a baby", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "oakland")),
        ("we need a ride to the mall, 2 adults 2 kids", ExpectedReading(intent: .requestRide, partySize: 4, dropOff: "mall")),
        ("3 adults 1 child to the ferry building", ExpectedReading(partySize: 4, dropOff: "ferry building")),
        ("get me a cab to SFO, my sister's coming too", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "SFO")),
        ("ride to the stadium, my husband is coming with me", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "stadium")),
        ("me and my husband and his parents need a ride to the pier", ExpectedReading(intent: .requestRide, partySize: 4, dropOff: "pier")),
        ("me, my wife and her mom to the airport", ExpectedReading(partySize: 3, dropOff: "airport")),
        ("a taxi for me and my two kids plus my mom", ExpectedReading(intent: .requestRide, partySize: 4)),
        ("1 adult + 2 kids to the museum", ExpectedReading(partySize: 3, dropOff: "museum")),
        ("a few of us need a ride to the bar", ExpectedReading(intent: .requestRide, partySize: .some(nil), dropOff: "bar", notInAPlace: "few")),
        ("cab for a few of us to union square", ExpectedReading(intent: .requestRide, partySize: .some(nil), dropOff: "union square", notInAPlace: "few")),
        ("get a ride to the game for a few of us", ExpectedReading(intent: .requestRide, partySize: .some(nil), dropOff: "game", notInAPlace: "few")),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
