import Foundation
import GrammarWorkbench
import PhraseGrammar
import PhraseGrammarOracle
import RideLanguage

/// The real `Grammar/en-US`, its reference matcher, the tuning corpora beside the checkout, and
/// the comparison of the two matchers' readings of one utterance.
enum OracleFixture {
    /// The checkout's Grammar/en-US.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    /// The real grammar with its default app (`Apps/Hail`) as the workbench reads them, with a user's
    /// vocabulary; throws the load error, so a broken grammar fails the test with it.
    // NB: loaded by each test, not kept in a static: under `make test-asan`, LeakSanitizer reported
    // the grammar a static still held at exit as leaked (1,007,488 bytes in 14,389 allocations, all
    // made by `ExpressionParser` for the expressions' indirect enum boxes); loaded per test, it
    // is freed when the test ends and nothing is reported.
    static func grammar(userVocabulary: UserVocabulary = .empty) throws -> WorkbenchGrammar {
        try WorkbenchGrammar.load(directory: directory, app: AppBundle.defaultDirectory(besideGrammar: directory), userVocabulary: userVocabulary)
    }

    /// The tuning corpora next to the checkout (`../shared/corpora`), those present.
    static let corpora: [URL] = ["sgd-ridesharing-train.jsonl", "star-rides-tune.jsonl"].map { name in
        directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/corpora/\(name)")
    }.filter { FileManager.default.fileExists(atPath: $0.path) }

    /// One utterance read by both matchers, with the phrases of `expectation` (an `expect` block).
    struct Turn: Hashable {
        var text: String
        var expectation: String?
        /// Where it comes from, for the failure ("sgd-ridesharing-train.jsonl:12", "sample of phrase #40").
        var origin: String
    }

    /// A turn the matchers read differently, with both readings.
    struct Difference: CustomStringConvertible {
        var turn: Turn
        var fast: ParseReading
        var reference: ParseReading

        var description: String {
            """
            \(turn.origin): "\(turn.text)"\(turn.expectation.map { " expecting \($0)" } ?? "")
            fast matcher:
            \(fast)
            reference matcher:
            \(reference)
            """
        }
    }

    /// The turns of `corpus` whose line number is `phase` modulo `stride` (1-based), each read
    /// with the expectation its system turn sets, as `hail tune` reads it.
    static func turns(of corpus: URL, every stride: Int, phase: Int) throws -> [Turn] {
        let lines = try String(contentsOf: corpus, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var turns: [Turn] = []
        for (index, line) in lines.enumerated() where (index + 1) % stride == phase % stride && !line.isEmpty {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let text = object["text"] as? String
            else { continue }
            let context = object["context"] as? String ?? ""
            let expectation = SystemTurnReading(context).expectation?.blockName
            turns.append(Turn(text: text, expectation: expectation, origin: "\(corpus.lastPathComponent):\(index + 1)"))
        }
        return turns
    }

    /// The differences between the engine's parse and the reference matcher's, turn by turn.
    static func differences(in turns: [Turn], grammar: RideGrammar, reference: ReferenceMatcher) -> [Difference] {
        turns.compactMap { turn in
            let expecting = turn.expectation.flatMap(DialogExpectation.init(blockName:))
            let fast = ParseReading(grammar.phraseParse(turn.text, expecting: expecting))
            let slow = reference.parse(turn.text, expectations: turn.expectation.map { [$0] } ?? []).reading
            return fast == slow ? nil : Difference(turn: turn, fast: fast, reference: slow)
        }
    }

    /// A failure message: how many turns differ, and the first few with both readings.
    static func report(_ differences: [Difference], of count: Int) -> String {
        let shown = differences.prefix(8).map(\.description).joined(separator: "\n\n")
        return "\(differences.count) of \(count) turns read differently by the fast and the reference matcher:\n\n\(shown)"
    }
}
