import Foundation
import Testing
@testable import RideLanguage

// Development probe (deleted before hand-off): HAIL_TUNE=1 writes the corpus report.
@Suite struct ScratchTune {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HAIL_TUNE"] != nil))
    func tune() throws {
        let grammar = try RideGrammar.load(directory: GrammarFixture.directory)
        let scorer = CorpusScorer(grammar: grammar)
        let clock = ContinuousClock()
        var report: TuningReport?
        let elapsed = try clock.measure {
            report = try scorer.score(corpusAt: URL(fileURLWithPath: "/work/shared/corpora/sgd-ridesharing-train.jsonl"))
        }
        let text = (report?.summary(missesPerCategory: Int(ProcessInfo.processInfo.environment["HAIL_TUNE"] ?? "") ?? 12) ?? "") + "\nelapsed \(elapsed)"
        try text.write(toFile: "/tmp/tune.txt", atomically: true, encoding: .utf8)
        #expect(report != nil)
    }
}
