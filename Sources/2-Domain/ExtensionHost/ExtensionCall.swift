import Dispatch
import Foundation

/// One call into an extension's handler: it starts the call, waits for the first answer up to a
/// deadline, and reports what went wrong (the caller adds the call's name).
///
/// The handler may answer on any thread, synchronously or later; an answer given twice keeps the
/// first (the second is reported as a fault through `late`). On the main thread the wait also runs
/// the main run loop, so a handler that answers through `DispatchQueue.main` is heard.
final class ExtensionCall<Answer>: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var answer: Answer?
    private var refusal: String?
    private var answers = 0
    private var isAbandoned = false
    private let name: String
    private let late: @Sendable (String) -> Void

    init(name: String, late: @escaping @Sendable (String) -> Void) {
        self.name = name
        self.late = late
    }

    /// The completion handler given to the extension.
    func complete(_ value: Answer) {
        lock.lock()
        answers += 1
        let count = answers
        let abandoned = isAbandoned
        if count == 1 { answer = value }
        lock.unlock()
        if count == 1 {
            arrived.signal()
            if abandoned { late("answered after Siri had stopped waiting; the answer was ignored") }
        } else if count == 2 {
            late("called its completion handler more than once; Siri kept the first answer")
        }
    }

    /// The call could not be made (no handler): says why, in place of an answer.
    func refuse(_ reason: String) {
        lock.lock()
        refusal = reason
        lock.unlock()
        arrived.signal()
    }

    /// How a call ended.
    enum Outcome {
        case answered(Answer)
        case refused(String)
        case timedOut
    }

    /// The first answer, the reason the call could not be made, or `.timedOut` when neither came
    /// within `timeout` seconds.
    func outcome(timeout: TimeInterval) -> Outcome {
        let answer = wait(timeout: timeout)
        lock.lock()
        let refusal = refusal
        lock.unlock()
        switch (answer, refusal) {
        case (let answer?, _): return .answered(answer)
        case (nil, let reason?): return .refused(reason)
        case (nil, nil): return .timedOut
        }
    }

    /// The first answer, or `nil` when none came within `timeout` seconds (or the call was refused).
    private func wait(timeout: TimeInterval) -> Answer? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if Thread.isMainThread {
                if arrived.wait(timeout: .now()) == .success { break }
                // NB: lets a handler that answers on the main queue be heard while Hail waits on it.
                _ = RunLoop.main.run(mode: .default, before: min(deadline, Date().addingTimeInterval(0.002)))
                if arrived.wait(timeout: .now() + .milliseconds(2)) == .success { break }
            } else {
                let left = max(0, deadline.timeIntervalSinceNow)
                if arrived.wait(timeout: .now() + left) == .success { break }
            }
            if Date() >= deadline {
                lock.lock()
                isAbandoned = true
                let value = answer
                lock.unlock()
                return value
            }
        }
        lock.lock()
        defer { lock.unlock() }
        return answer
    }
}

/// The seconds Hail waits for an extension's answer, in words: "10 s", "0.5 s".
func secondsText(_ seconds: TimeInterval) -> String {
    if seconds == seconds.rounded() && seconds < 1e9 { return "\(Int(seconds)) s" }
    return "\((seconds * 1000).rounded() / 1000) s"
}
