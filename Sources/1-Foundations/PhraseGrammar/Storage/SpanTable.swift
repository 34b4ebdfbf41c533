/// Values found at token positions, stored flat and grouped by start: `range(at: 3)` holds the
/// indices of the spans starting at token 3. Filled in nondecreasing start order, then sealed.
struct SpanTable<Value> {
    struct Entry {
        var start: Int32
        var length: Int32
        var value: Value
    }

    private(set) var entries = ScratchBuffer<Entry>()
    private var firstEntry = ScratchBuffer<Int32>()

    /// The number of entries.
    var count: Int { entries.count }

    @inline(__always)
    subscript(index: Int) -> Entry { entries[index] }

    // NB: positions and lengths are at most the utterance's tokens: converted without a test
    // for overflow.
    mutating func append(start: Int, length: Int, value: Value) {
        entries.append(Entry(start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length), value: value))
    }

    /// Empties the table, keeping its storage for the next utterance.
    mutating func removeAll() {
        entries.removeAll()
        firstEntry.removeAll()
    }

    /// Builds the start index for `count` positions.
    // NB: the test for an empty table inlined, the index built in a call of its own: most tables
    // stay empty, and a call to learn so cost about 20 instructions.
    @inline(__always)
    mutating func seal(count: Int) {
        firstEntry.removeAll()
        // Most tables stay empty (no time, no date in the utterance): `range(at:)` then answers
        // an empty range without an index of its own.
        guard !entries.isEmpty else { return }
        buildIndex(count: count)
    }

    private mutating func buildIndex(count: Int) {
        // NB: filled through one buffer (`resize`), not a checked and uniqueness-tested write
        // per position (about 400 instructions an utterance fewer over the seven tables).
        // NB: entry by entry, the entries read through a buffer: each entry's start fills the
        // positions up to it, where a scan of the positions tested the entries (bounds-checked)
        // at each one (about 20 instructions a position).
        let entryCount = entries.count
        let entries = self.entries.storage
        firstEntry.resize(count: count + 1, fillingWith: 0) { first in
            entries.withUnsafeBufferPointer { entries in
                // Bounds: `entryCount` is at most the storage's count; `position` stays below
                // the buffer's `count + 1` slots.
                var position = 0
                for index in 0..<entryCount {
                    let start = Int(entries[index].start)
                    while position <= start, position < first.count {
                        first[position] = Int32(truncatingIfNeeded: index)
                        position += 1
                    }
                }
                while position < first.count {
                    first[position] = Int32(truncatingIfNeeded: entryCount)
                    position += 1
                }
            }
        }
    }

    /// The indices of entries starting at `position`.
    @inline(__always)
    func range(at position: Int) -> Range<Int> {
        guard position + 1 < firstEntry.count else { return 0..<0 }
        return Int(firstEntry[position])..<Int(firstEntry[position + 1])
    }
}

extension SpanTable: Sendable where Value: Sendable {}

extension SpanTable.Entry: Sendable where Value: Sendable {}
