import ArgumentParser
import Foundation
import HailSession
import LineEditor
import RideIntents

/// The REPL: type a ride request and be taken through the dialog.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Talk to Hail (the default). Reads plain lines with no prompts when standard input is not a terminal."
    )

    @OptionGroup var options: SessionOptions

    @OptionGroup var storeOptions: StoreOptions

    @Flag(name: .long, help: "Write one JSON object per turn (user text, what Hail said, stage, resolution results, intent responses) instead of prose.")
    var jsonl = false

    @Option(name: .long, help: ArgumentHelp("Keep the line history in FILE (default: $XDG_STATE_HOME/hail/history).", valueName: "FILE"))
    var history: String?

    mutating func run() throws {
        let session: HailSession
        do {
            var settings = try options.settings()
            settings.store = storeOptions.location()
            session = try HailSession(settings: settings)
        } catch let error as SessionError {
            throw CommandFailure(error.description)
        }
        let interactive = Platform.isStandardInputTerminal && !jsonl
        let style = TerminalStyle(isEnabled: Platform.colorEnabled(environment: ProcessInfo.processInfo.environment))
        var reader: any LineReader
        if interactive {
            reader = LineEditor(historyFile: historyFile(), historyFilter: CardNumberRedaction.redacted, completer: { session.completionCandidates(for: $0) })
            print(style.dim("Hail — ride requests, offline. Type :help for commands, Ctrl-D to leave."))
        } else {
            reader = PlainLineReader()
        }
        while true {
            switch reader.readLine(prompt: style.bold("hail> ")) {
            case .endOfInput:
                return
            case .interrupted:
                let output = session.interrupt()
                emit(output, line: nil, style: style)
            case .line(let line):
                if !interactive, !jsonl, line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                let output = session.handle(line: line)
                emit(output, line: line, style: style)
                if output.quits { return }
            }
        }
    }

    private func emit(_ output: SessionOutput, line: String?, style: TerminalStyle) {
        if jsonl {
            if let turn = output.turn {
                print(TurnJSON.line(for: turn))
            } else if let line {
                print(TurnJSON.line(forCommand: CardNumberRedaction.redacted(line), output: output.text))
            }
        } else if !output.text.isEmpty {
            print(output.text)
        }
        fflush(nil)  // NB: flushes every stream; `stdout` itself is not concurrency-safe to name in Swift 6.
    }

    private func historyFile() -> URL? {
        if let history { return URL(fileURLWithPath: history) }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? Platform.homeDirectory.appendingPathComponent(".local/state")
        return base.appendingPathComponent("hail/history")
    }
}
