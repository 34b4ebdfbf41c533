import GrammarWorkbench
import Testing

struct GrammarCoverageTests {
    @Test func countsTheRuleBranchOptionalAndSynonymAnUtteranceUsed() throws {
        var coverage = GrammarCoverage(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean))
        coverage.hear(Utterance("please book me an XL cab to the Ferry Building"))
        coverage.hear(Utterance("book a taxi"))
        let hits = Dictionary(coverage.report().sites.map { ($0.site.label, $0.hits) }, uniquingKeysWith: +)
        #expect(hits["<want>"] == 2)
        #expect(hits["book"] == 2)
        #expect(hits["get"] == 0)
        #expect(hits["[me]"] == 1)
        #expect(hits["{ride_option} SUV"] == 1)
        #expect(hits["{ride_option} xl → SUV"] == 1)
        #expect(hits["{ride_option} \"ex el\" → SUV"] == nil)
        #expect(hits["{ride_option} ex el → SUV"] == 0)
        #expect(hits["cab"] == 1)
        #expect(hits["taxi"] == 1)
        #expect(hits["slot dropOff"] == 1)
        #expect(coverage.underivedCount == 0)
    }

    @Test func reportsAShareOfSitesHitPerIntent() throws {
        var coverage = GrammarCoverage(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean))
        coverage.hear(Utterance("where is my cab"))
        let report = coverage.report()
        let status = try #require(report.groups.first { $0.name == "GetRideStatus" })
        // The phrase, the rule and one of its three branches.
        #expect(status.hit == 3)
        #expect(status.total == 5)
        let request = try #require(report.groups.first { $0.name == "RequestRide" })
        // RequestRide shares <ride_noun> and its "cab" with GetRideStatus, and nothing else was used.
        #expect(request.hit == 2)
        #expect(report.neverHit.contains { $0.label == "where is my <ride_noun>" } == false)
        #expect(report.neverHit.contains { $0.label == "taxi" })
    }

    @Test func listsEveryFileLineAndSiteWithItsHitsInJSON() throws {
        var coverage = GrammarCoverage(grammar: try WorkbenchFixture.grammar(WorkbenchFixture.clean))
        coverage.hear(Utterance("yes"))
        let json = coverage.report().json()
        #expect(json.contains("\"file\": \"rides.grammar\", \"line\": 27, \"column\": 3, \"kind\": \"phrase\", \"label\": \"answer yes\", \"hits\": 1"))
    }

    @Test func writesTheGrammarAsEscapedHTMLWithHitCounts() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean)
        var coverage = GrammarCoverage(grammar: grammar)
        coverage.hear(Utterance("get a cab"))
        let html = CoverageHTML.render(coverage.report(), grammar: grammar)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("&lt;want&gt; [me]"))
        #expect(!html.contains("<want>"))
        #expect(html.contains("<tr class=\"part\""))
        #expect(html.contains("<tr class=\"miss\""))
    }
}
