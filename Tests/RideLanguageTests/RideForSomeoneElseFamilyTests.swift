import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: a ride asked for someone else ("pick up my dad at OAK and take him to the Fillmore"):
/// the pickup and drop-off are theirs.
@Suite struct RideForSomeoneElseFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("pick up my dad at oakland airport and take him to the Fillmore", ExpectedReading(intent: .requestRide, pickup: "oakland airport", dropOff: "fillmore")),
        ("collect my kids from school and bring them home", ExpectedReading(intent: .requestRide, pickup: "school")),
        ("drive my mom from the Hilton to SFO", ExpectedReading(intent: .requestRide, pickup: "hilton", dropOff: "sfo")),
        ("can you pick them up at 8pm", ExpectedReading(intent: .requestRide, hour: 20)),
        ("pick my sister up from the Ferry Building", ExpectedReading(intent: .requestRide, pickup: "ferry building")),
        ("get my wife and son from union square and take them to the zoo", ExpectedReading(intent: .requestRide, pickup: "union square", dropOff: "zoo")),
        ("pick up my grandma from SFO and take her home", ExpectedReading(intent: .requestRide, pickup: "sfo")),
        ("please collect my son at school and bring him to 100 Pine St", ExpectedReading(intent: .requestRide, pickup: "school", dropOff: "100 pine")),
        ("can you drive my parents from the Hilton to the airport", ExpectedReading(intent: .requestRide, pickup: "hilton", dropOff: "airport")),
        ("grab my friend from union square and drop her off at the zoo", ExpectedReading(intent: .requestRide, pickup: "union square", dropOff: "zoo")),
        ("pick her up at 6pm", ExpectedReading(intent: .requestRide, hour: 18)),
        ("take my boss from the ferry building to sfo", ExpectedReading(intent: .requestRide, pickup: "ferry building", dropOff: "sfo")),
        ("book a ride for my colleague from the Ferry Building to SFO", ExpectedReading(intent: .requestRide, pickup: "ferry building", dropOff: "sfo")),
        ("my wife needs a cab to the airport at 7am", ExpectedReading(intent: .requestRide, dropOff: "airport", hour: 7)),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }

    /// Who the ride is for, as Hail says it back; a pronoun names no one.
    @Test(arguments: [
        ("pick up my dad at oakland airport and take him to the Fillmore", "your dad" as String?),
        ("collect my kids from school and bring them home", "your kids"), ("drive my mom from the Hilton to SFO", "your mom"),
        ("pick her up at 6pm", nil), ("get me a cab to SFO", nil),
    ])
    func saysWhoTheRideIsFor(text: String, rider: String?) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rider == rider)
    }
}
