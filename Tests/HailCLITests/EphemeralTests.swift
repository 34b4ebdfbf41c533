import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--ephemeral` keeps everything in memory: the line history too.
@Suite(.serialized) struct EphemeralTests {
    static var hail: String { HailProcess.productsDirectory.appendingPathComponent("hail").path }

    /// Issue 27: the history was written to `$XDG_STATE_HOME/hail/history` all the same.
    @Test func anEphemeralSessionRecallsItsLinesButWritesNoHistoryFile() throws {
        let state = DigitFreeFolder.url(prefix: "hail-ephemeral-state")
        let home = DigitFreeFolder.url(prefix: "hail-ephemeral-home")
        defer {
            try? FileManager.default.removeItem(at: state)
            try? FileManager.default.removeItem(at: home)
        }
        let grammar = HailProcess.checkout.appendingPathComponent("Grammar/en-US").path
        let terminal = try PseudoTerminal(
            [Self.hail, "--seed", "7", "--ephemeral", "--grammar", grammar],
            environment: ["XDG_STATE_HOME": state.path, "HOME": home.path]
        )
        try terminal.waitFor("hail> ")
        terminal.type(":vocab\r")
        let answered = try terminal.waitFor("Saved places: home")
        // The up arrow brings the line back: the history is kept, in memory.
        terminal.type("\u{1B}[A")
        try terminal.waitFor("hail> :vocab", after: answered, within: 5)
        terminal.type("\r")
        let again = try terminal.waitFor("Saved places: home", after: answered, within: 5)
        terminal.type(":quit\r")
        try terminal.waitFor("hail> :quit", after: again, within: 5)
        #expect(Self.ends(terminal.pid, within: 10), "hail did not end after :quit")
        let written = [state, home].flatMap { folder in
            (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).map { "\(folder.path)/\($0)" }
        }
        #expect(written.filter { $0.hasSuffix("history") }.isEmpty, "--ephemeral wrote \(written)")
    }

    /// Whether the process ends (and is reaped) within `seconds`.
    static func ends(_ pid: pid_t, within seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return true }
            usleep(20_000)
        }
        return false
    }

    @Test func historyAndEphemeralTogetherAreRefused() throws {
        let result = try HailProcess.run(["--ephemeral", "--history", "/tmp/hail-history-never-written"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Error: --ephemeral writes nothing to disk, so it keeps no history file: give --history FILE or --ephemeral, not both."), "got \(result.standardError)")
        #expect(result.standardError.contains("Usage: hail"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/hail-history-never-written"))
    }
}
