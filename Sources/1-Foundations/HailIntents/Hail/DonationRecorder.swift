import Foundation

/// Where `INInteraction.donate(completion:)` hands the interactions an extension donates: Hail's
/// session sets it, as the system keeps donations on a device.
///
/// For Hail, not for extensions: Apple's API has no such type. With no recorder set (an
/// extension's unit test on its own), donating is accepted and nothing is kept.
// NB: a hook rather than a store because HailIntents is layer 1: the donation log lives in the
// store, three layers up, which sets the hook.
package enum DonationRecorder {
    /// A recorder: called on whichever thread the extension donates from.
    package typealias Recorder = @Sendable (INInteraction) -> Void

    /// Runs `body` with `recorder` as the recorder of donations made on this thread (one call into
    /// the extension); it wins over the process's.
    // NB: so that sessions side by side in one process (the test suite) keep their own donations;
    // a donation from another thread (one the extension dispatched to, an async handler's task)
    // goes to the process's recorder. A thread's dictionary rather than a task-local value: pushed
    // on a Dispatch thread, a task-local value crashed the statically linked release build
    // (SIGSEGV in swift_task_localValuePush, every call into an extension).
    package static func withScoped<Result>(_ recorder: @escaping Recorder, _ body: () throws -> Result) rethrows -> Result {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[scopedKey]
        dictionary[scopedKey] = ScopedRecorder(recorder)
        defer { dictionary[scopedKey] = previous }
        return try body()
    }

    private static let scopedKey = "HailIntents.DonationRecorder.scoped"

    /// A recorder kept in a thread's dictionary.
    private final class ScopedRecorder {
        let record: Recorder
        init(_ record: @escaping Recorder) { self.record = record }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var recorder: Recorder?

    /// Makes the process's donations go to `recorder`; `nil` keeps none.
    package static func use(_ recorder: Recorder?) {
        lock.lock()
        self.recorder = recorder
        lock.unlock()
    }

    /// Hands a donated interaction to the recorder, if one is set.
    static func record(_ interaction: INInteraction) {
        if let scoped = Thread.current.threadDictionary[scopedKey] as? ScopedRecorder {
            scoped.record(interaction)
            return
        }
        lock.lock()
        let recorder = recorder
        lock.unlock()
        recorder?(interaction)
    }
}
