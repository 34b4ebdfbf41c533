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

    @Flag(name: .long, help: "Write exactly one JSON object per input line (user text, what Hail said, stage, resolution results, intent responses, live updates) instead of prose; the schema is Schemas/hail-jsonl.schema.json.")
    var jsonl = false

    @Option(name: .long, help: ArgumentHelp("Keep the line history in FILE (default: $XDG_STATE_HOME/hail/history; with --ephemeral, none: the history is kept in memory only).", valueName: "FILE"))
    var history: String?

    func validate() throws {
        try storeOptions.validateForCreating()
        if history != nil, storeOptions.ephemeral {
            throw ValidationError("--ephemeral writes nothing to disk, so it keeps no history file: give --history FILE or --ephemeral, not both.")
        }
    }

    mutating func run() throws {
        var settings = try options.settings()
        settings.store = storeOptions.location()
        settings.storeSeals = storeOptions.seals()
        let session: HailSession
        do {
            session = try HailSession(settings: settings)
        } catch let error as SessionError {
            throw CommandFailure(error.description)
        }
        let gate = SessionGate(session)
        defer { gate.withSession { $0.store.close() } }
        let interactive = Platform.isStandardInputTerminal && !jsonl
        TerminationWatch.start(gate: gate, interactive: interactive)
        let style = TerminalStyle(isEnabled: Platform.colorEnabled(environment: ProcessInfo.processInfo.environment))
        let printer = OutputPrinter(jsonl: jsonl)
        var reader: any LineReader
        if interactive {
            let editor = LineEditor(historyFile: historyFile(), historyFilter: CardNumberRedaction.redacted, historyPairFilter: { let pair = CardNumberRedaction.redacted(previous: $0, next: $1); return (pair.previous, pair.next) }, lineLimit: settings.lineLimit, completer: { line in gate.withSession { $0.completionCandidates(for: line) } })
            reader = editor
            printer.printAbovePrompt = { editor.printAbovePrompt($0) }
            print(style.dim("Hail — ride requests, offline. Type :help for commands, Ctrl-D to leave."))
        } else {
            reader = PlainLineReader(limit: settings.lineLimit)
        }
        var pump: LiveUpdatePump?
        if case .system = settings.clock {
            pump = LiveUpdatePump(gate: gate, emit: { printer.emitUpdates($0) })
            pump?.start()
        }
        while true {
            switch reader.readLine(prompt: style.bold("hail> ")) {
            case .endOfInput:
                try Self.exitAfter(session)
                return
            // NB: each answer is printed while the session is held, so a live update that came due
            // before a line is never printed after that line's answer.
            case .interrupted:
                gate.withSession { session in
                    printer.emit(session.interrupt(), line: nil, stage: session.engine.stage)
                }
                pump?.wake()
            // NB: the line's bytes were skipped as they came, never held: the answer says it was
            // too long, and with --jsonl its object's input is empty.
            case .tooLong:
                gate.withSession { session in
                    printer.emit(session.handleOverlongLine(), line: "", stage: session.engine.stage)
                }
                pump?.wake()
            case .line(let line):
                if !interactive, !jsonl, line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                let quits = gate.withSession { session in
                    let output = session.handle(line: line)
                    printer.emit(output, line: line, stage: session.engine.stage)
                    return output.quits
                }
                pump?.wake()
                if quits {
                    try Self.exitAfter(session)
                    return
                }
            }
        }
    }

    /// Exits non-zero when the store could not keep something (each failure was told as it happened).
    static func exitAfter(_ session: HailSession) throws {
        let unsaved = session.unsavedChangeCount
        guard unsaved > 0 else { return }
        FileHandle.standardError.write(Data("hail: \(unsaved) change\(unsaved == 1 ? "" : "s") could not be saved to the store \(session.store.location.displayName); see above.\n".utf8))
        throw ExitCode.failure
    }

    /// Where the line history is kept; nil with `--ephemeral`, whose history lives in memory only.
    private func historyFile() -> URL? {
        if storeOptions.ephemeral { return nil }
        if let history { return URL(fileURLWithPath: history) }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? Platform.homeDirectory.appendingPathComponent(".local/state")
        return base.appendingPathComponent("hail/history")
    }
}
