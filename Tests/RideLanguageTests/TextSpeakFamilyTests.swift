import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: text-speak ("cab 2 union sq pls", "need a ride 2 sfo asap"): "2" for "to" and "4" for\n/// "for" where a place or a party follows, and "u", "pls", "plz", "asap", "rn", "ppl", "thx".
@Suite struct TextSpeakFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("cab 2 union sq pls", ExpectedReading(intent: .requestRide, dropOff: "union sq")),
        ("need a ride 2 sfo asap", ExpectedReading(intent: .requestRide, dropOff: "sfo")),
        ("i need 2 go 2 the wharf rn", ExpectedReading(intent: .requestRide, dropOff: "wharf")),
        ("can u get me a taxi 2 the airport plz", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("ride 4 3 ppl 2 the beach", ExpectedReading(intent: .requestRide, partySize: 3, dropOff: "beach")),
        ("taxi 4 2 2 oakland thx", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "oakland")),
        ("cab 4 me and my bf 2 the movies", ExpectedReading(intent: .requestRide, partySize: 2)),
        ("u got a car 2 the mission rn?", ExpectedReading(intent: .requestRide, dropOff: "mission")),
        ("get me 2 the stadium asap pls", ExpectedReading(intent: .requestRide, dropOff: "stadium")),
        ("need a lift 2 my office thx", ExpectedReading(intent: .requestRide, dropOff: "office")),
        ("book ride 4 5 ppl", ExpectedReading(intent: .requestRide, partySize: 5)),
        ("taxi 2 the hilton 4 2 ppl plz", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "hilton")),
        ("pls send a cab 2 pier 39", ExpectedReading(intent: .requestRide, dropOff: "pier 39")),
        ("ride 2 oak 4 2 thx", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "oak")),
        ("cab 2 the zoo 4 3", ExpectedReading(intent: .requestRide, partySize: 3, dropOff: "zoo")),
        ("gimme a ride home", ExpectedReading(intent: .requestRide)),
        ("gimme a cab 2 the ballpark", ExpectedReading(intent: .requestRide, dropOff: "ballpark")),
        // Dictation reads punctuation out.
        ("book a cab to sfo comma for two people period", ExpectedReading(intent: .requestRide, partySize: 2, dropOff: "sfo")),
        ("taxi to the airport question mark", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("could I please have a taxi at the Marriott at 6 going to SFO", ExpectedReading(intent: .requestRide, pickup: "marriott", dropOff: "sfo")),
        ("can we have a cab at union square", ExpectedReading(intent: .requestRide, pickup: "union square")),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }

    /// "2" is "to" only before "the" or the rider's own place: a party before "there" stays a
    /// party, and a number ending a sentence never reaches into the next.
    @Test func aTwoBeforeAnythingElseStaysANumber() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(try grammar.understand("a regular cab for 2 there").slots.partySize == 2)
        let split = try grammar.understand("a ride to 30 Oak Road Level 2. My preference is a pool")
        #expect(split.slots.dropOff?.text.contains("preference") == false)
    }
}
