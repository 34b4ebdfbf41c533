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

    /// The recorder of one call into the extension, and of the tasks it starts; it wins over the
    /// process's.
    // NB: so that sessions side by side in one process (the test suite) keep their own donations;
    // a donation from a thread the extension dispatched to itself goes to the process's recorder.
    @TaskLocal package static var scoped: Recorder?

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
        if let scoped {
            scoped(interaction)
            return
        }
        lock.lock()
        let recorder = recorder
        lock.unlock()
        recorder?(interaction)
    }
}
