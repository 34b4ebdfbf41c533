import ArgumentParser
import Foundation
import RideIntents
import RideLanguage

/// `hail parse`: what the grammar makes of an utterance, as JSON. Card numbers and security codes
/// are redacted before the grammar sees the text, as in the dialog.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Print what the grammar makes of TEXT as JSON; with --batch, one JSON object per line of standard input.",
        discussion: """
            With --batch --jsonl, each input line is a JSON object {"text": …, "context": …}, context being the system's \
            previous turn (absent, null or "" for none); the text is read as the dialog hears it after that turn, as `hail \
            tune` reads the corpus. A malformed line gets {"line": N, "error": …} in its place and the run goes on.
            """
    )

    @Flag(name: .long, help: "Read one utterance a line from standard input; write one JSON object a line, in order, one for every line.")
    var batch = false

    @Flag(name: .long, help: "With --batch: each line is a JSON object {\"text\": …, \"context\": …} (context: the system's previous turn), read as the dialog hears it.")
    var jsonl = false

    @Flag(name: .long, help: "Add the rule, list and synonym behind each finding and the span of the utterance it used.")
    var explain = false

    @OptionGroup var grammar: GrammarOptions

    @Argument(help: "The utterance (words may be given unquoted).")
    var text: [String] = []

    func validate() throws {
        if batch, !text.isEmpty { throw ValidationError("Give TEXT or --batch, not both.") }
        if jsonl, !batch { throw ValidationError("--jsonl reads standard input: give it with --batch.") }
        if !batch, text.isEmpty { throw ValidationError("Give the utterance to parse, or --batch to read lines from standard input.") }
    }

    func run() throws {
        let rideGrammar = try grammar.load()
        // NB: the grammar lives until the process ends, rather than having its thousands of
        // objects freed one by one as `run` returns, just before exit (callgrind: 6.7 million
        // instructions, a seventh of a cold `hail parse`).
        _ = Unmanaged.passRetained(KeptUntilExit(rideGrammar))
        guard batch else {
            print(rideGrammar.understand(CardNumberRedaction.redacted(text.joined(separator: " "))).jsonLine(explain: explain))
            return
        }
        var lines = StandardInputLines()
        var output: [UInt8] = []
        output.reserveCapacity(80 * 1024)
        var lineNumber = 0
        while let line = lines.next() {
            lineNumber += 1
            let utterance = line.utf8.last == UInt8(ascii: "\r") ? String(line.dropLast()) : line
            if jsonl {
                switch HeardTurnLine.read(utterance) {
                case .success(var turn):
                    turn.text = CardNumberRedaction.redacted(turn.text)
                    turn.understood(by: rideGrammar).appendJSONLine(explain: explain, to: &output)
                case .failure(let error): output.append(contentsOf: error.jsonLine(lineNumber: lineNumber).utf8)
                }
            } else {
                rideGrammar.understand(CardNumberRedaction.redacted(utterance)).appendJSONLine(explain: explain, to: &output)
            }
            output.append(UInt8(ascii: "\n"))
            if output.count > 64 * 1024 {
                try StandardInputLines.writeOut(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        try StandardInputLines.writeOut(output)
    }
}

/// A value kept alive until the process ends (`Unmanaged.passRetained`, never released).
private final class KeptUntilExit<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
