import Testing
@testable import RideLanguage

/// Found looking for superlinear paths (issue 14): every time in a line dropped the earlier
/// evidence of the same time by a pass over all the evidence, quadratic in a line of thousands
/// of "9 pm" (a 160,000-word line took nine times as long as one of 40,000).
@Suite struct RepeatedTimeTests {
    @Test func aTimeSaidThousandsOfTimesIsNotedOnceAndInOnePass() throws {
        let text = String(repeating: "4 people at 9 pm ", count: 10_000)
        let understanding = try GrammarFixture.grammar().understand(text)
        let times = understanding.evidence.filter { $0.target == "slot:scheduledPickupTime" }
        #expect(times.count == Set(times.map(\.value)).count, "each time as said is noted once")
        #expect(!times.isEmpty)
        #expect(understanding.slots.partySize == 4)
    }

    @Test func aTimeSaidTwiceKeepsItsLastEvidence() throws {
        let understanding = try GrammarFixture.grammar().understand("at 9 pm, I said at 9 pm")
        let times = understanding.evidence.filter { $0.target == "slot:scheduledPickupTime" }
        #expect(times.count == 1)
        #expect(times.first?.span.lowerBound == 16, "\(times)")
    }
}
