import Conversation
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

    /// Prints the answer to a line (or to Ctrl-C when `line` is nil); `stage` is the dialog's stage
    /// after it. With `--jsonl`, exactly one object per line, live updates that came due inside it.
    func emit(_ output: SessionOutput, line: String?, stage: DialogStage) {
        write {
            if jsonl {
                // NB: Ctrl-C never reaches a JSONL session (it reads plain lines); if one did, it
                // would be no input line, so no object.
                if let line {
                    // NB: the line's bytes written as they are, after what was printed before;
                    // `print` took a `String`, whose UTF-8 was checked again (about 9,800
                    // instructions a turn). A failed write is ignored, as `print` ignores one.
                    var bytes = TurnJSON.lineBytes(forInput: line, output: output, stage: stage)
                    bytes.append(UInt8(ascii: "\n"))
                    fflush(nil)
                    try? StandardInputLines.writeOut(bytes)
                }
            } else if !output.text.isEmpty {
                print(output.text)
            }
        }
    }

    /// Prints live updates that came due between lines, and the ride service's faults meanwhile:
    /// above the prompt in the REPL, as objects of type "update" and "fault" with `--jsonl`.
    func emitUpdates(_ output: SessionOutput) {
        if !jsonl, let printAbovePrompt {
            printAbovePrompt(output.text)
            return
        }
        write {
            if jsonl {
                for update in output.updates { print(TurnJSON.line(forUpdate: update)) }
                for fault in output.faults { print(TurnJSON.line(forFault: fault)) }
            } else {
                print(output.text)
            }
        }
    }

    private func write(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
        fflush(nil)  // NB: flushes every stream; `stdout` itself is not concurrency-safe to name in Swift 6.
    }
}
