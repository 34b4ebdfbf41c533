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
        let dialog = try HailSession(settings: unlimited(grammarDirectory))
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
        try overlongLineMemory(checkout: grammarDirectory.deletingLastPathComponent().deletingLastPathComponent())
        print("  (checksum \(checksum))")
    }

    /// A session that reads lines of any length, so the engine itself is measured on lines far over
    /// the dialog's limit: it must stay linear however the line reaches it.
    static func unlimited(_ grammarDirectory: URL) -> SessionSettings {
        var settings = SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: grammarDirectory)
        settings.lineLimit = .max
        return settings
    }

    /// Issue 27: a 10 MiB line piped to the release `hail` peaked near 740 MB. The dialog now reads
    /// at most `ConversationEngine.lineLimit` bytes of a line and skips the rest as it comes, so
    /// the peak must not depend on the line's length. Budget: hail given a 10 MiB line between two
    /// requests peaks at most 1.2× the same session without it (median of three runs each).
    static func overlongLineMemory(checkout: URL) throws {
        guard let executable = Bundle.main.executableURL else { throw BenchmarkError("cannot tell where RideBenchmarks is") }
        let hail = executable.deletingLastPathComponent().appendingPathComponent("hail").path
        guard access(hail, X_OK) == 0 else {
            print("  10 MiB line piped to hail: skipped (no release hail beside RideBenchmarks; make bench builds it)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bench-long-line-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = ["a standard to the Castro", "yes", "cancel my ride", "yes"]
        let plain = folder.appendingPathComponent("plain.txt")
        let long = folder.appendingPathComponent("long.txt")
        try Data((requests.joined(separator: "\n") + "\n").utf8).write(to: plain)
        let tenMiB = String(repeating: "take me to zorbleplex ", count: (10 << 20) / 22)
        try Data(([requests[0], tenMiB] + requests.dropFirst()).joined(separator: "\n").utf8 + [UInt8(ascii: "\n")]).write(to: long)
        let arguments = ["--ephemeral", "--seed", "1", "--clock", "2026-11-23T09:00:00-08:00"]
        var plainPeaks: [Double] = [], longPeaks: [Double] = []
        for _ in 0..<3 {
            plainPeaks.append(Double(try ChildProcess.run(hail, arguments, input: plain.path, directory: checkout.path).peakKiB) / 1024)
            longPeaks.append(Double(try ChildProcess.run(hail, arguments, input: long.path, directory: checkout.path).peakKiB) / 1024)
        }
        let plainPeak = EndToEndBenchmark.median(plainPeaks), longPeak = EndToEndBenchmark.median(longPeaks)
        let ratio = longPeak / max(plainPeak, 1e-9)
        print("  10 MiB line piped to hail, peak memory: \(String(format: "%.1f", longPeak)) MiB; without it \(String(format: "%.1f", plainPeak)) MiB: \(String(format: "%.2f", ratio))× (target ≤ 1.2×; was near 740 MB)\(ratio <= 1.2 ? "" : "  ✗ not bounded")")
    }

    /// Issue 27: a line of combining marks ("e" + U+0301 + U+0302 + space, repeated) said while a
    /// question is pending cost the square of its length: at "Which one?" the answer is resolved
    /// as a place, whose name Foundation folded in quadratic time (1 MiB 27 s). Budgets, as
    /// ratios: 2 MiB at most 2.5× 1 MiB at "Which one?" and at the confirmation prompt; 1 MiB at
    /// "Which one?" at most 6× the same line at the idle prompt (the answer is also folded and
    /// looked up among places and saved places: 4× measured), at the confirmation prompt 3×.
    static func combiningMarks(grammarDirectory: URL) throws -> Int {
        func line(bytes: Int) -> String {
            let unit = "e\u{301}\u{302} "
            return String(repeating: unit, count: bytes / unit.utf8.count)
        }
        var checksum = 0
        func timed(_ text: String, after opening: String?) throws -> Duration {
            let dialog = try HailSession(settings: unlimited(grammarDirectory))
            if let opening { checksum &+= dialog.handle(line: opening).text.count }
            let start = ContinuousClock.now
            checksum &+= dialog.handle(line: text).text.count
            return ContinuousClock.now - start
        }
        func ratio(_ a: Duration, _ b: Duration) -> Double { GrammarBenchmark.seconds(a) / max(GrammarBenchmark.seconds(b), 1e-9) }
        let one = line(bytes: 1 << 20)
        let two = line(bytes: 2 << 20)
        let idle = try timed(one, after: nil)
        print("  1 MiB of combining marks, idle prompt: \(GrammarBenchmark.format(idle))")
        var met = true
        for (prompt, opening, budget, was) in [("Which one?", "take me to Starbucks", 6.0, "was 27 s"), ("Shall I book it?", "a standard to the Castro", 3.0, "")] {
            let once = try timed(one, after: opening)
            let twice = try timed(two, after: opening)
            let growth = ratio(twice, once)
            let againstIdle = ratio(once, idle)
            met = met && growth <= 2.5 && againstIdle <= budget
            print("  the same at \"\(prompt)\": \(GrammarBenchmark.format(once)), \(String(format: "%.2f", againstIdle))× idle (target ≤ \(String(format: "%g", budget))×)\(was.isEmpty ? "" : "; " + was)")
            print("    2 MiB there: \(GrammarBenchmark.format(twice)), \(String(format: "%.2f", growth))× 1 MiB (target ≤ 2.5×, linear)")
        }
        if !met { print("  ✗ combining marks at a pending question are not linear") }
        return checksum
    }
}
