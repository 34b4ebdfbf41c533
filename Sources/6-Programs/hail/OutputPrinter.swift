import Foundation
import HailSession
import RideIntents

/// Writes what the REPL says, as prose or as JSON lines, from the reading thread and from the
/// live-update thread without interleaving them.
final class OutputPrinter: @unchecked Sendable {
    // NB: @unchecked Sendable because every write holds `lock`, and `printAbovePrompt` is set once
    // before the live-update thread starts.
    private let lock = NSLock()
    private let jsonl: Bool
    /// Prints live updates above the prompt when a line editor is reading (interactive mode).
    var printAbovePrompt: (@Sendable (String) -> Void)?

    init(jsonl: Bool) {
        self.jsonl = jsonl
    }

    /// Prints the answer to a line (or to Ctrl-C when `line` is nil).
    func emit(_ output: SessionOutput, line: String?) {
        write {
            if jsonl {
                if let turn = output.turn {
                    print(TurnJSON.line(for: turn))
                } else if let line {
                    let said = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.updates.count)
                    print(TurnJSON.line(forCommand: CardNumberRedaction.redacted(line), output: said.joined(separator: "\n")))
                }
                for update in output.updates { print(TurnJSON.line(forUpdate: update)) }
            } else if !output.text.isEmpty {
                print(output.text)
            }
        }
    }

    /// Prints live updates that came due between lines.
    func emitUpdates(_ output: SessionOutput) {
        if !jsonl, let printAbovePrompt {
            printAbovePrompt(output.updates.joined(separator: "\n"))
            return
        }
        write {
            for update in output.updates { print(jsonl ? TurnJSON.line(forUpdate: update) : update) }
        }
    }

    private func write(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
        fflush(nil)  // NB: flushes every stream; `stdout` itself is not concurrency-safe to name in Swift 6.
    }
}
