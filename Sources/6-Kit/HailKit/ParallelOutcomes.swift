import Foundation

/// One result per index, set from several threads at once (`hail replay`'s transcripts), read
/// in index order once every thread is done.
final class ParallelOutcomes<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked Sendable because `slots` is only touched while `lock` is held.
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every result, nil where none was set.
    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
