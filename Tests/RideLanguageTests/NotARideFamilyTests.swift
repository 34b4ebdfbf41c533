import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: talk that names a ride but asks for none ("tell my boss I'm in an uber"), a hotel's stars\n/// (no ride feedback), and travel by train ("I would like to travel on Friday").
@Suite struct NotARideFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("tell my boss I'm in an uber", ExpectedReading(notIntent: .requestRide)),
        ("text my wife that i'm in a cab", ExpectedReading(notIntent: .requestRide)),
        ("let mom know I'm in a taxi on my way", ExpectedReading(notIntent: .requestRide)),
        ("message john i'm in the uber", ExpectedReading(notIntent: .requestRide)),
        ("a hotel with 4 stars", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
        ("I'd like a 4 star hotel with free parking", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
        ("is the guesthouse 3 stars?", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
        ("any 5-star restaurants near the center?", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
        ("it should have 4 stars and wifi", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
        ("I would like to travel on Friday", ExpectedReading(notIntent: .requestRide)),
        ("I want to travel on Sunday to Cambridge", ExpectedReading(notIntent: .requestRide)),
        ("I'll be travelling on Monday", ExpectedReading(notIntent: .requestRide)),
        ("the train should leave after 10:00", ExpectedReading(notIntent: .requestRide)),
        ("I need a train ticket to Leeds", ExpectedReading(notIntent: .requestRide)),
        ("a 3 star place in the north", ExpectedReading(notIntent: .requestRide, noFeedback: true)),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
