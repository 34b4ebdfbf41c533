#if canImport(Foundation)
import Foundation
#endif
import RideLanguage

/// Scores a grammar against a labelled corpus (`hail tune`): intent recall and false positives
/// on other-domain turns; recall and precision for pickup, drop-off, time, party size, ride
/// option, answers and questions, each only where the corpus labels it; misses grouped by shape. Each turn is understood with the
/// expectation its system turn implies, as the dialog engine would pass it.
public struct CorpusScorer: Sendable {
    public var grammar: RideGrammar

    public init(grammar: RideGrammar) {
        self.grammar = grammar
    }

    /// Reads a corpus file (one JSON object a line; blank lines are passed over).
    /// - Throws: `CorpusFileError` naming the file, and the first line that is not a labelled turn.
    public static func records(contentsOf url: URL) throws(CorpusFileError) -> [CorpusRecord] {
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: url))
        } catch {
            throw CorpusFileError(path: url.relativePath, line: nil, reason: "cannot be read")
        }
        // NB: lines are found in an array of bytes, not by splitting `Data`, whose per-byte access
        // checks made splitting the corpus cost more than scoring it.
        var lines: [(number: Int, range: Range<Int>)] = []
        var start = 0
        var number = 1
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append((number, start..<index))
            start = index + 1
            number += 1
        }
        lines.append((number, start..<bytes.count))
        lines.removeAll { line in bytes[line.range].allSatisfy { $0 == 32 || $0 == 9 || $0 == 13 } }

        // One decoder call per part of the file (its lines made a JSON array), the parts decoded
        // on every core, instead of one call per line; a file that fails is read again line by
        // line to name the line at fault.
        let chunkSize = 2_000
        let chunks = stride(from: 0, to: lines.count, by: chunkSize).map { lines[$0..<min($0 + chunkSize, lines.count)].map(\.range) }
        let decoded = ParallelMap.map(chunks, minimumChunk: 1) { ranges -> [CorpusRecord]? in
            var array: [UInt8] = [UInt8(ascii: "[")]
            for (index, range) in ranges.enumerated() {
                if index > 0 { array.append(UInt8(ascii: ",")) }
                array += bytes[range]
            }
            array.append(UInt8(ascii: "]"))
            guard let records = try? JSONDecoder().decode([CorpusRecord].self, from: Data(array)), records.count == ranges.count else { return nil }
            return records
        }
        if decoded.allSatisfy({ $0 != nil }) { return decoded.flatMap { $0 ?? [] } }
        let decoder = JSONDecoder()
        var records: [CorpusRecord] = []
        for line in lines {
            do {
                records.append(try decoder.decode(CorpusRecord.self, from: Data(bytes[line.range])))
            } catch {
                throw CorpusFileError(path: url.relativePath, line: line.number, reason: CorpusFileError.reason(for: error))
            }
        }
        return records
    }

    /// Scores the corpus file at `url`.
    public func score(corpusAt url: URL) throws -> TuningReport {
        score(try Self.records(contentsOf: url))
    }

    /// Scores labelled turns.
    /// - Parameter labelled: the labels that decide which figures are reported and their targets;
    ///   by default, those the turns carry (pass a whole corpus's when scoring a part of it).
    public func score(_ records: [CorpusRecord], labelled: Set<CorpusLabel>? = nil) -> TuningReport {
        // Each turn is read and understood on its own (on every core); the tally, in order.
        let grammar = grammar
        let understood = ParallelMap.map(records) { record in
            let reading = SystemTurnReading(record.context)
            return (reading, reading.understand(record.text, with: grammar))
        }
        var tally = CorpusTally()
        for (record, (reading, understanding)) in zip(records, understood) {
            tally.add(record, understanding: understanding, reading: reading)
        }
        return tally.report(turnCount: records.count, labelled: labelled)
    }
}
