/// Stage 3 of a parse: how many words each wildcard may take from each position, worked out the
/// first time a walk reaches the wildcard there (`extent(_:at:…)`), so positions no phrase leads
/// to cost nothing.
///
/// Kept from one utterance to the next: a stamp tells this utterance's extents from stale ones,
/// so the list is not refilled for every utterance.
struct WildcardExtents: ~Copyable {
    /// One wildcard's extent from one position.
    private struct Extent: Sendable {
        /// The shortest and longest extent allowed (0 when none).
        var minimum: Int32
        var maximum: Int32
        /// The extent of the text continued past commas to an address end ("…, San Francisco,
        /// CA 94108"), when longer than `maximum` (0 when none).
        var tail: Int32
        /// The `stamp` of the utterance the extent was worked out for (0: never).
        var stamp: UInt32

        /// A slot never worked out.
        static let unknown = Extent(minimum: -1, maximum: 0, tail: 0, stamp: 0)
    }

    /// Per wildcard: the most words its text may take.
    private let maxWords: [Int]
    /// Every wildcard's word flags (`CompiledWildcard.stop`, …) in one flat list,
    /// `wildcard * flagStride + id`.
    // NB: one flat list: reading a flag from a list of lists retained and released the inner list.
    private let flagList: [UInt8]
    private let flagStride: Int
    /// Per wildcard: whether its text may not be one number alone, or exactly a clock time.
    let refusesNumber: [Bool]
    let refusesTime: [Bool]

    /// Per wildcard, per position (`wildcard * count + position`); worked out for this utterance
    /// only when its `stamp` is `stamp`.
    // NB: one list of the three figures, not three lists: one fill per utterance and one checked
    // write per slot worked out.
    private var extents = ScratchBuffer<Extent>()
    /// Stamps the extents worked out for the current utterance (never 0).
    private var stamp: UInt32 = 0
    /// The utterance's positions.
    private var count = 0

    init(tables: MatchTables) {
        maxWords = tables.wildcardMaxWords
        let stride = tables.wildcardWordFlags.reduce(0) { max($0, $1.count) }
        var flagList = [UInt8](repeating: 0, count: stride * tables.wildcardWordFlags.count)
        for (wildcard, flags) in tables.wildcardWordFlags.enumerated() {
            for (id, flag) in flags.enumerated() { flagList[wildcard * stride + id] = flag }
        }
        self.flagList = flagList
        flagStride = stride
        refusesNumber = tables.wildcardRefusesNumber
        refusesTime = tables.wildcardRefusesTime
    }

    /// Forgets the extents of the utterance before: an utterance of `count` positions follows.
    mutating func forget(positions count: Int) {
        self.count = count
        stamp &+= 1
        if stamp == 0 {
            // Wrapped: every slot kept, in use or not, forgets its stamp before stamps repeat.
            extents.reset(count: extents.storage.count, to: .unknown)
            stamp = 1
        }
        extents.resize(count: maxWords.count * count, fillingWith: .unknown)
    }

    /// The flags of word `id` for wildcard `wildcard` (as `MatchTables.wildcardFlags`).
    @inline(__always)
    func flags(_ wildcard: Int, _ id: Int32) -> UInt8 {
        id >= 0 && Int(id) < flagStride ? flagList[wildcard * flagStride + Int(id)] : 0
    }

    /// The shortest and longest extent wildcard `index` may take from `start` (0 when none), in
    /// the utterance whose ids are `ids`, whose positions' capture kinds are `kinds`
    /// (`FoundValues.kinds`) and whose boundaries are `boundaries`.
    // NB: never inlined: inlined, it made the walk test its buffers' uniqueness on every append.
    @inline(never)
    mutating func extent(
        _ index: Int, at start: Int, ids: UnsafeBufferPointer<Int32>, kinds: UnsafeBufferPointer<CaptureKinds>, boundaries: UtteranceWords.Boundaries
    ) -> (minimum: Int32, maximum: Int32) {
        let slot = index * count + start
        let known = extents[slot]
        if known.stamp == stamp { return (known.minimum, known.maximum) }
        let extent = workOutExtent(index, at: start, ids: ids, kinds: kinds, boundaries: boundaries)
        extents[slot] = Extent(minimum: extent.minimum, maximum: extent.maximum, tail: extent.tail, stamp: stamp)
        return (extent.minimum, extent.maximum)
    }

    /// The address tail of wildcard `index` from `start` (see `Extent.tail`), once its extent is
    /// worked out there.
    @inline(__always)
    func tail(_ index: Int, at start: Int) -> Int32 {
        extents[index * count + start].tail
    }

    /// `extent`'s answer worked out, with the address tail (see `addressTail`).
    // NB: the words' flags read through buffers, the ids' and the wildcard's row of flags, not
    // through the arrays with a bounds check each.
    @inline(__always)
    private func workOutExtent(
        _ index: Int, at start: Int, ids: UnsafeBufferPointer<Int32>, kinds: UnsafeBufferPointer<CaptureKinds>, boundaries: UtteranceWords.Boundaries
    ) -> (minimum: Int32, maximum: Int32, tail: Int32) {
        let limit = maxWords[index]
        let count = self.count
        let stride = flagStride
        let row = index &* stride
        return flagList.withUnsafeBufferPointer { flagList in
            guard count <= ids.count, count <= kinds.count, row >= 0, row &+ stride <= flagList.count else { return (0, 0, 0) }  // never: as made
            /// The flags of the word at `position` (below `count`), as `flags(_:_:)`.
            @inline(__always) func flags(at position: Int) -> UInt8 {
                let id = ids[position]
                return id >= 0 && Int(id) < stride ? flagList[row &+ Int(id)] : 0
            }
            // Leading words to strip, then a first word that may start the text.
            var first = start
            while first < count, first - start < limit, flags(at: first) & CompiledWildcard.strip != 0,
                first == start || boundaries.boundary(at: first) == .space
            {
                first += 1
            }
            guard first < count, first - start < limit, first == start || boundaries.boundary(at: first) == .space,
                flags(at: first) & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.join) == 0
            else { return (0, 0, 0) }
            var end = first + 1
            while end < count, end - start < limit, boundaries.boundary(at: end) == .space, flags(at: end) & CompiledWildcard.stop == 0 {
                if flags(at: end) & CompiledWildcard.join != 0 {
                    // A join word stands between two words of the text, before one that could start it.
                    let after = end + 1
                    guard after < count, after - start < limit, boundaries.boundary(at: after) == .space,
                        flags(at: after) & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.strip | CompiledWildcard.join) == 0,
                        !kinds[after].contains(.number)
                    else { break }
                }
                end += 1
            }
            var tail: Int32 = 0
            if end < count, boundaries.boundary(at: end) == .comma {
                let isStreetAddress = kinds[first].contains(.number)
                tail = addressTail(after: end, from: start, isStreetAddress: isStreetAddress, wildcard: index, ids: ids, kinds: kinds, boundaries: boundaries)
            }
            return (Int32(first + 1 - start), Int32(end - start), tail)
        }
    }

    /// The extent from `start` of a text continued past the comma before `position` to an address
    /// end word ("1200 Clay St, San Francisco, CA 94108"), or 0: the words after the comma, at
    /// most `CompiledWildcard.addressTailWords` across commas but no sentence end and no stop word,
    /// end on an address end word followed by a number (a postal code, taken too), by a join word,
    /// or by the end of its clause; or, when the text starts with a house number, by anything
    /// ("from 1200 Clay St, San Francisco to SFO"; not "to SFO, Oakland is closer").
    private func addressTail(
        after position: Int, from start: Int, isStreetAddress: Bool, wildcard: Int,
        ids: UnsafeBufferPointer<Int32>, kinds: UnsafeBufferPointer<CaptureKinds>, boundaries: UtteranceWords.Boundaries
    ) -> Int32 {
        var tail: Int32 = 0
        var end = position
        while end < count, end - position < CompiledWildcard.addressTailWords,
            end == position || boundaries.boundary(at: end) == .space || boundaries.boundary(at: end) == .comma,
            flags(wildcard, ids[end]) & CompiledWildcard.stop == 0
        {
            if flags(wildcard, ids[end]) & CompiledWildcard.addressEnd != 0 {
                let next = end + 1
                if next < count, boundaries.boundary(at: next) == .space, kinds[next].contains(.number) {
                    tail = Int32(next + 1 - start)
                } else if next == count || boundaries.boundary(at: next) != .space || isStreetAddress
                    || flags(wildcard, ids[next]) & CompiledWildcard.join != 0
                {
                    tail = Int32(next - start)
                }
            }
            end += 1
        }
        return tail
    }
}
