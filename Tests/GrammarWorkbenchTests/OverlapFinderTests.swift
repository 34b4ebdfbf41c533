import GrammarWorkbench
import Testing

struct OverlapFinderTests {
    /// "where is my cab" is a status trigger, but a global question planted below says the same
    /// words, and on a tie the parse with no intent wins.
    static let planted = WorkbenchFixture.clean + """

        global
          question eta: where is my <ride_noun> | where is my ride now
        """

    @Test func findsAPlantedCollisionGroupedByTheRulesThatCollide() throws {
        let report = OverlapFinder(grammar: try WorkbenchFixture.grammar(Self.planted)).find(perPhrase: 4, seed: 1)
        let collision = try #require(report.collisions.first { $0.rule == "rides.grammar:22 trigger" })
        #expect(collision.collidingRule == "rides.grammar:30 question eta")
        #expect(collision.examples.first?.contains("→ intent none, not GetRideStatus") == true)
    }

    @Test func findsNoCollisionInACleanGrammar() throws {
        let report = OverlapFinder(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean)).find(perPhrase: 4, seed: 1)
        #expect(report.collisions.isEmpty, "\(report.rendered())")
        #expect(report.sampledCount > 10)
    }

    @Test func reportsANearMissTakenForARideRequest() throws {
        let greedy = WorkbenchFixture.clean.replacingOccurrences(of: "rule ride_noun = cab | taxi | ride", with: "rule ride_noun = cab | taxi | ride | table")
        var finder = OverlapFinder(grammar: try WorkbenchFixture.grammar(greedy))
        finder.fixedNearMisses = ["book a table for two"]
        let report = finder.find(perPhrase: 2, seed: 1)
        #expect(report.acceptedNearMisses.contains("\"book a table for two\" → RequestRide (rides.grammar:19 trigger)"))
    }

    @Test func swapsTheRideNounForAnotherDomainsNoun() throws {
        let report = OverlapFinder(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean)).find(perPhrase: 6, seed: 3)
        #expect(report.nearMissCount > 8)
        #expect(report.acceptedNearMisses.isEmpty)
    }
}
