import CLibEdit

/// SIGINT (Ctrl-C), SIGWINCH (a resized terminal) and SIGCONT (back from Ctrl-Z) while a line is being read: each sets a flag and
/// wakes the reader through a pipe. The handlers are installed only for the duration of one read.
// NB: every call into the C signal state goes through this file, so the module holds one copy of it.
enum SignalWatch {
    /// Installs the handlers; each signal writes a byte to `wakeDescriptor` (if it is not -1).
    static func install(wakeDescriptor: Int32) {
        _ = hail_install_signal_handlers(wakeDescriptor)
    }

    /// Puts back the handlers that were there before ``install(wakeDescriptor:)``.
    static func restore() {
        hail_restore_signal_handlers()
    }

    /// Whether SIGINT arrived since the last call.
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
