import Synchronization

/// Matchers kept between parses, so each utterance reuses the arrays of an earlier one instead of
/// allocating its own. One pool belongs to one `MatchTables`; parses on several threads each take
/// their own matcher.
final class MatcherPool: Sendable {
    /// A matcher in a box, so taking and returning it moves one reference, not its many arrays.
    // NB: @unchecked Sendable: a slot belongs to one parse from being taken until handed back.
    private final class Slot: @unchecked Sendable {
        /// The matcher, at an address of its own for as long as the slot lives.
        // NB: held through a pointer rather than as a stored property: reaching a struct stored
        // in a class to hand `PhraseParseView` its address moved the whole matcher out and back,
        // and no run-time exclusivity check is made (a slot belongs to one parse from being taken
        // until handed back).
        let matcher: UnsafeMutablePointer<PhraseMatcher>

        init(_ matcher: consuming PhraseMatcher) {
            self.matcher = UnsafeMutablePointer.allocate(capacity: 1)
            self.matcher.initialize(to: matcher)
        }

        deinit {
            matcher.deinitialize(count: 1)
            matcher.deallocate()
        }
    }

    /// What the pool keeps between parses.
    private struct Kept {
        var idle: [Slot] = []
        /// What the walk reads beside each automaton, made with the first matcher and shared by all.
        // NB: made here rather than with the tables: about 1.2M instructions, a seventh of loading
        // a saved grammar, which `hail lint`, `explain` and the tuning tools never parse with.
        var walkTables: [PhraseWalkTable]?
    }

    // NB: a `Mutex` rather than an `NSLock`: taking a matcher and handing it back locked twice a
    // parse, and `NSLock` cost about 150 instructions an utterance for it (callgrind).
    private let kept = Mutex(Kept())
    /// One idle matcher kept apart from `kept`, taken and handed back with one atomic exchange
    /// each (its slot's retained reference as bits; 0 when none): a single thread parsing, the
    /// common case, never locks.
    // NB: the mutex's lock and unlock and the list's pop and append were about 110 instructions
    // an utterance more (callgrind).
    private let spare = Atomic<UInt>(0)
    private let tables: MatchTables

    /// Matchers kept at most, the spare with them (one per thread parsing at once is enough).
    private static let capacity = 8
    /// A matcher whose lists grew past this many tokens is dropped rather than kept with its large
    /// arrays (a scan sizes its lists by the utterance's bytes, so a long line of one word counts).
    static let largestKeptCapacity = 8_192

    init(tables: MatchTables) {
        self.tables = tables
    }

    /// The walk tables, made on the first call.
    private func sharedWalkTables() -> [PhraseWalkTable] {
        kept.withLock { kept in
            if let walkTables = kept.walkTables { return walkTables }
            let made = tables.makeWalkTables()
            kept.walkTables = made
            return made
        }
    }

    deinit {
        let bits = spare.exchange(0, ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: bits) { Unmanaged<Slot>.fromOpaque(pointer).release() }
    }

    /// How many matchers are kept idle.
    var idleCount: Int {
        kept.withLock { $0.idle.count } + (spare.load(ordering: .acquiring) == 0 ? 0 : 1)
    }

    /// An idle slot from the list, if one is kept there.
    private func takeListedSlot() -> Slot? {
        kept.withLock { $0.idle.popLast() }
    }

    /// Keeps `slot` idle: as the spare when there is none, else in the list while it has room.
    private func keepIdle(_ slot: Slot) {
        let retained = Unmanaged.passRetained(slot)
        let bits = UInt(bitPattern: retained.toOpaque())
        if spare.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing).exchanged { return }
        retained.release()
        keepListed(slot)
    }

    /// Keeps `slot` in the list while it has room.
    private func keepListed(_ slot: Slot) {
        kept.withLock { kept in
            if kept.idle.count < Self.capacity - 1 { kept.idle.append(slot) }
        }
    }

    /// Parses one utterance with an idle matcher (or a new one), then keeps the matcher.
    func parse(_ text: String, expectations: Set<String>) -> PhraseParse {
        withParse(text, expectations: expectations) { $0.madeParse() }
    }

    /// Parses one utterance with an idle matcher (or a new one) and hands `body` the parse where
    /// the matcher keeps it; then keeps the matcher.
    func withParse<Result>(_ text: String, expectations: Set<String>, _ body: (PhraseParseView) -> Result) -> Result {
        var result: Result?
        withParse(text, expectations: expectations, into: &result) { parse, result in result = body(parse) }
        // Never nil: `body` has run by the time `withParse(_:expectations:into:_:)` returns.
        guard let result else { return body(PhraseParseView(emptyOf: text)) }
        return result
    }

    /// Parses one utterance with an idle matcher (or a new one) and hands `body` the parse where
    /// the matcher keeps it, with `state` to fill from it; then keeps the matcher.
    func withParse<State>(
        _ text: String, expectations: Set<String>, into state: inout State, _ body: (PhraseParseView, inout State) -> Void
    ) {
        // NB: the spare's reference is taken with one exchange and handed back with one
        // compare-and-exchange, never retained or released between: as a `Slot` it was retained
        // to be kept and released at the end of the parse, two atomic operations more a parse
        // (each waits for every store before it, which the parse has just made many of).
        let bits = spare.exchange(0, ordering: .acquiring)
        if let pointer = UnsafeRawPointer(bitPattern: bits) {
            let spareSlot = Unmanaged<Slot>.fromOpaque(pointer)
            // The slot's pointer read at +0: the reference taken from `spare` keeps the slot alive.
            let matcher = spareSlot.takeUnretainedValue().matcher
            matcher.pointee.run(text: text, expectations: expectations)
            body(PhraseParseView(matcher: matcher, text: text), &state)
            let keep = matcher.pointee.capacity <= Self.largestKeptCapacity
            if keep, spare.compareExchange(expected: 0, desired: bits, ordering: .acquiringAndReleasing).exchanged { return }
            // Another parse kept a spare meanwhile (or this matcher grew too large): the list, or
            // nothing, keeps this one.
            let slot = spareSlot.takeRetainedValue()
            if keep { keepListed(slot) }
            return
        }
        let slot = takeListedSlot() ?? Slot(PhraseMatcher(tables: tables, walkTables: sharedWalkTables()))
        slot.matcher.pointee.run(text: text, expectations: expectations)
        body(PhraseParseView(matcher: slot.matcher, text: text), &state)
        guard slot.matcher.pointee.capacity <= Self.largestKeptCapacity else { return }
        keepIdle(slot)
    }
}
