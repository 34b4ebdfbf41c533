import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: asking after or giving up a booked ride in a few typed words ("whats my ride eta",
/// "where my uber at", "I dont want the ride anymore"); a reminder about the driver is neither.
@Suite struct TypedStatusAndCancelFamilyTests {
    static let status: [(String, ExpectedReading)] = [
        ("whats my ride eta", ExpectedReading(isStatus: true)),
        ("whats the eta on my cab", ExpectedReading(isStatus: true)),
        ("ETA?", ExpectedReading(isStatus: true)),
        ("eta please", ExpectedReading(isStatus: true)),
        ("hows my driver doing", ExpectedReading(isStatus: true)),
        ("hows my cab coming along", ExpectedReading(isStatus: true)),
        ("where my uber at", ExpectedReading(isStatus: true)),
        ("where the taxi at", ExpectedReading(isStatus: true)),
        ("r u still sending the car?", ExpectedReading(isStatus: true)),
        ("r u still sending the uber", ExpectedReading(isStatus: true)),
        ("any news on my ride?", ExpectedReading(isStatus: true)),
        ("any update about my booking", ExpectedReading(isStatus: true)),
    ]

    static let cancels: [(String, ExpectedReading)] = [
        ("I dont want the ride anymore", ExpectedReading(intent: .cancelRide)),
        ("we don't want the cab anymore", ExpectedReading(intent: .cancelRide)),
        ("i no longer want my ride", ExpectedReading(intent: .cancelRide)),
        ("don't want the taxi after all", ExpectedReading(intent: .cancelRide)),
    ]

    static let neither: [(String, ExpectedReading)] = [
        ("remind me to call my driver tomorrow", ExpectedReading(notIntent: .getRideStatus)),
        ("set a reminder to tip the driver", ExpectedReading(notIntent: .getRideStatus)),
        ("I don't want a shared ride", ExpectedReading(notIntent: .cancelRide)),
    ]

    @Test(arguments: status + cancels + neither)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
