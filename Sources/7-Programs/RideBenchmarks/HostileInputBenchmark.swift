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
        checksum &+= try combiningMarks(grammarDirectory: grammarDirectory)
        print("  (checksum \(checksum))")
    }

    /// Issue 27: a line of combining marks ("e" + U+0301 + U+0302 + space, repeated) said while a
    /// question is pending cost the square of its length (1 MiB at the confirmation prompt 6.5 s,
    /// 2 MiB 27 s) where at the idle prompt it was linear. Budgets, as ratios: 2 MiB at most 2.5×
    /// 1 MiB at the confirmation prompt, and 1 MiB there at most 3× the same line at the idle prompt.
    static func combiningMarks(grammarDirectory: URL) throws -> Int {
        func line(bytes: Int) -> String {
            let unit = "e\u{301}\u{302} "
            return String(repeating: unit, count: bytes / unit.utf8.count)
        }
        func session() throws -> HailSession {
            try HailSession(settings: SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: grammarDirectory))
        }
        var checksum = 0
        func timed(_ text: String, atConfirmation: Bool) throws -> Duration {
            let dialog = try session()
            if atConfirmation { checksum &+= dialog.handle(line: "a standard to the Castro").text.count }
            let start = ContinuousClock.now
            checksum &+= dialog.handle(line: text).text.count
            return ContinuousClock.now - start
        }
        let one = line(bytes: 1 << 20)
        let idle = try timed(one, atConfirmation: false)
        let confirming = try timed(one, atConfirmation: true)
        let twice = try timed(line(bytes: 2 << 20), atConfirmation: true)
        func ratio(_ a: Duration, _ b: Duration) -> Double { GrammarBenchmark.seconds(a) / max(GrammarBenchmark.seconds(b), 1e-9) }
        let growth = ratio(twice, confirming)
        let againstIdle = ratio(confirming, idle)
        print("  1 MiB of combining marks, idle prompt: \(GrammarBenchmark.format(idle))")
        print("  the same at the confirmation prompt:   \(GrammarBenchmark.format(confirming))  \(String(format: "%.2f", againstIdle))× idle  (target ≤ 3×; was 6.5 s)")
        print("  2 MiB at the confirmation prompt:      \(GrammarBenchmark.format(twice))  \(String(format: "%.2f", growth))× 1 MiB  (target ≤ 2.5×, linear; was 27 s, 4.2×)")
        if growth > 2.5 || againstIdle > 3 { print("  ✗ combining marks at a pending question are not linear") }
        return checksum
    }
}
