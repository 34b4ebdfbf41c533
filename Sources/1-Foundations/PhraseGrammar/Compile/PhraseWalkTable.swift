/// What the matcher's walk reads beside a phrase automaton: per state, the kinds of its capture
/// edges and a signature of its words; per capture edge, its kind and where its values come from.
/// A walk from a later word than the first reads a second layer of kinds, without what leads only
/// to `(alone)` phrases.
// NB: the walk looks at about 160 capture edges an utterance (most at the root) and follows 8:
// a set of kinds per edge, in order, is a tight scan, where reading each edge's `CaptureCode`
// through its capture number was not. A class, so a walk takes it with one reference, not one per
// table.
final class PhraseWalkTable: Sendable {
    /// What a walk reads of a state before its edges.
    struct StateSummary: Hashable, Sendable {
        /// The kinds of its capture edges, so a walk passes over a state whose capture edges can
        /// find nothing at a position.
        var kinds: CaptureKinds
        /// Whether phrases end there.
        var endsPhrases: Bool
    }

    /// Kinds of capture edges, for walks from one kind of start.
    struct Layer: Sendable {
        /// Per state: the kinds of its capture edges, and whether phrases end there.
        let states: [StateSummary]
        /// Per capture edge, indexed as the automaton's `captureEdges`: its kind (none: never
        /// followed); then `PhraseWalkTable.padding` empty sets, so 64 bits can be read from any edge.
        let edgeKinds: [CaptureKinds]

        /// The layer of edge kinds `kinds` (already followed by the padding) of `graph`.
        init(_ graph: DeterministicAutomaton.Buffers, stateCount: Int, edgeKinds kinds: [CaptureKinds]) {
            edgeKinds = kinds
            states = [StateSummary](unsafeUninitializedCapacity: stateCount) { states, made in
                for state in 0..<stateCount {
                    var found: CaptureKinds = []
                    for edge in graph.captureEdgeIndices(of: Int32(state)) { found.formUnion(kinds[edge]) }
                    states[state] = StateSummary(kinds: found, endsPhrases: !graph.terminalIndices(of: Int32(state)).isEmpty)
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
    // go no further); the signature answers most of them with one read, without searching the
    // state's edges.
    let wordSignatures: [UInt64]
    /// Per state: where its word edges are in `wordSlots` (low 32 bits), and over how many slots
    /// their words are spread by hash (high 32 bits; 1 for a short run, kept in order).
    // NB: a state's edges found by hash, not by halving its run and scanning what is left: the
    // walk looks up about five words an utterance in states with a word edge signed for them, most
    // in states of more than 8 edges (up to 144 in en-US).
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

    /// Empty sets after the last edge's kind: as many as 64 bits hold.
    static let padding = UInt64.bitWidth / CaptureKinds.RawValue.bitWidth

    /// The tables of `automaton`, whose captures are `codes` and whose payloads are phrases
    /// with `phraseFlags` (`MatchTables.aloneFlag`).
    // NB: built once per grammar (with its first matcher), in one pass over the automaton's
    // buffers each, arrays made in place rather than mapped and reduced with a closure per edge:
    // the build is part of a first parse.
    init(_ automaton: DeterministicAutomaton, codes: [CaptureCode], phraseFlags: [UInt8]) {
        let stateCount = automaton.stateCount
        let edgeCount = automaton.captureEdges.count
        let padding = Self.padding
        let made: (Layer, Layer, [Bool]?, [Int32], [UInt64]) = automaton.withBuffers { graph in
            // Bounds: the automaton's states, edges and payloads were checked when it was built or
            // read (see `DeterministicAutomaton.withBuffers`); captures and phrases past the
            // codes and flags given read as nothing.
            let kinds = [CaptureKinds](unsafeUninitializedCapacity: edgeCount + padding) { kinds, made in
                for edge in 0..<edgeCount {
                    let capture = Int(graph.captureEdges[edge].capture)
                    kinds[edge] = capture < codes.count ? CaptureKinds(codes[capture].kind) : []
                }
                for edge in edgeCount..<edgeCount + padding { kinds[edge] = [] }
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
            for edge in 0..<edgeCount where !serves[Int(graph.captureEdges[edge].child)] { laterKinds[edge] = [] }
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
}
