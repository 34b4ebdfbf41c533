import Foundation
import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite struct CorpusScorerTests {
    static let records = [
        CorpusRecord(text: "get me a cab to SFO for 2", intent: "RequestRide", slots: .init(dropOff: "SFO", partySize: 2)),
        CorpusRecord(text: "I need a ride", intent: "RequestRide"),
        CorpusRecord(text: "find me a table for 4", domain: "other"),
        CorpusRecord(text: "Yes, how much is it?", context: "Please confirm: a pool ride for 2 to SFO.", answer: "yes", requests: ["fare"]),
        CorpusRecord(text: "That's fine.", context: "Is a shared ride okay?", slots: .init(rideOption: "Shared"), sharedRide: true),
        CorpusRecord(text: "No, thanks.", context: "Anything else?", answer: "no", closing: true),
        CorpusRecord(text: "Mumble", intent: "RequestRide"),
    ]

    @Test func countsHitsAndMissesPerFigure() throws {
        let report = CorpusScorer(grammar: try TuningFixture.grammar()).score(Self.records)
        #expect(report.turnCount == 7)
        #expect(report.figure("RequestRide recall")?.ratio == .init(hits: 2, total: 3))
        #expect(report.figure("intent false positives (other domain)")?.ratio == .init(hits: 0, total: 1))
        #expect(report.figure("partySize recall")?.ratio == .init(hits: 1, total: 1))
        #expect(report.figure("dropOff exact")?.ratio == .init(hits: 1, total: 1))
        #expect(report.figure("rideOption recall")?.ratio == .init(hits: 1, total: 1))
        #expect(report.figure("answer recall")?.ratio == .init(hits: 2, total: 2))
        #expect(report.figure("question recall")?.ratio == .init(hits: 1, total: 1))
    }

    @Test func groupsMissesByShape() throws {
        let report = CorpusScorer(grammar: try TuningFixture.grammar()).score(Self.records)
        let miss = try #require(report.misses.first { $0.category == "RequestRide" })
        #expect(miss.shape == "mumble")
        #expect(miss.count == 1)
        #expect(report.summary().contains("misses: RequestRide (1)"))
        #expect(!report.meetsTargets)
    }

    @Test func readsTheCorpusFormat() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-corpus-\(UInt64.random(in: 0...UInt64.max)).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            {"id": "a/1", "text": "to SFO", "context": "", "domain": "ride", "intent": null, "slots": {"dropOff": "SFO"}, "sharedRide": null, "answer": null, "requests": [], "closing": false}

            {"id": "a/2", "text": "yes", "context": "Please confirm.", "domain": "ride", "intent": null, "slots": {}, "sharedRide": null, "answer": "yes", "requests": [], "closing": false}
            """.write(to: file, atomically: true, encoding: .utf8)
        let records = try CorpusScorer.records(contentsOf: file)
        #expect(records.map(\.text) == ["to SFO", "yes"])
        #expect(records[0].slots.dropOff == "SFO")
    }

    @Test func aMalformedLineIsReportedWithItsFileAndLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-corpus-\(UInt64.random(in: 0...UInt64.max)).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let good = #"{"id": "a/1", "text": "to SFO", "context": "", "domain": "ride", "intent": null, "slots": {}, "sharedRide": null, "answer": null, "requests": [], "closing": false}"#
        let cases: [(String, Int, String)] = [
            (good + "\n\n" + "{not json\n", 3, "not valid JSON"),
            (good + "\n" + good.replacingOccurrences(of: #""text": "to SFO""#, with: #""text": 4"#), 2, "'text' is not a string"),
            (#"{"id": "a"}"#, 1, "missing key 'text'"),
        ]
        for (text, line, reason) in cases {
            try text.write(to: file, atomically: true, encoding: .utf8)
            do {
                _ = try CorpusScorer.records(contentsOf: file)
                Issue.record("a malformed corpus was read: \(text)")
            } catch {
                #expect(error.line == line)
                #expect(error.description.hasPrefix("\(file.relativePath):\(line): \(reason)"), "\(error.description)")
            }
        }
    }

    @Test func aMissingCorpusFileIsReportedByName() {
        do {
            _ = try CorpusScorer.records(contentsOf: URL(fileURLWithPath: "/nonexistent/corpus.jsonl"))
            Issue.record("a missing corpus was read")
        } catch {
            #expect(error.description == "/nonexistent/corpus.jsonl: cannot be read")
        }
    }

    @Test func manyRecordsAreReadInFileOrder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-corpus-\(UInt64.random(in: 0...UInt64.max)).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = (0..<5_000).map { #"{"id": "a/\#($0)", "text": "text \#($0)", "context": "", "domain": "ride", "intent": null, "slots": {}, "sharedRide": null, "answer": null, "requests": [], "closing": false}"# }
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let records = try CorpusScorer.records(contentsOf: file)
        #expect(records.map(\.id) == (0..<5_000).map { "a/\($0)" })
    }

    @Test(.enabled(if: TuningFixture.hasCorpus))
    func meetsTheAccuracyTargetsOnTheTuningCorpus() throws {
        let report = try CorpusScorer(grammar: try TuningFixture.grammar()).score(corpusAt: TuningFixture.corpus)
        for figure in report.figures where !figure.isMet {
            Issue.record("\(figure.name) is \(figure.ratio.value), target \(String(describing: figure.target))")
        }
        #expect(report.meetsTargets)
    }

    @Test(.enabled(if: TuningFixture.hasCorpus))
    func understandsEveryCorpusTurnWithoutAnExpectation() throws {
        // The corpus scorer test reads every turn again with the expectation its context implies.
        let grammar = try TuningFixture.grammar()
        let records = try CorpusScorer.records(contentsOf: TuningFixture.corpus)
        let understood = records.filter { grammar.understand($0.text).text == $0.text }
        #expect(understood.count == records.count)
    }
}
