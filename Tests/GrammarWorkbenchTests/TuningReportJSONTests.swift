import Foundation
import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite struct TuningReportJSONTests {
    @Test func writesFiguresWithTargetsAndMissesAsOneJSONObject() throws {
        let report = CorpusScorer(grammar: try TuningFixture.grammar()).score(CorpusScorerTests.records)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        #expect(object["turns"] as? Int == 7)
        #expect(object["meetsTargets"] as? Bool == false)
        let figures = try #require(object["figures"] as? [[String: Any]])
        let recall = try #require(figures.first { $0["name"] as? String == "RequestRide recall" })
        #expect(recall["hits"] as? Int == 2)
        #expect(recall["total"] as? Int == 3)
        #expect((recall["target"] as? [String: Any])?["atLeast"] as? Double == 0.95)
        #expect(recall["met"] as? Bool == false)
        let misses = try #require(object["misses"] as? [[String: Any]])
        let intentMiss = try #require(misses.first { $0["category"] as? String == "RequestRide" })
        #expect(intentMiss["shape"] as? String == "mumble")
        #expect(intentMiss["examples"] as? [String] != nil)
    }

    @Test func keepsAtMostTheAskedNumberOfMissShapesPerCategory() throws {
        let report = CorpusScorer(grammar: try TuningFixture.grammar()).score(CorpusScorerTests.records)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json(missesPerCategory: 0).utf8)) as? [String: Any])
        #expect((object["misses"] as? [Any])?.isEmpty == true)
    }
}
