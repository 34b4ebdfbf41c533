/// Finds the id of a word from its lowercased UTF-8 bytes without making a `String`: an
/// open-addressing table whose slots hold each word's first eight bytes, with the words' whole
/// bytes kept side by side.
// NB: a word of eight bytes or fewer (most) is hashed with one multiplication and found with one
// comparison of its slot, where FNV-1a took a multiplication a byte and the bytes were compared
// one by one with bounds checks: a token's lookup went from about 110 to 60 instructions.
struct WordTable: Sendable {
    /// A place in the table: a word's first eight bytes and length, and its id (-1: empty).
    fileprivate struct Slot: Sendable {
        var head: UInt64
        var length: Int32
        var id: Int32

        static let empty = Slot(head: 0, length: 0, id: -1)
    }

    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    private var slots: [Slot]
    /// The slots' count (a power of two) less one.
    private var mask: Int

    /// The number of words; ids run from 0 to `count - 1`.
    var count: Int { starts.count - 1 }

    /// A table of `words`; a word's id is its index (a repeated word keeps its first id).
    init(_ words: [String] = []) {
        var size = 16
        while size < words.count * 2 { size <<= 1 }
        slots = [Slot](repeating: .empty, count: size)
        mask = size - 1
        for word in words { _ = insert(word) }
    }

    /// An empty table with room for `minimumCapacity` words before it grows.
    init(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity * 2 { size <<= 1 }
        slots = [Slot](repeating: .empty, count: size)
        mask = size - 1
        bytes.reserveCapacity(minimumCapacity * 8)
        starts.reserveCapacity(minimumCapacity + 1)
    }

    /// The id of the word spelled by `word`, or -1.
    @inline(__always)
    func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
        withLookup { $0.id(of: word) }
    }

    /// The id of `word`, or -1.
    func id(of word: String) -> Int32 {
        // NB: read in place, a native or small string's bytes need neither a copy of the string
        // (with its retain and release) nor a check that it is native.
        if let id = word.utf8.withContiguousStorageIfAvailable({ id(of: $0) }) { return id }
        var word = word
        return word.withUTF8 { id(of: $0) }
    }

    /// Calls `body` with a view of the table for looking words up in a loop.
    // NB: the view holds the table's storage by pointer, so keeping it retains and releases
    // nothing, and its reads need no bounds checks (each is bounded by how the table is built).
    @inline(__always)
    func withLookup<Result>(_ body: (Lookup) -> Result) -> Result {
        slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { bytes in
                    withUnsafePointer(to: Lookup.Spellings(starts: starts, bytes: bytes)) { spellings in
                        body(Lookup(slots: slots, mask: mask, shift: Self.shift(mask: mask), spellings: spellings))
                    }
                }
            }
        }
    }

    /// The id of `word`, adding it with the next id if new.
    mutating func insert(_ word: String) -> Int32 {
        if let id = word.utf8.withContiguousStorageIfAvailable({ insert(bytes: $0) }) { return id }
        var word = word
        return word.withUTF8 { insert(bytes: $0) }
    }

    private mutating func insert(bytes word: UnsafeBufferPointer<UInt8>) -> Int32 {
        let index = withLookup { $0.slot(of: word) }
        if slots[index].id >= 0 { return slots[index].id }
        let id = Int32(count)
        bytes.append(contentsOf: word)
        starts.append(Int32(bytes.count))
        slots[index] = Slot(head: Lookup.head(of: word), length: Int32(word.count), id: id)
        if count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: .empty, count: slots.count * 2)
        mask = slots.count - 1
        for slot in old where slot.id >= 0 {
            let start = Int(starts[Int(slot.id)])
            let end = Int(starts[Int(slot.id) + 1])
            var index = bytes.withUnsafeBufferPointer { Lookup.index(of: UnsafeBufferPointer(rebasing: $0[start..<end]), shift: Self.shift(mask: mask)) }
            while slots[index].id >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// How far a hash is shifted right to leave as many bits as `mask` has.
    @inline(__always)
    fileprivate static func shift(mask: Int) -> UInt64 {
        UInt64(64 - (mask + 1).trailingZeroBitCount)
    }
}

extension WordTable {
    /// The table's storage by pointer, valid inside `withLookup`.
    struct Lookup {
        /// The words' bytes, side by side, and where each starts.
        fileprivate struct Spellings {
            let starts: UnsafeBufferPointer<Int32>
            let bytes: UnsafeBufferPointer<UInt8>
        }

        fileprivate let slots: UnsafeBufferPointer<Slot>
        fileprivate let mask: Int
        fileprivate let shift: UInt64
        /// Read only to compare a word of more than eight bytes past its head.
        // NB: behind a pointer, so looking up a shorter word reads neither list's place: held
        // here, both were read for every token, the reads hoisted out of the search (with the
        // values kept on the stack).
        fileprivate let spellings: UnsafePointer<Spellings>

        /// The id of the word spelled by `word`, or -1.
        @inline(__always)
        func id(of word: UnsafeBufferPointer<UInt8>) -> Int32 {
            // `slot(of:)` is below `mask + 1`, the slots' count.
            slots[slot(of: word, head: Self.head(of: word))].id
        }

        /// The id of the word spelled by `word`, whose first eight bytes are `head` (as
        /// `head(of:)` reads them), or -1.
        // NB: for the tokenizer, which has them in hand.
        @inline(__always)
        func id(of word: UnsafeBufferPointer<UInt8>, head: UInt64) -> Int32 {
            slots[slot(of: word, head: head)].id
        }

        /// The slot holding `word`, or the empty slot where it would go.
        @inline(__always)
        fileprivate func slot(of word: UnsafeBufferPointer<UInt8>) -> Int {
            slot(of: word, head: Self.head(of: word))
        }

        /// The slot holding `word`, whose first eight bytes are `head`, or the empty slot where it
        /// would go.
        @inline(__always)
        private func slot(of word: UnsafeBufferPointer<UInt8>, head: UInt64) -> Int {
            let length = Int32(truncatingIfNeeded: word.count)
            // NB: `mask` is the slots' count (a power of two) less one, so every index read is in
            // bounds; at most half the slots are full, so an empty one ends the search.
            var index = Self.index(of: word, head: head, shift: shift)
            while true {
                let slot = slots[index]
                if slot.id < 0 { return index }
                // A word of eight bytes or fewer is its head; a longer one is compared past it.
                if slot.head == head, slot.length == length, length <= 8 || tailMatches(word, id: slot.id) { return index }
                index = (index + 1) & mask
            }
        }

        /// Whether the bytes of word `id` after its eighth are those of `word`, as long.
        private func tailMatches(_ word: UnsafeBufferPointer<UInt8>, id: Int32) -> Bool {
            // A slot's id is below `starts.count - 1`, and its word's bytes lie in `bytes`.
            let (starts, bytes) = (spellings.pointee.starts, spellings.pointee.bytes)
            let start = Int(starts[Int(id)])
            for offset in 8..<word.count where bytes[start + offset] != word[offset] { return false }
            return true
        }

        /// The first slot to look at for `word`.
        @inline(__always)
        fileprivate static func index(of word: UnsafeBufferPointer<UInt8>, shift: UInt64) -> Int {
            index(of: word, head: head(of: word), shift: shift)
        }

        /// A multiplicative hash's top bits: they depend on every bit of the word.
        @inline(__always)
        private static func index(of word: UnsafeBufferPointer<UInt8>, head: UInt64, shift: UInt64) -> Int {
            var hash = (head ^ UInt64(truncatingIfNeeded: word.count)) &* multiplier
            if word.count > 8 { hash = mixTail(of: word, into: hash) }
            // NB: no `& mask`: `shift` leaves as many bits as the slots' count (a power of two)
            // has, so the index is below it already (one instruction a token).
            return Int(truncatingIfNeeded: hash &>> shift)
        }

        private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

        /// `hash` with the bytes of `word` after its eighth mixed in, eight at a time.
        private static func mixTail(of word: UnsafeBufferPointer<UInt8>, into hash: UInt64) -> UInt64 {
            guard let base = word.baseAddress else { return hash }
            var hash = hash
            var offset = 8
            while offset < word.count {
                hash = (hash ^ chunk(base + offset, count: min(8, word.count - offset))) &* multiplier
                offset += 8
            }
            return hash
        }

        /// The first eight bytes of `word` as one number, zero past its end.
        @inline(__always)
        static func head(of word: UnsafeBufferPointer<UInt8>) -> UInt64 {
            guard let base = word.baseAddress, !word.isEmpty else { return 0 }
            return chunk(base, count: min(8, word.count))
        }

        /// The `count` (1–8) bytes at `bytes` as one number, the first in the lowest bits.
        // NB: two loads that may overlap, rather than a load a byte: the bytes they share are
        // the same, so or-ing them puts each byte once in its place.
        @inline(__always)
        private static func chunk(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
            // `count` is 1–8, so the offsets and shifts below neither overflow nor pass 56.
            let raw = UnsafeRawPointer(bytes)
            if count >= 4 {
                let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
                let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
                return low | high &<< UInt64(truncatingIfNeeded: 8 &* (count &- 4))
            }
            let half = count &>> 1
            let first = UInt64(bytes[0])
            let middle = UInt64(bytes[half]) &<< UInt64(truncatingIfNeeded: 8 &* half)
            let last = UInt64(bytes[count &- 1]) &<< UInt64(truncatingIfNeeded: 8 &* (count &- 1))
            return first | middle | last
        }
    }
}
