import Foundation
import GrammarWorkbench
import RideIntents
import RideLanguage

/// `hail parse --batch`: standard input a line at a time, one JSON object a line out, in input
/// order, the lines parsed on several cores at once.
///
/// Lines are taken in blocks; each block is cut into one contiguous part per job, each part's
/// JSON is written into its own bytes, and the parts are written out in order, so the output is
/// the same, byte for byte, whatever the number of jobs.
// NB: one core read 225,000 lines a second end to end against the parser's own 321,000 (make
// bench): understanding a line is 70% of its cost, the JSON most of the rest, and neither
// depends on another line. The grammar is shared (its matchers are pooled per thread).
struct ParseBatch {
    let grammar: RideGrammar
    /// Whether each line is a JSON object `{"text": …, "context": …}` (`--jsonl`).
    let jsonl: Bool
    let explain: Bool
    /// How many lines are parsed at once at most.
    let jobs: Int

    /// Lines taken from input before they are shared out: enough that a job's part is worth a
    /// thread (a few milliseconds), few enough that memory stays small.
    static let blockLines = 4_096
    /// Output gathered before it is written.
    static let outputBlock = 64 * 1024

    /// Reads standard input to its end, writing the answer to each line as it goes.
    func run() throws {
        var input = StandardInputLines()
        var output: [UInt8] = []
        output.reserveCapacity(Self.outputBlock + 16 * 1024)
        var linesBefore = 0
        var block: [String] = []
        block.reserveCapacity(Self.blockLines)
        while true {
            block.removeAll(keepingCapacity: true)
            while block.count < Self.blockLines, let line = input.next() { block.append(line) }
            guard !block.isEmpty else { break }
            let parts = answers(to: block, numberedFrom: linesBefore + 1)
            linesBefore += block.count
            for part in parts {
                output.append(contentsOf: part)
                if output.count > Self.outputBlock {
                    try StandardInputLines.writeOut(output)
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
        try StandardInputLines.writeOut(output)
    }

    /// The JSON lines answering `lines` (the first being input line `firstNumber`), as the bytes
    /// of each job's part in order.
    func answers(to lines: [String], numberedFrom firstNumber: Int) -> [[UInt8]] {
        let parts = max(1, min(jobs, lines.count / Self.smallestPart))
        guard parts > 1 else { return [answers(to: lines[...], numberedFrom: firstNumber)] }
        let results = ParallelOutcomes<[UInt8]>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (part * lines.count / parts)..<((part + 1) * lines.count / parts)
            results.set(part, answers(to: lines[range], numberedFrom: firstNumber + range.lowerBound))
        }
        return results.values.map { $0 ?? [] }
    }

    /// Lines a part has at least: fewer are not worth handing to another thread.
    static let smallestPart = 64

    /// One part's JSON lines.
    private func answers(to lines: ArraySlice<String>, numberedFrom firstNumber: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(lines.count * 160)
        for (offset, line) in lines.enumerated() {
            append(answerTo: line, lineNumber: firstNumber + offset, to: &output)
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// Appends the JSON object answering one input line (without its newline).
    func append(answerTo line: String, lineNumber: Int, to output: inout [UInt8]) {
        let utterance = line.utf8.last == UInt8(ascii: "\r") ? String(line.dropLast()) : line
        guard jsonl else {
            grammar.understand(CardNumberRedaction.redacted(utterance)).appendJSONLine(explain: explain, to: &output)
            return
        }
        switch HeardTurnLine.read(utterance) {
        case .success(var turn):
            turn.text = CardNumberRedaction.redacted(turn.text)
            turn.understood(by: grammar).appendJSONLine(explain: explain, to: &output)
        case .failure(let error):
            output.append(contentsOf: error.jsonLine(lineNumber: lineNumber).utf8)
        }
    }
}
