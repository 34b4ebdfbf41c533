/// Stage 4 of a parse: walks the phrase automata from every position, following word edges and
/// capture edges (a list entry, a builtin value or a wildcard's text found there), and records
/// every phrase found as a candidate, with its captures in the trail.
///
/// Kept from one utterance to the next: the walk reuses the lists of the one before.
struct PhraseWalk: ~Copyable {
    /// A state to visit: an automaton state at a position, reached along a path of captures.
    private struct WalkState: Sendable {
        var node: Int32
        var position: Int32
        /// The path's last capture in the trail (-1: none).
        var trail: Int32
        var wildcardWords: Int32
        /// Lone numbers read as times: weak evidence, weighing between a wildcard word and a named one.
        var weakWords: Int32 = 0
    }

    /// What a walk reads: the automaton and its capture edges as buffers, the word ids and the
    /// kinds of values found at each position (`count` of them).
    private struct WalkInput {
        let automaton: DeterministicAutomaton.Buffers
        let edges: PhraseWalkTable.Buffers
        let ids: UnsafeBufferPointer<Int32>
        let kinds: UnsafeBufferPointer<CaptureKinds>
        let boundaries: UtteranceWords.Boundaries
        let count: Int
    }

    /// Per phrase: `MatchTables.aloneFlag` and `clauseFlag`.
    private let phraseFlags: [UInt8]
    /// Per phrase: its intent (`MatchTables.phraseIntent`).
    private let phraseIntent: [Int32]

    // NB: the trail, the stack and the candidates are `PlainList`s, written without a uniqueness
    // test: each push appends to the trail and the stack.
    /// Every capture followed, linked to the one before it on its path.
    private(set) var trail = PlainList<CaptureLink>()
    /// The phrases found, in order of start.
    private(set) var candidates = PlainList<PhraseCandidate>()
    /// Per position, then one past the last: the index of the first candidate starting there (or
    /// later), recorded as the walks reach it.
    private(set) var candidateStarts = PlainList<Int32>()
    private var stack = PlainList<WalkState>()

    init(tables: MatchTables) {
        phraseFlags = tables.phraseFlags
        phraseIntent = tables.phraseIntent
    }

    /// A candidate's score: literal words weigh 20, lone numbers read as times 10, wildcard words
    /// 2, and each match costs 1, so a parse prefers words a phrase names, then fewer, longer
    /// matches. Below 19, the match named no word.
    @inline(__always)
    static func score(words: Int32, wildcardWords: Int32, weakWords: Int32) -> Int32 {
        20 &* (words &- wildcardWords &- weakWords) &+ 10 &* weakWords &+ 2 &* wildcardWords &- 1
    }

    /// Walks `automata` (indices of `graphs`) from every position of `words`, in turn at each,
    /// replacing the candidates of the utterance before. `values` are `words`' values;
    /// `wildcards` works out wildcard extents as the walk reaches them.
    mutating func collect(
        automata: some Collection<Int>, of graphs: WalkGraphs, words: borrowing UtteranceWords, values: borrowing FoundValues,
        wildcards: inout WildcardExtents
    ) {
        let count = words.count
        trail.removeAll()
        stack.removeAll()
        candidates.removeAll()
        // Every slot is written before it is read: each position's as its walks start, then the end.
        candidateStarts.replaceAll(count: count + 1)
        // NB: the ids, kinds and boundaries are lent as buffers for the walks, which read them at
        // every step.
        words.ids.storage.withUnsafeBufferPointer { ids in
            values.kinds.storage.withUnsafeBufferPointer { kinds in
                words.withBoundaries { boundaries in
                    if automata.count == 1, let only = automata.first {
                        // NB: one automaton (no expectation): one walk for every position, so its
                        // tables are fetched once per utterance rather than once per position.
                        graphs.withGraph(only) { graph in
                            walk(graph, from: 0..<count, marking: true, ids, kinds, boundaries, words: words, values: values, wildcards: &wildcards)
                        }
                    } else {
                        for start in 0..<count {
                            markStart(at: start)
                            for index in automata {
                                graphs.withGraph(index) { graph in
                                    walk(
                                        graph, from: start..<start + 1, marking: false, ids, kinds, boundaries, words: words, values: values,
                                        wildcards: &wildcards)
                                }
                            }
                        }
                    }
                }
            }
        }
        markStart(at: count)
    }

    /// Records that the walks from `position` (or the end, at the utterance's count) start now.
    @inline(__always)
    private mutating func markStart(at position: Int) {
        candidateStarts[position] = Int32(truncatingIfNeeded: candidates.count)
    }

    /// Walks `graph` from each position of `starts` in turn, emitting every phrase found, and when
    /// `marking`, marking each position's start: from the first word with its first layer, from
    /// later ones with the other. `ids`, `kinds` and `boundaries` are `words`' ids and boundaries
    /// and `values`' kinds.
    @inline(__always)
    private mutating func walk(
        _ graph: WalkGraphs.Graph, from starts: Range<Int>, marking: Bool,
        _ ids: UnsafeBufferPointer<Int32>, _ kinds: UnsafeBufferPointer<CaptureKinds>, _ boundaries: UtteranceWords.Boundaries,
        words: borrowing UtteranceWords, values: borrowing FoundValues, wildcards: inout WildcardExtents
    ) {
        if starts.contains(0) {
            walk(graph.automaton, layer: graph.layers, from: 0..<1, marking: marking, ids, kinds, boundaries, words: words, values: values, wildcards: &wildcards)
        }
        let later = max(starts.lowerBound, 1)..<max(starts.upperBound, 1)
        guard !later.isEmpty else { return }
        walk(graph.automaton, layer: graph.layers + 1, from: later, marking: marking, ids, kinds, boundaries, words: words, values: values, wildcards: &wildcards)
    }

    /// Walks the automaton `automaton`, with its walk table's layer `layer`, from each position of
    /// `starts` in turn.
    // NB: never inlined, so the walk's loop is made once for both layers: made inline for each,
    // one of them became a call per position. Handed `words` and `values` (copies of 145 and 328
    // bytes, as any call that is not inlined is), it reads them in place from there on.
    @inline(never)
    private mutating func walk(
        _ automaton: UnsafePointer<DeterministicAutomaton.Buffers>, layer: UnsafePointer<PhraseWalkTable.Buffers>, from starts: Range<Int>,
        marking: Bool, _ ids: UnsafeBufferPointer<Int32>, _ kinds: UnsafeBufferPointer<CaptureKinds>, _ boundaries: UtteranceWords.Boundaries,
        words: borrowing UtteranceWords, values: borrowing FoundValues, wildcards: inout WildcardExtents
    ) {
        let count = min(boundaries.count, ids.count, kinds.count)
        let input = WalkInput(automaton: automaton.pointee, edges: layer.pointee, ids: ids, kinds: kinds, boundaries: boundaries, count: count)
        // NB: a loop of its own rather than `for … in`, whose range iteration tested for overflow
        // at each position.
        var start = starts.lowerBound
        while start < starts.upperBound {
            if marking { markStart(at: start) }
            walk(input, from: start, words: words, values: values, wildcards: &wildcards)
            start &+= 1
        }
    }

    @inline(__always)
    private mutating func walk(_ input: WalkInput, from start: Int, words: borrowing UtteranceWords, values: borrowing FoundValues, wildcards: inout WildcardExtents) {
        // Bounds: `count` is at most the ids' and kinds' counts, and positions stay below it.
        let count = input.count
        let automaton = input.automaton
        let edges = input.edges
        let ids = input.ids
        let kinds = input.kinds
        guard start < count else { return }
        // The stack is empty: emptied with the utterance's lists, and every walk pops it empty.
        // NB: the state to visit next when it would be the top of the stack anyway (the start,
        // and a word edge's target when no capture edge is followed there) is visited without a
        // push and a pop. The order of visits is the same.
        var next: WalkState?
        // NB: the root visited here when none of its capture edges finds a value at the start
        // (every start after the first, in en-US): it emits nothing (no word read yet) and pushes
        // nothing, so the walk goes straight on to its word edge's target, or ends.
        if edges.states[Int(DeterministicAutomaton.root)].kinds.isDisjoint(with: kinds[start]) {
            guard let child = edges.rootChild(word: ids[start]) else { return }
            next = WalkState(node: child, position: Int32(truncatingIfNeeded: start &+ 1), trail: -1, wildcardWords: 0, weakWords: 0)
        } else {
            next = WalkState(node: DeterministicAutomaton.root, position: Int32(truncatingIfNeeded: start), trail: -1, wildcardWords: 0, weakWords: 0)
        }
        while let state = next ?? stack.popLast() {
            next = nil
            let position = Int(state.position)
            if position > start {
                for index in automaton.terminalIndices(of: state.node) {
                    emit(phrase: automaton.payloads[index], start: start, state: state, boundaries: input.boundaries)
                }
            }
            guard position < count else { continue }
            var wordTarget: WalkState?
            let word = ids[position]
            if edges.mayHaveEdge(from: state.node, word: word), let child = edges.child(of: state.node, word: word), edges.serves(child) {
                wordTarget = WalkState(
                    node: child, position: state.position &+ 1, trail: state.trail, wildcardWords: state.wildcardWords, weakWords: state.weakWords)
            }
            // Capture edges whose kind finds nothing here push nothing: skip them (in order).
            let found = edges.states[Int(state.node)].kinds.intersection(kinds[position])
            guard !found.isEmpty else {
                next = wordTarget
                continue
            }
            if let wordTarget { stack.append(wordTarget) }
            // NB: a list edge whose list has no entry here (nine in ten of those looked at) is
            // turned away on its kind and list alone, before the edge is read, against the
            // position's list mask read once per state.
            let positionLists = found.contains(.list) ? values.listMasks[position] : 0
            edges.forEachEdge(in: automaton.captureEdgeIndices(of: state.node), ofKinds: found) { edgeIndex, kind in
                if kind == .list, positionLists & 1 << UInt64(edges.edgeListBits[edgeIndex]) == 0 { return }
                let source = edges.edgeSources[edgeIndex]
                let edge = automaton.captureEdges[edgeIndex]
                switch kind {
                case .wildcard:
                    // NB: a first word that can neither start the text nor be stripped (two in
                    // three of the wildcard edges looked at) turns the edge away here, as
                    // `WildcardExtents.extent` would with an extent of 0, without the call.
                    let firstFlags = wildcards.flags(Int(source), ids[position])
                    if firstFlags & CompiledWildcard.strip == 0,
                        firstFlags & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.join) != 0
                    { return }
                    let (minimum, maximum) = wildcards.extent(Int(source), at: position, ids: ids, kinds: kinds, boundaries: input.boundaries)
                    guard minimum > 0 else { return }
                    for length in minimum...maximum
                    where wildcards.flags(Int(source), ids[position + Int(length) - 1]) & (CompiledWildcard.join | CompiledWildcard.notLast) == 0
                        && !(wildcards.refusesTime[Int(source)] && values.isClockTime(at: position, length: length, in: words))
                        && !(wildcards.refusesNumber[Int(source)] && length == 1
                            && kinds[position].contains(.number) && values.isBareNumber(at: position, in: words))
                    {
                        // A text never ends on a join or not-last word ("Haight and", "SFO at"),
                        // nor is what its `never just` setting refuses ("change it to 3:45 pm",
                        // "pick up at 5" name no place).
                        push(edge, state, input, length: length, reference: -1, wildcard: true)
                    }
                    let tail = wildcards.tail(Int(source), at: position)
                    if tail > maximum { push(edge, state, input, length: tail, reference: -1, wildcard: true) }
                case .list:
                    for index in values.listMatches.range(at: position) where values.entryLists[Int(values.listMatches[index].value)] == source {
                        push(edge, state, input, length: values.listMatches[index].length, reference: Int32(index), wildcard: false)
                    }
                case .number:
                    pushEach(values.numbers, edge, state, input, at: position)
                case .ordinal:
                    pushEach(values.ordinals, edge, state, input, at: position)
                case .time:
                    // A lone number read as a time ("for two", "at 7") is weak evidence of one: it
                    // weighs less than a word a phrase names (but more than a wildcard word), so
                    // "for two" stays a party of two beside "for {time}".
                    let bare = values.isBareNumber(at: position, in: words)
                    for index in values.times.range(at: position) {
                        let length = values.times[index].length
                        push(edge, state, input, length: length, reference: Int32(index), wildcard: false, weak: bare && length == 1)
                    }
                case .duration:
                    pushEach(values.durations, edge, state, input, at: position)
                default:
                    pushEach(values.dates, edge, state, input, at: position)
                }
            }
        }
    }

    /// Follows `edge` once for each builtin value (number, ordinal, duration, date) starting at `position`.
    @inline(__always)
    private mutating func pushEach<Value>(
        _ table: SpanTable<Value>, _ edge: DeterministicAutomaton.DynamicEdge, _ state: WalkState, _ input: WalkInput, at position: Int
    ) {
        for index in table.range(at: position) {
            push(edge, state, input, length: table[index].length, reference: Int32(index), wildcard: false)
        }
    }

    // NB: positions, lengths and word counts are at most the utterance's tokens, so the sums
    // below and in `emit` wrap rather than test for overflow.
    // NB: a capture edge's target where the walk could do nothing is not pushed: no phrase ends
    // there and no edge can be followed from it at the position after the value (the word there
    // has no word edge signed for it, no kind of its capture edges is found there), as after most
    // lengths of a wildcard. The candidates, and their order, are the same; only the trail, which
    // no candidate reaches through such a state, is shorter.
    @inline(__always)
    private mutating func push(
        _ edge: DeterministicAutomaton.DynamicEdge, _ state: WalkState, _ input: WalkInput, length: Int32, reference: Int32, wildcard: Bool,
        weak: Bool = false
    ) {
        if Self.isDeadEnd(edge.child, at: Int(truncatingIfNeeded: state.position &+ length), input) { return }
        trail.append(CaptureLink(capture: edge.capture, start: state.position, length: length, reference: reference, parent: state.trail))
        stack.append(WalkState(
            node: edge.child, position: state.position &+ length, trail: Int32(truncatingIfNeeded: trail.count &- 1),
            wildcardWords: state.wildcardWords &+ (wildcard ? length : 0), weakWords: state.weakWords &+ (weak ? length : 0)))
    }

    /// Whether a walk reaching `node` at `position` would emit nothing and go nowhere: no phrase
    /// ends at `node`, and at `position` (when inside the utterance) the word has no word edge
    /// signed for it and no kind of `node`'s capture edges is found.
    @inline(__always)
    private static func isDeadEnd(_ node: Int32, at position: Int, _ input: WalkInput) -> Bool {
        let summary = input.edges.states[Int(node)]
        guard !summary.endsPhrases else { return false }
        // Bounds: a value ends inside the utterance, so `position` is at most `count`.
        guard position < input.count else { return true }
        return summary.kinds.isDisjoint(with: input.kinds[position]) && !input.edges.mayHaveEdge(from: node, word: input.ids[position])
    }

    private mutating func emit(phrase: Int32, start: Int, state: WalkState, boundaries: UtteranceWords.Boundaries) {
        let flags = phraseFlags[Int(phrase)]
        if flags != 0, Self.refuses(flags: flags, from: start, to: Int(state.position), in: boundaries) { return }
        let score = Self.score(
            words: state.position &- Int32(truncatingIfNeeded: start), wildcardWords: state.wildcardWords, weakWords: state.weakWords)
        candidates.append(PhraseCandidate(
            start: Int32(truncatingIfNeeded: start), end: state.position, phrase: phrase, intent: phraseIntent[Int(phrase)], trail: state.trail,
            score: score))
    }

    /// Whether the `(alone)` or `(clause)` setting among `flags` refuses a phrase from `start` to `end`.
    // NB: never inlined: inlined in the walk, its tests were worked out for every state where
    // phrases end, before their loop, though few phrases have settings.
    @inline(never)
    private static func refuses(flags: UInt8, from start: Int, to end: Int, in boundaries: UtteranceWords.Boundaries) -> Bool {
        if flags & MatchTables.aloneFlag != 0, start != 0 || end != boundaries.count { return true }
        if flags & MatchTables.clauseFlag != 0, !boundaries.startsClause(at: start) || !boundaries.startsClause(at: end) { return true }
        return false
    }
}
