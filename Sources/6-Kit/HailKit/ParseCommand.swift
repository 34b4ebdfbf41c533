import ArgumentParser
import Foundation
import HailSession
import RideIntents
import RideLanguage
import RideSimulation

/// `hail parse`: what the grammar makes of an utterance, as JSON, knowing the profile's saved
/// places and payment nicknames as the dialog does. Card numbers and security codes are redacted
/// before the grammar sees the text, as in the dialog.
struct ParseCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "parse",
        abstract: "Print what the grammar makes of TEXT as JSON; with --batch, one JSON object per line of standard input.",
        discussion: """
            With --batch --jsonl, each input line is a JSON object {"text": …, "context": …}, context being the system's \
            previous turn (absent, null or "" for none); the text is read as the dialog hears it after that turn, as `\(CurrentProgram.identity.commandName) \
            tune` reads the corpus. A malformed line gets {"line": N, "error": …} in its place and the run goes on.
            """
    ) }

    @Flag(name: .long, help: "Read one utterance a line from standard input; write one JSON object a line, in order, one for every line.")
    var batch = false

    @Flag(name: .long, help: "With --batch: each line is a JSON object {\"text\": …, \"context\": …} (context: the system's previous turn), read as the dialog hears it.")
    var jsonl = false

    @Flag(name: .long, help: "Add the rule, list and synonym behind each finding and the span of the utterance it used.")
    var explain = false

    @Option(name: .long, help: ArgumentHelp("With --batch: lines parsed at once, on as many cores (default: every core). The output is the same whatever N.", valueName: "N"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Read TEXT as this user profile's dialog would, knowing its saved places and payment nicknames: \(UserProfile.knownNames.joined(separator: ", ")) (default: standard, as the REPL's).", valueName: "NAME"), transform: ArgumentValues.profile)
    var profile: String = "standard"

    @OptionGroup var grammar: GrammarOptions

    @Argument(help: "The utterance (words may be given unquoted).")
    var text: [String] = []

    func validate() throws {
        if batch, !text.isEmpty { throw ValidationError("Give TEXT or --batch, not both.") }
        if jsonl, !batch { throw ValidationError("--jsonl reads standard input: give it with --batch.") }
        if !batch, text.isEmpty { throw ValidationError("Give the utterance to parse, or --batch to read lines from standard input.") }
        if let jobs, !batch { throw ValidationError("--jobs \(jobs) shares out lines of standard input: give it with --batch.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of jobs, 1 or more; got \(jobs).") }
    }

    func run() throws {
        // NB: with the profile's vocabulary, as the dialog has it: "take me to work" finds Work.
        let vocabulary = UserProfile.named(profile)?.vocabulary ?? UserVocabulary()
        let rideGrammar = try grammar.load().withUserVocabulary(vocabulary)
        // NB: the grammar lives until the process ends, rather than having its thousands of
        // objects freed one by one as `run` returns, just before exit (callgrind: 6.7 million
        // instructions, a seventh of a cold `hail parse`).
        _ = Unmanaged.passRetained(KeptUntilExit(rideGrammar))
        guard batch else {
            print(rideGrammar.understand(CardNumberRedaction.redacted(text.joined(separator: " "))).jsonLine(explain: explain))
            return
        }
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        try ParseBatch(grammar: rideGrammar, jsonl: jsonl, explain: explain, jobs: max(1, jobs)).run()
    }
}

/// A value kept alive until the process ends (`Unmanaged.passRetained`, never released).
private final class KeptUntilExit<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
