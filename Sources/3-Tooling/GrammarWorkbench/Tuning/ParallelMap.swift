#if canImport(Foundation)
import Foundation
#endif
import RideLanguage

/// Maps an array on every core, in contiguous chunks, keeping the order: the results are the
/// same as a sequential `map`, only sooner. Used where each element's work is pure (understanding
/// one corpus turn, decoding one part of the corpus file).
enum ParallelMap {
    /// `items.map(transform)`, computed in `chunks` parts at once (default: one per core, and
    /// never parts of fewer than `minimumChunk` items).
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], minimumChunk: Int = 256, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        let chunks = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count / max(1, minimumChunk)))
        guard chunks > 1 else { return items.map(transform) }
        let parts = ChunkResults<Result>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = (chunk * items.count / chunks)..<((chunk + 1) * items.count / chunks)
            parts.set(chunk, items[range].map(transform))
        }
        return parts.joined()
    }
}

/// The results of each chunk, set once each from the thread that computed it.
private final class ChunkResults<Result: Sendable>: @unchecked Sendable {
    // NB: @unchecked because each slot is written by exactly one chunk, under `lock`, and read
    // only after `concurrentPerform` has returned.
    private var parts: [[Result]]
    private let lock = NSLock()

    init(count: Int) {
        parts = Array(repeating: [], count: count)
    }

    func set(_ chunk: Int, _ results: [Result]) {
        lock.lock()
        parts[chunk] = results
        lock.unlock()
    }

    func joined() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return parts.flatMap { $0 }
    }
}
