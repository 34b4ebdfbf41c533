import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The REPL in a real pseudo-terminal: Ctrl-C acts at once and swallows nothing, and a signal sent to
/// hail ends hail alone, quickly, with the terminal put back.
@Suite(.serialized) struct TerminalTests {
    static var hail: String { HailProcess.productsDirectory.appendingPathComponent("hail").path }
    let options = ["--seed", "7", "--ephemeral", "--grammar", HailProcess.checkout.appendingPathComponent("Grammar/en-US").path]

    @Test func ctrlCAtThePromptDropsTheHalfTypedLineAndTheNextLineIsAnswered() throws {
        let terminal = try PseudoTerminal([Self.hail] + options)
        try terminal.waitFor("hail> ")
        terminal.type("get me a ride to the Ferry Bu")
        try terminal.waitFor("Ferry Bu")
        let before = terminal.mark
        terminal.type("\u{3}")
        let prompt = try terminal.waitFor("^C\nhail> ", after: before, within: 5)
        terminal.type(":vocab\r")
        try terminal.waitFor("Saved places: home", after: prompt, within: 5)
        #expect(!terminal.screen[before...].contains("Where"), "the abandoned line was said to the dialog")
    }

    @Test func ctrlCMidDialogAbandonsTheRequest() throws {
        let terminal = try PseudoTerminal([Self.hail] + options)
        try terminal.waitFor("hail> ")
        terminal.type("a standard to Oracle Park\r")
        let asked = try terminal.waitFor("Shall I book it?")
        terminal.type("\u{3}")
        let cancelled = try terminal.waitFor("OK, I've cancelled that request.", after: asked, within: 5)
        terminal.type("yes\r")
        try terminal.waitFor("hail> yes\n", after: cancelled, within: 5)
        terminal.drain(for: 0.5)
        #expect(!terminal.screen[cancelled...].contains("Booked!"))
    }

    @Test func ctrlCDuringLiveUpdatesStopsThem() throws {
        let terminal = try PseudoTerminal([Self.hail] + options + ["--speed", "60"])
        try terminal.waitFor("hail> ")
        terminal.type("a standard to Oracle Park\r")
        try terminal.waitFor("Shall I book it?")
        terminal.type("yes\r")
        try terminal.waitFor("Booked!")
        terminal.type(":watch\r")
        let watching = try terminal.waitFor("Following ride HAIL-")
        // Two minutes of ride time pass in two seconds: an update comes due above the prompt.
        try terminal.waitFor("mi away", after: try terminal.waitFor("mi away", after: watching), within: 10)
        terminal.type("\u{3}")
        let stopped = try terminal.waitFor("OK, no more updates.", within: 5)
        terminal.drain(for: 1.5)
        #expect(!terminal.screen[stopped...].contains("] "), "an update came after Ctrl-C: \(terminal.screen[stopped...])")
        terminal.type(":vocab\r")
        try terminal.waitFor("Saved places: home", after: stopped, within: 5)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalSentToHailEndsHailAloneQuicklyWithTheTerminalRestored(signal: Int32) throws {
        let script = #""$0" "$@"; echo "parent survived $?""#
        let terminal = try PseudoTerminal(["/bin/sh", "-c", script, Self.hail] + options)
        try terminal.waitFor("hail> ")
        terminal.type("get me a ri")
        try terminal.waitFor("get me a ri")
        let hail = try #require(terminal.children().first, "hail is not running under the shell")
        let sent = Date()
        kill(hail, signal)
        try terminal.waitFor("parent survived \(128 + signal)", within: 5)
        let elapsed = Date().timeIntervalSince(sent)
        // NB: hail ends in a few milliseconds (README, "Signals"); the bound is loose for busy CI machines.
        #expect(elapsed < 1.0, "hail took \(elapsed) s to end")
        #expect(terminal.isInLineMode(), "the terminal was left in the line editor's mode")
    }
}
