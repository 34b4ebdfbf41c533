import Foundation
import HailSession
import PhraseGrammar
import RideIntents
import RideLanguage

/// The hostile inputs of issue 14, each timed once on a release build: every one must cost what
/// its size costs (linear), never what its numbers say or the square of its length.
enum HostileInputBenchmark {
    static func run(grammarDirectory: URL) throws {
        print("Hostile inputs (issue 14; each once)")
        var checksum = 0

        let followed = try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: grammarDirectory
        ))
        for line in ["a standard to the Castro", "yes", ":watch"] { _ = followed.handle(line: line) }
        var start = ContinuousClock.now
        checksum &+= followed.handle(line: ":advance 9999999h").updates.count
        print("  :watch, :advance 9999999h:            \(GrammarBenchmark.format(ContinuousClock.now - start))  (was 88 s and 16.9 GB)")

        let words = ["zorble", "plexi", "quandar", "mibble", "frotz"]
        var place = ""
        var index = 0
        while place.utf8.count < 1 << 20 {
            place += words[index % words.count] + " "
            index += 7
        }
        let dialog = try HailSession(settings: SessionSettings(
            clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: grammarDirectory
        ))
        start = ContinuousClock.now
        checksum &+= dialog.handle(line: "take me to " + place).text.count
        print("  1 MiB dialog line, an unknown place:   \(GrammarBenchmark.format(ContinuousClock.now - start))  (was 93 s)")

        let cards = String(repeating: "4111 1111 1111 1111 cvv 739 ", count: (1 << 20) / 28)
        start = ContinuousClock.now
        checksum &+= CardNumberRedaction.redacted(cards).utf8.count
        print("  1 MiB of card numbers redacted:        \(GrammarBenchmark.format(ContinuousClock.now - start))")

        let pipes = "global\n  answer yes: " + String(repeating: "| ", count: 100_000) + "\n"
        start = ContinuousClock.now
        do {
            _ = try RideGrammar.load(sources: [GrammarSource(path: "pipes.grammar", text: pipes)])
        } catch {
            checksum &+= error.diagnostics.count &+ error.description.utf8.count
        }
        print("  grammar line of 100,000 '|':           \(GrammarBenchmark.format(ContinuousClock.now - start))  (was quadratic, one diagnostic shown per '|')")
        print("  (checksum \(checksum))")
    }
}
