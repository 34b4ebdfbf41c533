/// A `PhraseAutomaton` made deterministic by subset construction: each state stands for the set
/// of automaton nodes one word sequence (and capture choice) can reach, so matching follows one
/// word edge per token instead of every node a phrase shares a word with. Capture edges with the
/// same capture merge too; they still branch where values of different lengths are found.
final class DeterministicAutomaton: Sendable {
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    let wordEdges: IntTable
    /// The root's word edges by word id (-1: none). Every token position looks up the root, and
    /// most words start nothing: a dense array answers without a hash table's cache misses.
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
        guard word >= 0 else { return nil }
        if state == Self.root {
            guard Int(word) < rootChildren.count else { return nil }
            let child = rootChildren[Int(word)]
            return child < 0 ? nil : child
        }
        return wordEdges.value(for: PhraseAutomaton.key(state, word))
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
    init(wordEdges: IntTable, rootChildren: [Int32], captureStart: [Int32], captureEdges: [DynamicEdge], payloadStart: [Int32], payloads: [Int32]) {
        self.wordEdges = wordEdges
        self.rootChildren = rootChildren
        self.captureStart = captureStart
        self.captureEdges = captureEdges
        self.payloadStart = payloadStart
        self.payloads = payloads
    }

    /// An automaton that matches nothing.
    init() {
        wordEdges = IntTable()
        rootChildren = []
        captureStart = [0, 0]
        captureEdges = []
        payloadStart = [0, 0]
        payloads = []
    }

    init(_ automaton: PhraseAutomaton) {
        var wordEdges = IntTable(capacity: automaton.wordEdges.count)
        var rootChildren: [Int32] = []
        var captureStart: [Int32] = [0]
        var captureEdges: [DynamicEdge] = []
        var payloadStart: [Int32] = [0]
        var payloads: [Int32] = []
        let nodeCount = automaton.nodeCount
        // Outgoing edges per node, in flat arrays indexed by node (counting sort).
        // NB: each edge list is grouped where it lies, without first copying it into an array of tuples.
        let words = Self.group(automaton.wordEdges, nodeCount: nodeCount) { ($0.from, $0.word, $0.to) }
        let captures = Self.group(automaton.captureEdges, nodeCount: nodeCount) { ($0.from, $0.capture, $0.to) }
        let nodePayloads = Self.group(automaton.terminals, nodeCount: nodeCount) { ($0.node, $0.payload, 0) }

        // The node sets the states stand for, flat: state `s` is
        // `members[memberStart[s]..<memberStart[s + 1]]`, ascending. Single nodes are found by
        // node in a flat array, sets of two or more through `sets`.
        var members: [Int32] = [PhraseAutomaton.root]
        var memberStart: [Int32] = [0, 1]
        var sets = NodeSetTable()
        // Edges out of the current state, packed as label << 32 | target, sorted: grouped by label.
        var pending: [Int64] = []
        var terminal: [Int32] = []
        var candidate: [Int32] = []
        var next = 0
        var singletonState = [Int32](repeating: -1, count: max(nodeCount, 1))
        singletonState[Int(PhraseAutomaton.root)] = 0
        func singleton(_ node: Int32) -> Int32 {
            if singletonState[Int(node)] >= 0 { return singletonState[Int(node)] }
            let state = Int32(memberStart.count - 1)
            singletonState[Int(node)] = state
            members.append(node)
            memberStart.append(Int32(members.count))
            return state
        }
        /// The state for the targets of `pending[start..<end]` (one label), made if new.
        func state(_ start: Int, _ end: Int) -> Int32 {
            // Most targets are one node; they skip building and hashing a member list.
            if end - start == 1 { return singleton(Int32(truncatingIfNeeded: pending[start])) }
            candidate.removeAll(keepingCapacity: true)
            // Targets of one label are sorted already (the low half of the packed edge).
            for index in start..<end {
                let target = Int32(truncatingIfNeeded: pending[index])
                if candidate.last != target { candidate.append(target) }
            }
            if candidate.count == 1 { return singleton(candidate[0]) }
            let state = Int32(memberStart.count - 1)
            let found = sets.state(for: candidate, members: members, memberStart: memberStart, newState: state)
            if found == state {
                members.append(contentsOf: candidate)
                memberStart.append(Int32(members.count))
            }
            return found
        }
        while next < memberStart.count - 1 {
            let current = Int32(next)
            let first = Int(memberStart[next])
            let last = Int(memberStart[next + 1])
            next += 1

            terminal.removeAll(keepingCapacity: true)
            for index in first..<last { terminal += nodePayloads.labels(of: members[index]) }
            if terminal.count > 1 { terminal.sort() }
            for payload in terminal where payloads.count == Int(payloadStart[payloadStart.count - 1]) || payloads.last != payload {
                payloads.append(payload)
            }
            payloadStart.append(Int32(payloads.count))

            pending.removeAll(keepingCapacity: true)
            for index in first..<last { captures.appendPacked(of: members[index], into: &pending) }
            // One node's edges come sorted by label, then target (see `group`); only merged sets sort.
            if last - first > 1 { pending.sort() }
            var start = 0
            while start < pending.count {
                let label = Int32(truncatingIfNeeded: pending[start] >> 32)
                var end = start + 1
                while end < pending.count, Int32(truncatingIfNeeded: pending[end] >> 32) == label { end += 1 }
                captureEdges.append(DynamicEdge(capture: label, child: state(start, end)))
                start = end
            }
            captureStart.append(Int32(captureEdges.count))

            pending.removeAll(keepingCapacity: true)
            for index in first..<last { words.appendPacked(of: members[index], into: &pending) }
            if last - first > 1 { pending.sort() }
            start = 0
            while start < pending.count {
                let label = Int32(truncatingIfNeeded: pending[start] >> 32)
                var end = start + 1
                while end < pending.count, Int32(truncatingIfNeeded: pending[end] >> 32) == label { end += 1 }
                let child = state(start, end)
                wordEdges.set(child, for: PhraseAutomaton.key(current, label))
                if current == Self.root {
                    let word = Int(label)
                    if word >= rootChildren.count { rootChildren.append(contentsOf: repeatElement(-1, count: word + 1 - rootChildren.count)) }
                    rootChildren[word] = child
                }
                start = end
            }
        }
        self.wordEdges = wordEdges
        self.rootChildren = rootChildren
        self.captureStart = captureStart
        self.captureEdges = captureEdges
        self.payloadStart = payloadStart
        self.payloads = payloads
    }

    /// Edges grouped by source node: `labels(of:)` and `append(of:into:)` read one node's.
    private struct Grouped {
        var offsets: [Int32]
        var labels: [Int32]
        var targets: [Int32]

        func labels(of node: Int32) -> ArraySlice<Int32> {
            labels[Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1])]
        }

        /// Appends each edge of `node` as `label << 32 | target` (labels and targets are not negative).
        func appendPacked(of node: Int32, into pending: inout [Int64]) {
            for index in Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1]) {
                pending.append(Int64(labels[index]) << 32 | Int64(targets[index]))
            }
        }
    }

    /// Edges grouped by source node (a counting sort), each node's sorted by label and then
    /// target, so a state of one node reads its edges in order without sorting them again.
    private static func group<Edge>(_ edges: [Edge], nodeCount: Int, _ parts: (Edge) -> (Int32, Int32, Int32)) -> Grouped {
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[Int(parts(edge).0) + 1] += 1 }
        for index in 0..<nodeCount { offsets[index + 1] += offsets[index] }
        var cursor = offsets
        var packed = [Int64](repeating: 0, count: edges.count)
        for edge in edges {
            let (from, label, target) = parts(edge)
            let slot = Int(cursor[Int(from)])
            packed[slot] = Int64(label) << 32 | Int64(target)
            cursor[Int(from)] += 1
        }
        packed.withUnsafeMutableBufferPointer { packed in
            for node in 0..<nodeCount {
                let start = Int(offsets[node])
                let end = Int(offsets[node + 1])
                guard end - start > 1 else { continue }
                var sorted = true
                for index in (start + 1)..<end where packed[index - 1] > packed[index] {
                    sorted = false
                    break
                }
                if !sorted { packed[start..<end].sort() }
            }
        }
        let labels = packed.map { Int32(truncatingIfNeeded: $0 >> 32) }
        let targets = packed.map { Int32(truncatingIfNeeded: $0) }
        return Grouped(offsets: offsets, labels: labels, targets: targets)
    }

    /// Every (length, payload) of word-only paths starting at `position` of `ids`.
    func wordMatches(at position: Int, in ids: ScratchBuffer<Int32>, into results: inout ScratchBuffer<(length: Int, payload: Int32)>) {
        var state = Self.root
        var cursor = position
        while cursor < ids.count, let next = child(of: state, word: ids[cursor]) {
            state = next
            cursor += 1
            for index in terminalIndices(of: state) { results.append((cursor - position, payloads[index])) }
        }
    }
}
