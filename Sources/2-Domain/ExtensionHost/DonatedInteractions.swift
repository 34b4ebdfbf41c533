import Foundation
import HailIntents

/// The interactions the extension donated (`INInteraction.donate(completion:)`), from any of its
/// threads, until Hail takes them on its own.
final class DonatedInteractions: @unchecked Sendable {
    private let lock = NSLock()
    private var interactions: [INInteraction] = []

    func add(_ interaction: INInteraction) {
        lock.lock()
        interactions.append(interaction)
        lock.unlock()
    }

    func take() -> [INInteraction] {
        lock.lock()
        defer { lock.unlock() }
        let taken = interactions
        interactions = []
        return taken
    }
}
