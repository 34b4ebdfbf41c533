/// What the matcher's walk reads beside a phrase automaton: per state, the kinds of its capture
/// edges and a signature of its words; per capture edge, its kind and where its values come from.
/// A walk from a later word than the first reads a second layer of kinds, without what leads only
/// to `(alone)` phrases.
// NB: the walk looks at about 160 capture edges an utterance (most at the root) and follows 8.
// Reading each edge's `CaptureCode` through its capture number to test its kind was 20
// instructions an edge (3,200 an utterance); a byte per edge, in order, is a tight scan. A class,
// so a walk takes it with one reference, not one per table (about 500 instructions an utterance).
final class PhraseWalkTable: Sendable {
    /// Kinds of capture edges, for walks from one kind of start.
    struct Layer: Sendable {
        /// Per state: the kinds of its capture edges (`CaptureCode.Kind.bit`), so a walk passes
        /// over a state whose capture edges can find nothing at a position; and `endsPhrases`
        /// when phrases end there.
        let stateKinds: [UInt8]
        /// Per capture edge, indexed as the automaton's `captureEdges`: its kind's bit (0: never
        /// followed); then `PhraseWalkTable.padding` zeros, so eight bytes can be read from any edge.
        let edgeKinds: [UInt8]

        /// The layer of edge kinds `kinds` (already followed by the padding) of `graph`.
        init(_ graph: DeterministicAutomaton.Buffers, stateCount: Int, edgeKinds kinds: [UInt8]) {
            edgeKinds = kinds
            stateKinds = [UInt8](unsafeUninitializedCapacity: stateCount) { stateKinds, made in
                for state in 0..<stateCount {
                    var mask: UInt8 = 0
                    for edge in graph.captureEdgeIndices(of: Int32(state)) { mask |= kinds[edge] }
                    if !graph.terminalIndices(of: Int32(state)).isEmpty { mask |= PhraseWalkTable.endsPhrases }
                    stateKinds[state] = mask
                }
                made = stateCount
            }
        }
    }

    /// For walks from the utterance's first word: every edge.
    let fromFirstWord: Layer
    /// For walks from a later word: no edge into a state that leads only to `(alone)` phrases,
    /// which match the whole utterance or nothing.
    // NB: the en-US grammar's only capture at the root is `{place}` in "slot pickup (alone):
    // {place} to {place:dropOff}", so every later word worked out a place's extent and followed
    // each length into states that could find nothing.
    let fromLaterWord: Layer
    /// Per state: whether a walk from a later word can still find a phrase through it (nil: every
    /// state can, no phrase being `(alone)`).
    let servesLaterWords: [Bool]?
    /// The automaton's root children by word id (-1: none; `DeterministicAutomaton.rootChildren`),
    /// for walks from the first word, and without those that serve no later word, for walks from
    /// later ones.
    // NB: a walk's first step from each later word reads one table, not the root's child and then
    // whether it serves.
    let rootChildren: [Int32]
    let laterRootChildren: [Int32]
    /// Per capture edge: its list or wildcard number (`CaptureCode.sourceIndex`).
    let edgeSources: [Int32]
    /// Per capture edge: the bit of its list in a position's mask of lists (`FoundValues.listMasks`):
    /// its source clamped to 0...63.
    // NB: read, rather than worked out from the source, for each list edge the walk looks at.
    let edgeListBits: [UInt8]
    /// Per state: bit `w % 64` set for each word `w` of its word edges.
    // NB: most word edge lookups away from the root find nothing (half the states a walk reaches
    // go no further); the signature answers most of them with one read, where the search through
    // a state's edges was about 50 instructions.
    let wordSignatures: [UInt64]
    /// Per state: where its word edges are in `wordSlots` (low 32 bits), and over how many slots
    /// their words are spread by hash (high 32 bits; 1 for a short run, kept in order).
    // NB: a state's edges found by hash, not by halving its run and scanning what is left: the
    // walk looks up about five words an utterance in states with a word edge signed for them, most
    // in states of more than 8 edges (up to 144 in en-US), where the search was about 60
    // instructions.
    // Made with the walk table, not archived: the grammar's format is unchanged.
    let wordLookups: [UInt64]
    /// Per state with word edges, its edges (packed as `DeterministicAutomaton.wordEdges`): at
    /// the slot their word hashes to or the first free one after it; then a free slot
    /// (`freeWordSlot`), so a search stops inside the state's slots. Slot 0 is free, for the
    /// states without word edges.
    let wordSlots: [Int64]

    /// A slot of `wordSlots` that holds no edge.
    static let freeWordSlot = Int64.min
    /// A state with at most this many word edges keeps them in order, in as many slots.
    static let shortWordRun = 8

    /// The bit of `Layer.stateKinds` set for a state where phrases end: above every kind's bit,
    /// so never among the kinds found at a position.
    static let endsPhrases: UInt8 = 0x80

    /// Zeros after the last edge's kind.
    static let padding = 8

    /// The tables of `automaton`, whose captures are `codes` and whose payloads are phrases
    /// with `phraseFlags` (`MatchTables.aloneFlag`).
    // NB: built once per grammar (with its first matcher), in one pass over the automaton's
    // buffers each, arrays made in place: mapped and reduced through the arrays, with a closure
    // per edge, the tables of en-US's automata took 5.0M instructions, now 1.2M.
    init(_ automaton: DeterministicAutomaton, codes: [CaptureCode], phraseFlags: [UInt8]) {
        let stateCount = automaton.stateCount
        let edgeCount = automaton.captureEdges.count
        let padding = Self.padding
        let made: (Layer, Layer, [Bool]?, [Int32], [UInt64]) = automaton.withBuffers { graph in
            // Bounds: the automaton's states, edges and payloads were checked when it was built or
            // read (see `DeterministicAutomaton.withBuffers`); captures and phrases past the
            // codes and flags given read as nothing.
            let kinds = [UInt8](unsafeUninitializedCapacity: edgeCount + padding) { kinds, made in
                for edge in 0..<edgeCount {
                    let capture = Int(graph.captureEdges[edge].capture)
                    kinds[edge] = capture < codes.count ? codes[capture].kind.bit : 0
                }
                for edge in edgeCount..<edgeCount + padding { kinds[edge] = 0 }
                made = edgeCount + padding
            }
            let sources = [Int32](unsafeUninitializedCapacity: edgeCount) { sources, made in
                for edge in 0..<edgeCount {
                    let capture = Int(graph.captureEdges[edge].capture)
                    sources[edge] = capture < codes.count ? codes[capture].sourceIndex : -1
                }
                made = edgeCount
            }
            let signatures = [UInt64](unsafeUninitializedCapacity: stateCount) { signatures, made in
                for state in 0..<stateCount {
                    var signature: UInt64 = 0
                    for edge in Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1]) {
                        signature |= Self.signatureBit(Int32(truncatingIfNeeded: graph.wordEdges[edge] >> 32))
                    }
                    signatures[state] = signature
                }
                made = stateCount
            }
            let first = Layer(graph, stateCount: stateCount, edgeKinds: kinds)
            guard let serves = Self.statesServingLaterWords(graph, stateCount: stateCount, phraseFlags: phraseFlags) else {
                // No (alone) phrase: a walk from a later word reads what one from the first does.
                return (first, first, nil, sources, signatures)
            }
            var laterKinds = kinds
            for edge in 0..<edgeCount where !serves[Int(graph.captureEdges[edge].child)] { laterKinds[edge] = 0 }
            return (first, Layer(graph, stateCount: stateCount, edgeKinds: laterKinds), serves, sources, signatures)
        }
        (fromFirstWord, fromLaterWord, servesLaterWords, edgeSources, wordSignatures) = made
        rootChildren = automaton.rootChildren
        if let serves = made.2 {
            laterRootChildren = automaton.rootChildren.map { $0 >= 0 && Int($0) < serves.count && serves[Int($0)] ? $0 : -1 }
        } else {
            laterRootChildren = automaton.rootChildren
        }
        edgeListBits = made.3.map { UInt8(truncatingIfNeeded: min(max($0, 0), 63)) }
        (wordLookups, wordSlots) = automaton.withBuffers { Self.wordSlots(of: $0, stateCount: stateCount) }
    }

    /// The slot a word's edge is looked for first among `size` slots (0 when `size` is 1).
    // NB: multiplicative hashing (Fibonacci's constant) spreads the word ids, dense small numbers,
    // over the slots by the product's high bits; the slot is taken from them by a multiply and a
    // shift, not a division.
    @inline(__always)
    static func wordSlot(_ word: Int32, size: UInt64) -> Int {
        let hash = UInt64(UInt32(truncatingIfNeeded: word) &* 0x9E37_79B9)
        return Int(truncatingIfNeeded: (hash &* size) >> 32)
    }

    /// `wordLookups` and `wordSlots` of the automaton `graph`: a short run of edges as it is, a
    /// longer one spread by hash over twice as many slots, with linear probing past them.
    // NB: written through buffers sized for the most slots the states can take (a long run's
    // probing goes past its slots by fewer than its edges), where appends to an array cost about
    // twice as much to build (the walk table's build is part of a first parse).
    static func wordSlots(of graph: DeterministicAutomaton.Buffers, stateCount: Int) -> (lookups: [UInt64], slots: [Int64]) {
        var bound = 1
        for state in 0..<stateCount {
            let edges = Int(graph.wordStart[state + 1]) - Int(graph.wordStart[state])
            bound += edges == 0 ? 0 : edges <= shortWordRun ? edges + 1 : 3 * edges + 1
        }
        var lookups: [UInt64] = []
        let slots = [Int64](unsafeUninitializedCapacity: bound) { slots, made in
            // Bounds: each state's slots, free or not, lie inside the `bound` counted above.
            slots[0] = freeWordSlot
            var end = 1
            lookups = [UInt64](unsafeUninitializedCapacity: stateCount) { lookups, madeLookups in
                for state in 0..<stateCount {
                    let run = Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1])
                    let offset = end
                    if run.isEmpty {
                        lookups[state] = 1 << 32
                    } else if run.count <= shortWordRun {
                        for edge in run {
                            slots[end] = graph.wordEdges[edge]
                            end += 1
                        }
                        slots[end] = freeWordSlot
                        end += 1
                        lookups[state] = 1 << 32 | UInt64(offset)
                    } else {
                        let size = 2 * run.count
                        end = offset + size + 1
                        for slot in offset..<end { slots[slot] = freeWordSlot }
                        for edge in run {
                            let packed = graph.wordEdges[edge]
                            var slot = offset &+ wordSlot(Int32(truncatingIfNeeded: packed >> 32), size: UInt64(size))
                            while slots[slot] != freeWordSlot { slot &+= 1 }
                            slots[slot] = packed
                            // The last slot stays free: an edge put there is followed by a new one.
                            if slot == end - 1 {
                                slots[end] = freeWordSlot
                                end += 1
                            }
                        }
                        lookups[state] = UInt64(size) << 32 | UInt64(offset)
                    }
                }
                madeLookups = stateCount
            }
            made = end
        }
        return (lookups, slots)
    }

    /// Per state: whether some phrase that is not `(alone)` ends there or after it; nil when no
    /// phrase is `(alone)` (every state serves). Worked out backwards: a few passes from the last
    /// state to the first, each stopping at a state's first edge into a serving state (the
    /// construction numbers most states after those before them), then, if some pass still
    /// changed something after `passes`, over every edge once from the serving states.
    static func statesServingLaterWords(
        _ graph: DeterministicAutomaton.Buffers, stateCount: Int, phraseFlags: [UInt8], passes: Int = 4
    ) -> [Bool]? {
        func isAlone(_ phrase: Int32) -> Bool {
            Int(phrase) < phraseFlags.count && phraseFlags[Int(phrase)] & MatchTables.aloneFlag != 0
        }
        guard graph.payloads.contains(where: isAlone) else { return nil }
        var serves = [Bool](repeating: false, count: stateCount)
        // NB: written through a buffer, with no local function capturing it: captured, each read
        // was checked for exclusive access at run time (about a third of the table's build).
        let changed = serves.withUnsafeMutableBufferPointer { serves in
            for state in 0..<stateCount {
                for index in graph.terminalIndices(of: Int32(state)) where !isAlone(graph.payloads[index]) {
                    serves[state] = true
                    break
                }
            }
            var changed = true
            var pass = 0
            while changed, pass < passes {
                changed = false
                pass += 1
                for state in stride(from: stateCount - 1, through: 0, by: -1) where !serves[state] {
                    var reaches = false
                    for edge in Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1])
                    where serves[Int(truncatingIfNeeded: graph.wordEdges[edge] & 0xFFFF_FFFF)] {
                        reaches = true
                        break
                    }
                    if !reaches {
                        for edge in graph.captureEdgeIndices(of: Int32(state)) where serves[Int(graph.captureEdges[edge].child)] {
                            reaches = true
                            break
                        }
                    }
                    if reaches {
                        serves[state] = true
                        changed = true
                    }
                }
            }
            return changed
        }
        guard changed else { return serves }
        return statesReachingServingStates(graph, stateCount: stateCount, serving: serves)
    }

    /// `serving` and every state with a path into one of them: backwards over every edge once.
    private static func statesReachingServingStates(_ graph: DeterministicAutomaton.Buffers, stateCount: Int, serving: [Bool]) -> [Bool] {
        // Each edge's source, grouped by target (counting sort): the states before each state.
        var predecessorStart = [Int32](repeating: 0, count: stateCount + 1)
        func forEachEdge(_ body: (_ source: Int, _ target: Int) -> Void) {
            for state in 0..<stateCount {
                for index in Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1]) {
                    body(state, Int(truncatingIfNeeded: graph.wordEdges[index] & 0xFFFF_FFFF))
                }
                for index in graph.captureEdgeIndices(of: Int32(state)) {
                    body(state, Int(graph.captureEdges[index].child))
                }
            }
        }
        forEachEdge { _, target in predecessorStart[target + 1] += 1 }
        for state in 0..<stateCount { predecessorStart[state + 1] += predecessorStart[state] }
        var cursor = predecessorStart
        var predecessors = [Int32](repeating: 0, count: Int(predecessorStart[stateCount]))
        forEachEdge { source, target in
            predecessors[Int(cursor[target])] = Int32(source)
            cursor[target] += 1
        }
        var serves = serving
        var pending = (0..<stateCount).filter { serving[$0] }.map(Int32.init)
        while let state = pending.popLast() {
            for index in Int(predecessorStart[Int(state)])..<Int(predecessorStart[Int(state) + 1]) {
                let source = Int(predecessors[index])
                guard !serves[source] else { continue }
                serves[source] = true
                pending.append(Int32(source))
            }
        }
        return serves
    }

    /// The bit of `word` in a state's word signature.
    @inline(__always)
    static func signatureBit(_ word: Int32) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: word & 63)
    }

    /// The table as buffers, for the walk (see `withBuffers`), with the layer for one kind of start.
    struct Buffers {
        let stateKinds: UnsafeBufferPointer<UInt8>
        let edgeKinds: UnsafeRawBufferPointer
        /// Nil for walks from the first word.
        let servesLaterWords: UnsafeBufferPointer<Bool>?
        let edgeSources: UnsafeBufferPointer<Int32>
        let edgeListBits: UnsafeBufferPointer<UInt8>
        let wordSignatures: UnsafeBufferPointer<UInt64>
        /// The root's children the walk may go on to, by word id (-1: none).
        let rootChildren: UnsafeBufferPointer<Int32>
        let wordLookups: UnsafeBufferPointer<UInt64>
        let wordSlots: UnsafeBufferPointer<Int64>

        /// The state word `word` leads to from `state`, as `DeterministicAutomaton.child(of:word:)`.
        @inline(__always)
        func child(of state: Int32, word: Int32) -> Int32? {
            let lookup = wordLookups[Int(state)]
            // Bounds: a state's slots hold the one a word hashes to and end with a free slot, so
            // the search stops inside them (see `PhraseWalkTable.wordSlots(of:stateCount:)`).
            var slot = Int(truncatingIfNeeded: lookup & 0xFFFF_FFFF) &+ PhraseWalkTable.wordSlot(word, size: lookup >> 32)
            let label = Int64(word)
            while true {
                let entry = wordSlots[slot]
                if entry == PhraseWalkTable.freeWordSlot { return nil }
                if entry >> 32 == label { return Int32(truncatingIfNeeded: entry) }
                slot &+= 1
            }
        }

        /// The root's child for `word` when a walk may go on to it, as
        /// `DeterministicAutomaton.child(of:word:)` from the root followed by `serves(_:)`.
        @inline(__always)
        func rootChild(word: Int32) -> Int32? {
            guard word >= 0, Int(word) < rootChildren.count else { return nil }
            let child = rootChildren[Int(word)]
            return child < 0 ? nil : child
        }

        /// Whether `state` may have a word edge for `word` (false: it has none).
        @inline(__always)
        func mayHaveEdge(from state: Int32, word: Int32) -> Bool {
            wordSignatures[Int(state)] & PhraseWalkTable.signatureBit(word) != 0
        }

        /// Whether a walk may go on to `state`.
        @inline(__always)
        func serves(_ state: Int32) -> Bool {
            servesLaterWords.map { $0[Int(state)] } ?? true
        }

        /// Calls `body` with the index and kind (`CaptureCode.Kind.bit`) of each edge in `edges`
        /// whose kind is one of `kinds`, in order.
        /// `edges` must be a state's capture edges.
        // NB: the kinds are tested eight edges at a time, as one 64-bit word, and most words hold
        // no kind asked for (13 instructions an edge tested one by one, 30M of the corpus's 360M).
        @inline(__always)
        func forEachEdge(in edges: Range<Int>, ofKinds kinds: UInt8, _ body: (_ index: Int, _ kind: UInt8) -> Void) {
            guard let base = edgeKinds.baseAddress else { return }
            let wanted = UInt64(kinds) &* 0x0101_0101_0101_0101
            var group = edges.lowerBound
            while group < edges.upperBound {
                // Bounds: a state's edges lie inside the automaton's, and `padding` zeros follow
                // the last one, so eight bytes read at any of its edges stay inside the table.
                // Edge `group + i` is byte i; each byte has at most one bit set, so a hit is one bit.
                var hits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: group, as: UInt64.self)) & wanted
                while hits != 0 {
                    let bit = hits.trailingZeroBitCount
                    let index = group + bit >> 3
                    guard index < edges.upperBound else { return }
                    body(index, 1 << UInt8(truncatingIfNeeded: bit & 7))
                    hits &= hits &- 1
                }
                group += 8
            }
        }
    }

    /// The table as buffers, with the layer for walks from the first word or from later ones, valid
    /// as long as the table: its arrays are constants it holds, so their storage neither moves nor
    /// is freed before it is (see `DeterministicAutomaton.lastingBuffers`).
    func lastingBuffers(fromFirstWord first: Bool) -> Buffers { withBuffers(fromFirstWord: first) { $0 } }

    /// Calls `body` with the table as buffers, with the layer for walks from the first word or
    /// from later ones.
    @inline(__always)
    func withBuffers<Result>(fromFirstWord first: Bool, _ body: (Buffers) -> Result) -> Result {
        let layer = first ? fromFirstWord : fromLaterWord
        return layer.stateKinds.withUnsafeBufferPointer { stateKinds in
            layer.edgeKinds.withUnsafeBytes { edgeKinds in
                edgeSources.withUnsafeBufferPointer { edgeSources in
                    edgeListBits.withUnsafeBufferPointer { edgeListBits in
                        wordSignatures.withUnsafeBufferPointer { signatures in
                            (first ? rootChildren : laterRootChildren).withUnsafeBufferPointer { rootChildren in
                                wordLookups.withUnsafeBufferPointer { wordLookups in
                                    wordSlots.withUnsafeBufferPointer { wordSlots in
                                        func buffers(serving serves: UnsafeBufferPointer<Bool>?) -> Buffers {
                                            Buffers(
                                                stateKinds: stateKinds, edgeKinds: edgeKinds, servesLaterWords: serves, edgeSources: edgeSources,
                                                edgeListBits: edgeListBits, wordSignatures: signatures, rootChildren: rootChildren,
                                                wordLookups: wordLookups, wordSlots: wordSlots)
                                        }
                                        guard !first, let servesLaterWords else { return body(buffers(serving: nil)) }
                                        return servesLaterWords.withUnsafeBufferPointer { serves in body(buffers(serving: serves)) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
