/// A `PhraseAutomaton` made deterministic by subset construction: each state stands for the set
/// of automaton nodes one word sequence (and capture choice) can reach, so matching follows one
/// word edge per token instead of every node a phrase shares a word with. Capture edges with the
/// same capture merge too; they still branch where values of different lengths are found.
final class DeterministicAutomaton: Sendable {
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    /// Word edges of state `s` are `wordEdges[wordStart[s]..<wordStart[s + 1]]`, each packed as
    /// `word << 32 | child`, ascending by word.
    // NB: runs per state, not a hash table over (state, word): the construction makes the edges
    // state by state in order of word, so the runs cost nothing to build, where the table (load
    // 0.27, 1.5 MB for en-US's 35k edges) was a sixth of the construction's instructions and most
    // of its page faults, and was rebuilt key by key on every load of a saved grammar. A state has
    // 4.7 edges on average (en-US), so a lookup scans a short run in one or two cache lines.
    let wordStart: [Int32]
    let wordEdges: [Int64]
    /// The root's word edges by word id (-1: none). Every token position looks up the root, and
    /// most words start nothing: a dense array answers with one read.
    let rootChildren: [Int32]
    /// Capture edges of state `s` are `captureEdges[captureStart[s]..<captureStart[s + 1]]`.
    let captureStart: [Int32]
    let captureEdges: [DynamicEdge]
    /// Payloads of state `s` are `payloads[payloadStart[s]..<payloadStart[s + 1]]`.
    let payloadStart: [Int32]
    let payloads: [Int32]

    static let root: Int32 = 0

    var stateCount: Int { payloadStart.count - 1 }

    @inline(__always)
    func child(of state: Int32, word: Int32) -> Int32? {
        Self.child(of: state, word: word, rootChildren: rootChildren, wordStart: wordStart, wordEdges: wordEdges)
    }

    /// The state word `word` leads to from `state` through tables laid out as an automaton's,
    /// held in arrays or in buffers (`DeterministicAutomaton.Buffers`).
    @inline(__always)
    static func child<Children: RandomAccessCollection<Int32>, Starts: RandomAccessCollection<Int32>, Edges: RandomAccessCollection<Int64>>(
        of state: Int32, word: Int32, rootChildren: Children, wordStart: Starts, wordEdges: Edges
    ) -> Int32? where Children.Index == Int, Starts.Index == Int, Edges.Index == Int {
        guard word >= 0 else { return nil }
        if state == Self.root {
            guard Int(word) < rootChildren.count else { return nil }
            let child = rootChildren[Int(word)]
            return child < 0 ? nil : child
        }
        var low = Int(wordStart[Int(state)])
        var high = Int(wordStart[Int(state) &+ 1])
        let label = Int64(word)
        // Halves a long run down to a few edges (the match, if any, stays in `low..<high`), then scans.
        // NB: edge indices are Int32 values, so their sums below wrap rather than test for overflow.
        while high &- low > 8 {
            let middle = (low &+ high) >> 1
            if wordEdges[middle] >> 32 < label { low = middle &+ 1 } else { high = middle &+ 1 }
        }
        while low < high {
            let edge = wordEdges[low]
            let edgeLabel = edge >> 32
            if edgeLabel == label { return Int32(truncatingIfNeeded: edge) }
            if edgeLabel > label { return nil }
            low &+= 1
        }
        return nil
    }

    /// The capture edges out of `state`.
    @inline(__always)
    func dynamicEdges(of state: Int32) -> ArraySlice<DynamicEdge> {
        captureEdges[Int(captureStart[Int(state)])..<Int(captureStart[Int(state) + 1])]
    }

    /// The indices of `state`'s capture edges, for `dynamicEdge(at:)` (no slice to retain).
    @inline(__always)
    func dynamicEdgeIndices(of state: Int32) -> Range<Int> {
        Int(captureStart[Int(state)])..<Int(captureStart[Int(state) + 1])
    }

    @inline(__always)
    func dynamicEdge(at index: Int) -> DynamicEdge { captureEdges[index] }

    /// The indices of `state`'s payloads, for `payload(at:)` (no slice to retain).
    @inline(__always)
    func terminalIndices(of state: Int32) -> Range<Int> {
        Int(payloadStart[Int(state)])..<Int(payloadStart[Int(state) + 1])
    }

    @inline(__always)
    func payload(at index: Int) -> Int32 { payloads[index] }

    /// The payloads (phrase or entry indices) of `state`, ascending.
    @inline(__always)
    func terminals(of state: Int32) -> ArraySlice<Int32> {
        payloads[Int(payloadStart[Int(state)])..<Int(payloadStart[Int(state) + 1])]
    }

    /// An automaton from its parts, as an archive stores them.
    init(wordStart: [Int32], wordEdges: [Int64], rootChildren: [Int32], captureStart: [Int32], captureEdges: [DynamicEdge], payloadStart: [Int32], payloads: [Int32]) {
        self.wordStart = wordStart
        self.wordEdges = wordEdges
        self.rootChildren = rootChildren
        self.captureStart = captureStart
        self.captureEdges = captureEdges
        self.payloadStart = payloadStart
        self.payloads = payloads
    }

    /// An automaton that matches nothing.
    init() {
        wordStart = [0, 0]
        wordEdges = []
        rootChildren = []
        captureStart = [0, 0]
        captureEdges = []
        payloadStart = [0, 0]
        payloads = []
    }

    init(_ automaton: PhraseAutomaton) {
        let nodeCount = automaton.nodeCount
        let (words, captures, nodePayloads) = Self.edgeLists(of: automaton)
        // NB: scratch sized once for the worst case (a state of every node), used through
        // pointers: the loop below then neither grows, retains nor bounds-checks it.
        let nodes = UnsafeMutablePointer<Int32>.allocate(capacity: nodeCount)
        let cursors = UnsafeMutablePointer<Int>.allocate(capacity: 3 * nodeCount)
        let merged = UnsafeMutablePointer<Int64>.allocate(capacity: max(words.count, captures.count, nodePayloads.count))
        defer {
            words.deallocate()
            captures.deallocate()
            nodePayloads.deallocate()
            nodes.deallocate()
            cursors.deallocate()
            merged.deallocate()
        }
        /// The edges out of the first `count` of `nodes` in `lists`, ascending: one node's as they
        /// lie, several merged into `merged`.
        func edges(_ lists: NodeEdgeLists, count: Int) -> UnsafeBufferPointer<Int64> {
            if count == 1 { return lists.edges(of: nodes[0]) }
            let merges = lists.merge(of: UnsafeBufferPointer(start: nodes, count: count), cursors: cursors, into: merged)
            return UnsafeBufferPointer(start: merged, count: merges)
        }

        var sets = NodeSetTable(nodeCount: nodeCount, root: PhraseAutomaton.root)
        // NB: the automaton's lists grow in buffers allocated by hand, where an append costs no
        // uniqueness test; they become arrays once, at the end.
        var captureStart = GrowingBuffer<Int32>(capacity: nodeCount + 1)
        var captureEdges = GrowingBuffer<DynamicEdge>(capacity: captures.count)
        var payloadStart = GrowingBuffer<Int32>(capacity: nodeCount + 1)
        var payloads = GrowingBuffer<Int32>(capacity: nodePayloads.count)
        var wordStart = GrowingBuffer<Int32>(capacity: nodeCount + 1)
        var wordEdges = GrowingBuffer<Int64>(capacity: words.count)
        captureStart.append(0)
        payloadStart.append(0)
        wordStart.append(0)
        var next = 0
        while next < sets.count {
            let count = sets.members(of: next, into: nodes)
            next += 1

            let firstPayload = payloads.count
            for packed in edges(nodePayloads, count: count) {
                let payload = Int32(truncatingIfNeeded: packed >> 32)
                if payloads.count == firstPayload || payloads[payloads.count - 1] != payload { payloads.append(payload) }
            }
            payloadStart.append(Int32(payloads.count))

            Self.forEachLabel(edges(captures, count: count)) { label, targets in
                captureEdges.append(DynamicEdge(capture: label, child: sets.state(forTargetsOf: targets)))
            }
            captureStart.append(Int32(captureEdges.count))

            Self.forEachLabel(edges(words, count: count)) { label, targets in
                wordEdges.append(Int64(label) << 32 | Int64(sets.state(forTargetsOf: targets)))
            }
            wordStart.append(Int32(wordEdges.count))
        }
        // State 0 is the root, expanded first: its edges lead the list, words ascending.
        let rootEdges = Int(wordStart[1])
        var rootChildren: [Int32] = []
        if rootEdges > 0 {
            rootChildren = [Int32](repeating: -1, count: Int(wordEdges[rootEdges - 1] >> 32) + 1)
            for index in 0..<rootEdges {
                rootChildren[Int(wordEdges[index] >> 32)] = Int32(truncatingIfNeeded: wordEdges[index])
            }
        }
        self.wordStart = wordStart.array()
        self.wordEdges = wordEdges.array()
        self.rootChildren = rootChildren
        self.captureStart = captureStart.array()
        self.captureEdges = captureEdges.array()
        self.payloadStart = payloadStart.array()
        self.payloads = payloads.array()
    }

    /// The word edges, capture edges and payloads of each node of `automaton`, each node's sorted
    /// by label and then target.
    // NB: not inlined, so the grouping loops inlined here leave the construction's loop alone.
    @inline(never)
    private static func edgeLists(of automaton: PhraseAutomaton) -> (words: NodeEdgeLists, captures: NodeEdgeLists, payloads: NodeEdgeLists) {
        let nodeCount = automaton.nodeCount
        return (NodeEdgeLists(automaton.wordEdges, nodeCount: nodeCount) { ($0.from, $0.word, $0.to) },
                NodeEdgeLists(automaton.captureEdges, nodeCount: nodeCount) { ($0.from, $0.capture, $0.to) },
                NodeEdgeLists(automaton.terminals, nodeCount: nodeCount) { ($0.node, $0.payload, 0) })
    }

    /// Calls `body` with each label of `edges` (packed as `label << 32 | target`, ascending) and
    /// the run of edges that carry it, in ascending order of label.
    @inline(__always)
    private static func forEachLabel(_ edges: UnsafeBufferPointer<Int64>, _ body: (Int32, UnsafeBufferPointer<Int64>) -> Void) {
        var start = 0
        while start < edges.count {
            let label = edges[start] >> 32
            var end = start + 1
            while end < edges.count, edges[end] >> 32 == label { end += 1 }
            body(Int32(truncatingIfNeeded: label), UnsafeBufferPointer(rebasing: edges[start..<end]))
            start = end
        }
    }

    /// The length of the longest word-only path with a payload starting at `position` of `ids`
    /// (0 when none).
    func longestWordMatch(at position: Int, in ids: ScratchBuffer<Int32>) -> Int {
        var state = Self.root
        var cursor = position
        var longest = 0
        while cursor < ids.count, let next = child(of: state, word: ids[cursor]) {
            state = next
            cursor += 1
            if payloadStart[Int(state)] < payloadStart[Int(state) + 1] { longest = cursor - position }
        }
        return longest
    }
}
