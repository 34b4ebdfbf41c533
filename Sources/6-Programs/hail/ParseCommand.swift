import ArgumentParser
import Foundation
import RideIntents
import RideLanguage

/// `hail parse`: what the grammar makes of an utterance, as JSON. Card numbers and security codes
/// are redacted before the grammar sees the text, as in the dialog.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Print what the grammar makes of TEXT as JSON; with --batch, one JSON object per line of standard input."
    )

    @Flag(name: .long, help: "Read one utterance a line from standard input; write one JSON object a line, in order, one for every line.")
    var batch = false

    @Flag(name: .long, help: "Add the rule, list and synonym behind each finding and the span of the utterance it used.")
    var explain = false

    @OptionGroup var grammar: GrammarOptions

    @Argument(help: "The utterance (words may be given unquoted).")
    var text: [String] = []

    func validate() throws {
        if batch, !text.isEmpty { throw ValidationError("Give TEXT or --batch, not both.") }
        if !batch, text.isEmpty { throw ValidationError("Give the utterance to parse, or --batch to read lines from standard input.") }
    }

    func run() throws {
        let rideGrammar = try grammar.load()
        guard batch else {
            print(rideGrammar.understand(CardNumberRedaction.redacted(text.joined(separator: " "))).jsonLine(explain: explain))
            return
        }
        var output = ""
        while let line = Swift.readLine(strippingNewline: true) {
            let utterance = line.hasSuffix("\r") ? String(line.dropLast()) : line
            output += rideGrammar.understand(CardNumberRedaction.redacted(utterance)).jsonLine(explain: explain)
            output += "\n"
            if output.utf8.count > 64 * 1024 {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
