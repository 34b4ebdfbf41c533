import CLibEdit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every terminal, file-descriptor and libc detail the line editor needs, in one place.
public enum Platform {
    /// Whether standard input is a terminal (not a pipe or a file).
    public static var isStandardInputTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Whether standard output is a terminal (not a pipe or a file).
    public static var isStandardOutputTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether to print colour: only to a terminal, never with `NO_COLOR` set (to anything), never with
    /// `TERM=dumb`.
    public static func colorEnabled(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        outputIsTerminal: Bool = isStandardOutputTerminal
    ) -> Bool {
        guard outputIsTerminal, environment["NO_COLOR"] == nil else { return false }
        return environment["TERM"] != "dumb"
    }

    /// The user's home folder: `$HOME`, else the password database's entry, else the current folder.
    public static var homeDirectory: URL {
        if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            return URL(fileURLWithPath: String(cString: directory), isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// The terminal's width in columns (80 when it cannot be told).
    static var terminalWidth: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Makes the C library decode and print characters in the user's encoding (UTF-8 for anything but
    /// ASCII), which libedit needs before it starts. Swift programs otherwise run in the "C" locale.
    static func useUserCharacterEncoding() {
        guard let current = setlocale(LC_CTYPE, nil), ["C", "POSIX"].contains(String(cString: current)) else { return }
        if setlocale(LC_CTYPE, "") == nil || String(cString: setlocale(LC_CTYPE, nil)) == "C" {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    // MARK: - Terminal

    /// A terminal's settings (flags, special characters), as saved and restored.
    typealias TerminalMode = termios

    /// The terminal settings of standard input, if it is a terminal.
    static func terminalMode() -> TerminalMode? {
        var mode = termios()
        return tcgetattr(STDIN_FILENO, &mode) == 0 ? mode : nil
    }

    /// Puts back settings read with ``terminalMode()``.
    static func setTerminalMode(_ mode: TerminalMode) {
        var mode = mode
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &mode)
    }

    /// Writes `text` to standard output through C's buffered stream (which libedit also writes to, so
    /// the two never interleave out of order) and flushes it.
    static func writeToStandardOutput(_ text: String) {
        fputs(text, hail_stdout())
        fflush(hail_stdout())
    }

    /// Writes `text` to standard error.
    static func writeToStandardError(_ text: String) {
        fputs(text, hail_stderr())
    }

    /// Sets `errno` to say a read was cut short by a signal (what libedit expects with a -1 result).
    static func noteInterruptedRead() {
        errno = EINTR
    }

    // MARK: - File descriptors

    /// Standard input's file descriptor.
    static let standardInputDescriptor: Int32 = STDIN_FILENO

    /// A pipe whose ends do not block and are not inherited by child processes.
    static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// What woke ``waitForInput(on:orWake:)``.
    enum Readiness {
        /// `input` has data, or has reached its end.
        case input
        /// `wake` has a byte.
        case wake
        /// A signal arrived.
        case interrupted
        /// Waiting failed for good (a closed descriptor): treat as the end of input.
        case closed
    }

    /// Blocks until `input` has data (or its end), `wake` has a byte, or a signal arrives.
    static func waitForInput(on input: Int32, orWake wake: Int32) -> Readiness {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&descriptors, 2, -1)
        if ready < 0 { return errno == EINTR ? .interrupted : .closed }
        if descriptors[1].revents != 0 { return .wake }
        return .input
    }

    /// Reads one byte: the byte, nil at end of input, or nil and `interrupted` after a signal.
    static func readByte(from descriptor: Int32) -> (byte: UInt8?, interrupted: Bool) {
        var byte: UInt8 = 0
        let count = read(descriptor, &byte, 1)
        if count == 1 { return (byte, false) }
        return (nil, count < 0 && errno == EINTR)
    }

    /// Reads and discards whatever is waiting in a non-blocking descriptor.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Writes all of `bytes`, retrying after signals; gives up quietly on other errors.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if !(written < 0 && errno == EINTR) {
                return
            }
        }
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    static var errorDescription: String { String(cString: strerror(errno)) }

    // MARK: - Owner-only files

    /// Opens `path` for appending, creating it with mode 0600 and tightening wider permissions to 0600.
    static func openOwnerOnlyForAppending(_ path: String) throws(PlatformError) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw PlatformError(path: path, reason: errorDescription) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & 0o077 != 0 {
            _ = fchmod(descriptor, 0o600)
        }
        return descriptor
    }

    /// Tightens an existing file to mode 0600 when group or others may access it.
    static func restrictToOwner(_ path: String) {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
            _ = chmod(path, 0o600)
        }
    }

    /// The permission bits of a file, if it exists.
    static func permissions(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(status.st_mode & 0o777)
    }
}

/// A file operation that failed, with the path and the system's reason.
struct PlatformError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "\(path): \(reason)" }
}
