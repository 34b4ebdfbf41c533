import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run in a pseudo-terminal of its own, as a user would in a terminal window: standard
/// input, output and error are the terminal, which is the program's controlling terminal, so Ctrl-C
/// typed into it becomes SIGINT from the kernel. The program starts in a new session (and process
/// group), so no signal it sends to its group can reach the tests.
final class PseudoTerminal {
    let pid: pid_t
    private let master: Int32
    let slavePath: String
    /// Everything the program has written, escape sequences and carriage returns removed.
    private(set) var screen = ""
    private var raw: [UInt8] = []

    enum Failure: Error, CustomStringConvertible {
        case system(String)
        case timeout(waitingFor: String, screen: String)

        var description: String {
            switch self {
            case .system(let what): "pseudo-terminal: \(what) failed (errno \(errno))"
            case .timeout(let text, let screen):
                "\(HailProcess.configuration): timed out waiting for \"\(text)\"; the screen so far:\n\(screen)"
            }
        }
    }

    /// Starts `arguments[0]` with `arguments`, with a terminal of its own.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        // NB: posix_openpt, unlockpt and ptsname are not imported into Swift on Linux; these are what
        // they do there (the ioctl numbers are Linux's TIOCSPTLCK and TIOCGPTN).
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
            throw Failure.system("opening /dev/ptmx")
        }
        slavePath = "/dev/pts/\(number)"
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var size = winsize(ws_row: 40, ws_col: 160, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // NB: after setsid, opening the terminal without O_NOCTTY makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setsid: Int16 = 0x80  // POSIX_SPAWN_SETSID, which Swift does not import
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, setsid | Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK))

        var merged = ProcessInfo.processInfo.environment
        merged["TERM"] = "xterm"
        merged["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("hail-pty-data-\(UUID().uuidString)").path
        merged["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("hail-pty-state-\(UUID().uuidString)").path
        merged["XDG_CACHE_HOME"] = HailProcess.cacheHome.path
        merged.merge(environment) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure.system("posix_spawn \(arguments[0]) (\(status))") }
        pid = child
    }

    deinit {
        // NB: the program's own session: end whatever is left of it, then reap the child.
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Types `text` (a "\r" is Enter, "\u{3}" is Ctrl-C).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what arrived within `seconds`.
    func drain(for seconds: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline { readAvailable(waitingAtMost: deadline.timeIntervalSinceNow) }
    }

    /// Waits until the screen, from `offset` on, contains `text`; returns where it ends.
    @discardableResult
    func waitFor(_ text: String, after offset: String.Index? = nil, within seconds: TimeInterval = 20) throws -> String.Index {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while true {
            let start = offset ?? screen.startIndex
            if let range = screen.range(of: text, range: start..<screen.endIndex) { return range.upperBound }
            guard Date() < deadline else { throw Failure.timeout(waitingFor: text, screen: screen) }
            readAvailable(waitingAtMost: deadline.timeIntervalSinceNow)
        }
    }

    /// The screen's end so far, to wait for text after it.
    var mark: String.Index { screen.endIndex }

    /// The children of the program (the shell's commands), by process identifier.
    func children() -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let candidate = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? candidate : nil
        }
    }

    /// Whether the terminal is back in the mode a shell expects: line editing (ICANON) and echo on.
    func isInLineMode() -> Bool {
        let descriptor = open(slavePath, O_RDWR | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var mode = termios()
        guard tcgetattr(descriptor, &mode) == 0 else { return false }
        return mode.c_lflag & tcflag_t(ICANON) != 0 && mode.c_lflag & tcflag_t(ECHO) != 0
    }

    private func readAvailable(waitingAtMost seconds: TimeInterval) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, Int32(max(1, min(seconds, 0.05) * 1000)))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            raw += buffer[..<count]
        }
        screen = Self.plain(String(decoding: raw, as: UTF8.self))
    }

    /// The text without ANSI escape sequences, carriage returns and libedit's prompt markers.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\u{1}", with: "")
    }
}
