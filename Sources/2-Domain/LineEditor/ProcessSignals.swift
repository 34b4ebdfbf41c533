import CSignals
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How Hail handles signals: by itself, for the life of the process, never passing one on to the
/// process group it was started in (libedit's own handling would, reaching the parent shell).
///
/// - Ctrl-C typed at the terminal, while ``install(keyboardInterrupts:)`` says so, wakes the line
///   editor, which abandons the line (``LineReadResult/interrupted``), also when typed mid-turn.
/// - SIGTERM, SIGHUP, and a SIGINT sent with kill (or any SIGINT when keyboard interrupts are off) end
///   Hail: the thread blocked in ``waitForTermination()`` is woken to wind up and call
///   ``end(bySignal:)``. With no such thread, the handler itself restores the terminal and ends Hail.
/// - SIGWINCH (a resized terminal) and SIGCONT (back from Ctrl-Z) make the line editor redraw.
public enum ProcessSignals {
    /// The pipe a terminating signal writes to; its read end blocks.
    private nonisolated(unsafe) static var monitor: (read: Int32, write: Int32)?

    /// Installs the handlers (or changes whether a typed Ctrl-C interrupts, when already installed).
    /// - Parameters:
    ///   - keyboardInterrupts: whether Ctrl-C typed at the terminal abandons the line (the REPL), rather
    ///     than ending Hail (reading a pipe or file).
    ///   - monitored: whether a thread will call ``waitForTermination()``; when not, a terminating signal
    ///     ends Hail in the handler.
    public static func install(keyboardInterrupts: Bool, monitored: Bool) {
        if monitored, monitor == nil {
            var ends: [Int32] = [-1, -1]
            if pipe(&ends) == 0 {
                _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                monitor = (ends[0], ends[1])
            }
        }
        _ = hail_install_signal_handlers(keyboardInterrupts ? 1 : 0, monitored ? monitor?.write ?? -1 : -1)
    }

    /// Installs the handlers with keyboard interrupts on, unless something installed them already
    /// (the line editor used on its own).
    static func installForEditing() {
        if hail_signal_handlers_installed() == 0 { install(keyboardInterrupts: true, monitored: false) }
    }

    /// Blocks until a signal asks Hail to end, and returns it (SIGTERM, SIGHUP or SIGINT).
    public static func waitForTermination() -> Int32 {
        var byte: UInt8 = 0
        while true {
            let signal = hail_terminating_signal()
            if signal != 0 { return signal }
            guard let monitor else {
                // NB: nothing to wait on; sleep rather than spin (never reached after install(monitored: true)).
                _ = usleep(50_000)
                continue
            }
            _ = read(monitor.read, &byte, 1)
        }
    }

    /// The signal that asked Hail to end, if one did.
    public static var terminatingSignal: Int32? {
        let signal = hail_terminating_signal()
        return signal == 0 ? nil : signal
    }

    /// Waits, touching nothing, for the thread that saw a terminating signal to end the process.
    public static func waitToBeEnded() -> Never {
        while true { _ = usleep(100_000) }
    }

    /// Puts the terminal back as it was before the line editor first changed it.
    public static func restoreTerminal() {
        hail_restore_terminal_mode()
    }

    /// Ends the process by `signal`'s default action, so the parent sees how Hail ended; only Hail
    /// receives it.
    public static func end(bySignal signal: Int32) -> Never {
        hail_die_of_signal(signal)
        // NB: hail_die_of_signal does not return; this satisfies the compiler.
        _exit(128 + signal)
    }

    /// Saves the terminal's settings before the line editor changes them, for ``restoreTerminal()``.
    static func rememberTerminal() {
        hail_remember_terminal_mode()
    }

    /// From now on, until ``endReading()``, signals wake the reader through `wakeDescriptor`.
    static func beginReading(wakeDescriptor: Int32) {
        hail_set_wake_fd(wakeDescriptor)
    }

    static func endReading() {
        hail_set_wake_fd(-1)
    }

    /// Whether Ctrl-C was typed since the last call.
    static func takeInterrupt() -> Bool {
        hail_take_interrupt() != 0
    }

    /// Whether SIGCONT arrived since the last call.
    static func takeContinue() -> Bool {
        hail_take_continue() != 0
    }

    /// Whether SIGWINCH arrived since the last call.
    static func takeResize() -> Bool {
        hail_take_resize() != 0
    }
}
