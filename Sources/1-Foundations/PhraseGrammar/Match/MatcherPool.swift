#if canImport(Foundation)
import Foundation
#endif

/// Matchers kept between parses, so each utterance reuses the arrays of an earlier one instead of
/// allocating its own. One pool belongs to one `MatchTables`; parses on several threads each take
/// their own matcher.
final class MatcherPool: @unchecked Sendable {
    /// A matcher in a box, so taking and returning it moves one reference, not its many arrays.
    private final class Slot {
        // NB: exclusivity is not checked at run time on the slot's matcher and the idle list (a
        // call to swift_beginAccess and swift_endAccess on each, about 350 instructions a parse):
        // a slot belongs to one parse from being taken until handed back, and `idle` is only
        // touched while `lock` is held, so no two accesses can overlap.
        @exclusivity(unchecked) var matcher: PhraseMatcher

        init(_ matcher: PhraseMatcher) {
            self.matcher = matcher
        }
    }

    // NB: @unchecked because `idle` and `walkTables` are only touched while `lock` is held, and a
    // slot taken from `idle` belongs to one parse until it is handed back.
    private let lock = NSLock()
    @exclusivity(unchecked) private var idle: [Slot] = []
    private let tables: MatchTables
    /// What the walk reads beside each automaton, made with the first matcher and shared by all.
    // NB: made here rather than with the tables: about 1.2M instructions, a seventh of loading
    // a saved grammar, which `hail lint`, `explain` and the tuning tools never parse with.
    @exclusivity(unchecked) private var walkTables: [PhraseWalkTable]?

    /// Matchers kept at most (one per thread parsing at once is enough).
    private static let capacity = 8
    /// A matcher whose lists grew past this many tokens is dropped rather than kept with its large
    /// arrays (a scan sizes its lists by the utterance's bytes, so a long line of one word counts).
    static let largestKeptCapacity = 8_192

    init(tables: MatchTables) {
        self.tables = tables
    }

    /// The walk tables, made on the first call.
    private func sharedWalkTables() -> [PhraseWalkTable] {
        lock.lock()
        defer { lock.unlock() }
        if let walkTables { return walkTables }
        let made = tables.makeWalkTables()
        walkTables = made
        return made
    }

    /// How many matchers are kept idle.
    var idleCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return idle.count
    }

    /// Parses one utterance with an idle matcher (or a new one), then keeps the matcher.
    func parse(_ text: String, expectations: Set<String>) -> PhraseParse {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        let slot = reused ?? Slot(PhraseMatcher(tables: tables, walkTables: sharedWalkTables()))
        let parse = slot.matcher.run(text: text, expectations: expectations)
        guard slot.matcher.capacity <= Self.largestKeptCapacity else { return parse }
        lock.lock()
        if idle.count < Self.capacity { idle.append(slot) }
        lock.unlock()
        return parse
    }
}
