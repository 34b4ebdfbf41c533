import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: cancelling and asking after a booked ride as people say it ("don't need the cab\n/// anymore", "scrap the ride", "how far away is it now?", "what's the plate number").
@Suite struct CancelAndStatusFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("don't need the cab anymore", ExpectedReading(intent: .cancelRide)),
        ("I don't need the taxi anymore", ExpectedReading(intent: .cancelRide)),
        ("we dont need the ride any more", ExpectedReading(intent: .cancelRide)),
        ("scrap the ride", ExpectedReading(intent: .cancelRide)),
        ("scrap my cab please", ExpectedReading(intent: .cancelRide)),
        ("call off my car", ExpectedReading(intent: .cancelRide)),
        ("call off the taxi, plans changed", ExpectedReading(intent: .cancelRide)),
        ("no longer need my ride", ExpectedReading(intent: .cancelRide)),
        ("forget the cab, I'm walking", ExpectedReading(intent: .cancelRide)),
        ("cancel the car i ordered", ExpectedReading(intent: .cancelRide)),
        ("I'm just checking on my ride", ExpectedReading(isStatus: true)),
        ("just checking on my cab", ExpectedReading(isStatus: true)),
        ("how far away is it now?", ExpectedReading(isStatus: true)),
        ("how far away is the car", ExpectedReading(isStatus: true)),
        ("what's the plate number", ExpectedReading(isStatus: true)),
        ("whats the license plate number?", ExpectedReading(isStatus: true)),
        ("how long till my car gets here?", ExpectedReading(isStatus: true)),
        ("how long until the taxi gets here", ExpectedReading(isStatus: true)),
        ("status", ExpectedReading(isStatus: true)),
        ("ride status?", ExpectedReading(isStatus: true)),
        ("any update on my taxi?", ExpectedReading(isStatus: true)),
        ("is my driver close?", ExpectedReading(isStatus: true)),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }

    /// Not needing something else, or asking to be picked up elsewhere, cancels and books nothing.
    @Test func otherNeedsAreNoCancel() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(try grammar.understand("No, I don't need that. Uber is fine").intent != .cancelRide)
        #expect(try grammar.understand("can I be picked up there instead?").intent != .requestRide)
        #expect(try grammar.understand("I need to be picked up in less than 10 minutes").intent != .requestRide)
    }
}
