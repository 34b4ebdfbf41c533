import Foundation

/// A session shared by the REPL's reading thread and its live-update thread: each use holds a
/// lock, so a turn and an update never interleave.
public final class SessionGate: @unchecked Sendable {
    // NB: @unchecked Sendable because `session` is touched only inside `lock`.
    private let lock = NSLock()
    private let session: HailSession

    public init(_ session: HailSession) {
        self.session = session
    }

    /// Runs `body` with the session, holding the lock.
    public func withSession<T>(_ body: (HailSession) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(session)
    }

    /// Takes the session for good, so no turn starts after it (Hail is ending): waits for a turn
    /// under way to finish, and its store writes with it, but at most `seconds`. Returns whether it
    /// got the session in time.
    public func closeForExit(waitingAtMost seconds: TimeInterval) -> Bool {
        lock.lock(before: Date(timeIntervalSinceNow: seconds))
    }
}
