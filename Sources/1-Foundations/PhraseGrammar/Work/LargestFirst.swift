#if canImport(Dispatch)
import Dispatch
#endif
#if canImport(Foundation)
import Foundation
#endif

/// A map on every core for work of uneven sizes: the items are taken largest first, so the last
/// ones taken fill the gaps, and the results come back in the items' order, the same as `map`.
/// The grammar's files are parsed, and its automata made deterministic, this way.
enum LargestFirst {
    #if canImport(Foundation)
    /// How many cores the process may use, read once.
    // NB: `ProcessInfo` asks the system afresh on every call, about 15 µs on Linux, and a
    // compile asked twice (wall, a loop of 100 calls).
    static let activeProcessorCount = ProcessInfo.processInfo.activeProcessorCount
    #endif

    /// `items.map(transform)`, the items taken largest first by `size` on every core.
    /// - Parameter transform: reads only its own item, so the order it runs in changes nothing.
    static func map<Item, Result>(_ items: [Item], size: (Item) -> Int, _ transform: @escaping (Item) -> Result) -> [Result] {
        #if canImport(Dispatch) && canImport(Foundation)
        let order = items.indices.sorted { size(items[$0]) > size(items[$1]) }
        let work = Slots(items, transform)
        DispatchQueue.concurrentPerform(iterations: items.count) { step in
            work.run(order[step])
        }
        return work.results()
        #else
        return items.map(transform)
        #endif
    }
}

#if canImport(Dispatch) && canImport(Foundation)
/// The items, the work, and each item's result, set once from the thread that worked it out.
private final class Slots<Item, Result>: @unchecked Sendable {
    // NB: @unchecked because `items` and `transform` are only read, and each result slot is written
    // once, under `lock`, and read only after `concurrentPerform` has returned.
    private let items: [Item]
    private let transform: (Item) -> Result
    private var made: [Result?]
    private let lock = NSLock()

    init(_ items: [Item], _ transform: @escaping (Item) -> Result) {
        self.items = items
        self.transform = transform
        made = Array(repeating: nil, count: items.count)
    }

    func run(_ index: Int) {
        let result = transform(items[index])
        lock.lock()
        made[index] = result
        lock.unlock()
    }

    func results() -> [Result] {
        lock.lock()
        defer { lock.unlock() }
        return made.compactMap { $0 }
    }
}
#endif
