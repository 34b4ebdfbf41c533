#if canImport(Foundation)
import Foundation
#endif

/// Scores a grammar against the labelled corpus (`hail tune`): intent recall and false
/// positives on other-domain turns; recall and precision for drop-off, party size, ride option,
/// answers and questions; misses grouped by shape. Each turn is understood with the
/// expectation its system turn implies, as the dialog engine would pass it.
public struct CorpusScorer: Sendable {
    public var grammar: RideGrammar

    public init(grammar: RideGrammar) {
        self.grammar = grammar
    }

    /// Reads a corpus file (one JSON object a line).
    public static func records(contentsOf url: URL) throws -> [CorpusRecord] {
        let data = try Data(contentsOf: url)
        let decoder = JSONDecoder()
        var records: [CorpusRecord] = []
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.allSatisfy({ $0 == 32 || $0 == 13 }) {
            records.append(try decoder.decode(CorpusRecord.self, from: Data(line)))
        }
        return records
    }

    /// Scores the corpus file at `url`.
    public func score(corpusAt url: URL) throws -> TuningReport {
        score(try Self.records(contentsOf: url))
    }

    /// Scores labelled turns.
    public func score(_ records: [CorpusRecord]) -> TuningReport {
        var tally = CorpusTally()
        for record in records {
            let reading = SystemTurnReading(record.context)
            let understanding = grammar.understand(record.text, expecting: reading.expectation)
            tally.add(record, understanding: understanding, reading: reading)
        }
        return tally.report(turnCount: records.count)
    }
}
