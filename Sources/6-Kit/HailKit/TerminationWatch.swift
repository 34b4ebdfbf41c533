import Foundation
import HailBridge
import HailSession
import LineEditor

/// Ends Hail promptly, and only Hail, when SIGTERM, SIGHUP or a SIGINT sent with kill arrives (or
/// any SIGINT when reading a pipe): lets a turn under way finish its store writes (for at most
/// 100 ms), puts the terminal back, and ends by the signal, so the parent sees how Hail ended.
enum TerminationWatch {
    /// How long a turn under way may take to finish before Hail ends anyway; SQLite's transactions
    /// keep the store consistent either way.
    static let turnGrace: TimeInterval = 0.1

    /// Installs Hail's signal handlers and starts the thread that waits for a terminating signal.
    /// - Parameter interactive: whether Ctrl-C typed at the terminal abandons the line (the REPL on a
    ///   terminal) rather than ending Hail.
    static func start(gate: SessionGate, interactive: Bool) {
        ProcessSignals.install(keyboardInterrupts: interactive, monitored: true)
        // NB: the gate weakly, so the session (and its store, whose -wal and -shm files SQLite removes
        // as it closes) goes when the REPL ends normally.
        let thread = Thread { [weak gate] in
            let signal = ProcessSignals.waitForTermination()
            _ = gate?.closeForExit(waitingAtMost: turnGrace)
            // NB: ending by a signal skips `exit`'s handlers, which stop the ride services.
            BridgedExtension.stopAllServices()
            ProcessSignals.restoreTerminal()
            fflush(nil)
            // NB: a raw write: the terminal may be gone (SIGHUP), and this must not fail loudly.
            if interactive { _ = "\n".withCString { write(STDOUT_FILENO, $0, 1) } }
            // NB: again, last: a line read that began before the signal may have set the editor's
            // mode after the first restore.
            ProcessSignals.restoreTerminal()
            ProcessSignals.end(bySignal: signal)
        }
        thread.name = "hail signals"
        thread.start()
    }
}
