import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A service's process: started with `/bin/sh -c COMMAND` in a process group of its own, its
/// standard input and output as pipes to Hail and its standard error read line by line.
///
/// Two reader threads pass on what the service writes; they poll, so that ``stop()`` ends them
/// even when a grandchild still holds a pipe open, and they never outlive the process they read.
final class ServiceProcess: @unchecked Sendable {
    /// What the reader threads pass on.
    enum Output {
        case stdout(LineSplitter.Piece)
        /// Standard output closed: the service exited or closed it.
        case stdoutClosed
        case stderr(String)
    }

    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errors: Int32
    private let lock = NSLock()
    private var stopped = false
    private var readersLeft = 2
    private var exitStatus: Int32?

    /// Starts the command.
    /// - Parameters:
    ///   - lineLimit: the most bytes of one line kept; longer lines come out as `tooLong`.
    ///   - onOutput: called on a reader thread for each line and when standard output closes.
    /// - Throws: ``BridgeStartError`` when the pipes or the process cannot be made.
    init(command: String, lineLimit: Int, onOutput: @escaping @Sendable (Output) -> Void) throws(BridgeStartError) {
        Self.ignoreBrokenPipes()
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, pipe(&errChild) == 0 else {
            for fd in toChild + fromChild + errChild where fd >= 0 { close(fd) }
            throw BridgeStartError("could not make pipes for the service: \(String(cString: strerror(errno)))")
        }
        // NB: no end of these pipes may leak into another child Hail starts meanwhile.
        for fd in toChild + fromChild + errChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errChild[1], 2)
        Self.closeTheRest(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // NB: a group of its own, so that stopping it also stops what `sh -c` started.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", command].map { $0.withCString { strdup($0) } }
        defer {
            arguments.forEach { free($0) }
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, arguments + [nil], environ)
        close(toChild[0])
        close(fromChild[1])
        close(errChild[1])
        guard result == 0 else {
            [toChild[1], fromChild[0], errChild[0]].forEach { close($0) }
            throw BridgeStartError("could not start /bin/sh: \(String(cString: strerror(result)))")
        }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
        errors = errChild[0]
        RunningServices.add(self)
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        startReader(fd: output, lineLimit: lineLimit) { piece in onOutput(.stdout(piece)) } atEnd: { onOutput(.stdoutClosed) }
        startReader(fd: errors, lineLimit: 4096) { piece in
            switch piece {
            case .line(let line): onOutput(.stderr(line))
            case .tooLong(let prefix): onOutput(.stderr(prefix + "…"))
            }
        } atEnd: {}
    }

    /// Adds "close every descriptor from 3 up" to the child's file actions, so that the service
    /// holds nothing else Hail has open: a file another thread is writing, held open by a
    /// long-lived service, could not be executed meanwhile ("Text file busy").
    // NB: glibc 2.34 and later have posix_spawn_file_actions_addclosefrom_np, which Swift's
    // Glibc module does not declare; it is looked up by name, and an older C library goes without.
    private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = UnsafeMutableRawPointer(bitPattern: closeFromAddress) else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }

    /// The function's address, 0 when the C library has none.
    private static let closeFromAddress: Int = {
        let defaultHandle = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        return Int(bitPattern: dlsym(defaultHandle, "posix_spawn_file_actions_addclosefrom_np"))
    }()

    /// Writing to a service that has exited must fail with EPIPE, not end Hail.
    private static let ignoreBrokenPipesOnce: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    static func ignoreBrokenPipes() {
        _ = ignoreBrokenPipesOnce
    }

    private func startReader(
        fd: Int32, lineLimit: Int, onPiece: @escaping @Sendable (LineSplitter.Piece) -> Void,
        atEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread { [self] in
            var splitter = LineSplitter(limit: lineLimit)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            while !isStopped {
                descriptor.revents = 0
                let ready = poll(&descriptor, 1, 100)
                if ready < 0 && errno != EINTR { break }
                guard ready > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                guard count > 0 else {
                    if let last = splitter.finish(), !isStopped { onPiece(last) }
                    break
                }
                for piece in splitter.feed(buffer[0..<count]) where !isStopped { onPiece(piece) }
            }
            if !isStopped { atEnd() }
            readerEnded(fd: fd)
        }
        thread.name = "HailBridge reader"
        thread.start()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func readerEnded(fd: Int32) {
        lock.lock()
        readersLeft -= 1
        lock.unlock()
        close(fd)
    }

    /// Waits up to `seconds` for both reader threads to pass on the last of the output.
    func waitForReaders(upTo seconds: TimeInterval) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            lock.lock()
            let left = readersLeft
            lock.unlock()
            if left == 0 { return }
            usleep(5_000)
        }
    }

    /// Writes one line (a `\n` is added), waiting for room in the pipe until `deadline`.
    /// - Returns: `false` when the service has closed its input or took no more before `deadline`.
    func write(line: String, deadline: Date) -> WriteOutcome {
        var bytes = Array((line + "\n").utf8)[...]
        var descriptor = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeBytes(input, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            if written < 0 && errno == EPIPE { return .closed }
            if written < 0 && errno != EAGAIN && errno != EINTR { return .closed }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .timedOut }
            descriptor.revents = 0
            _ = poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1)
        }
        return .written
    }

    enum WriteOutcome {
        case written, closed, timedOut
    }

    /// How long a service given SIGTERM has to end before its process group gets SIGKILL.
    // NB: long enough for an interpreter to run a TERM handler that saves its state and exits;
    // short enough that a service that ignores SIGTERM holds Hail's exit or its restart up only
    // briefly. Without the SIGKILL, such a service (and whatever it forked) outlived Hail.
    static let terminationGrace: TimeInterval = 2

    /// Closes the service's input and, unless it then ends within 0.1 s, sends its process group
    /// SIGTERM, waiting up to `grace` seconds for it to end; then sends the group SIGKILL, so
    /// that nothing the service started outlives it; ends the reader threads and reaps the process.
    func stop(grace: TimeInterval = ServiceProcess.terminationGrace) {
        lock.lock()
        let already = stopped
        stopped = true
        lock.unlock()
        guard !already else { return }
        defer { RunningServices.remove(self) }
        close(input)
        if reap(waitingUpTo: 0.1) == nil {
            kill(-pid, SIGTERM)
            _ = reap(waitingUpTo: grace)
        }
        // NB: always, whether or not the shell ended: a child it forked that ignores SIGTERM (or
        // that the shell left behind when it ended) is still in the group.
        kill(-pid, SIGKILL)
        _ = reap(waitingUpTo: 2)
    }

    /// How the process ended, in words ("exited with status 1", "was killed by signal 9"), waiting
    /// up to `seconds` for it to end; `nil` while it still runs.
    func exitDescription(waitingUpTo seconds: TimeInterval) -> String? {
        guard let status = reap(waitingUpTo: seconds) else { return nil }
        let signalNumber = status & 0x7f
        if signalNumber == 0 { return "exited with status \((status >> 8) & 0xff)" }
        return "was killed by signal \(signalNumber)"
    }

    /// The raw wait status, once the process has ended.
    private func reap(waitingUpTo seconds: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            lock.lock()
            if let exitStatus {
                lock.unlock()
                return exitStatus
            }
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { exitStatus = status }
            lock.unlock()
            if result == pid { return status }
            if result < 0 { return nil }
            guard Date() < deadline else { return nil }
            usleep(10_000)
        }
    }
}

/// Every service process started and not yet stopped, so that Hail stops them all as it exits,
/// however it exits: the conversations holding them are not torn down at `exit`.
enum RunningServices {
    private static let lock = NSLock()
    // NB: guarded by `lock`.
    nonisolated(unsafe) private static var processes: [ObjectIdentifier: ServiceProcess] = [:]

    /// `exit` stops every service still running (registered once, at the first service).
    private static let stopAllAtExit: Void = {
        atexit { RunningServices.stopAll() }
    }()

    static func add(_ process: ServiceProcess) {
        _ = stopAllAtExit
        lock.lock()
        processes[ObjectIdentifier(process)] = process
        lock.unlock()
    }

    static func remove(_ process: ServiceProcess) {
        lock.lock()
        processes[ObjectIdentifier(process)] = nil
        lock.unlock()
    }

    /// Stops every service still running (see ``ServiceProcess/stop(grace:)``), all at once.
    static func stopAll() {
        lock.lock()
        let running = Array(processes.values)
        lock.unlock()
        guard !running.isEmpty else { return }
        DispatchQueue.concurrentPerform(iterations: running.count) { running[$0].stop() }
    }
}

/// The C library's `write`, out of reach of `ServiceProcess.write(line:deadline:)`'s name.
private func writeBytes(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, bytes, count)
}

/// Why a service could not be started.
struct BridgeStartError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
