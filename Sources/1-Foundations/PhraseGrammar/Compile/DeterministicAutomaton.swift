/// A `PhraseAutomaton` made deterministic by subset construction: each state stands for the set
/// of automaton nodes one word sequence (and capture choice) can reach, so matching follows one
/// word edge per token instead of every node a phrase shares a word with. Capture edges with the
/// same capture merge too; they still branch where values of different lengths are found.
final class DeterministicAutomaton: Sendable {
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    private let wordEdges: IntTable
    /// The root's word edges by word id (-1: none). Every token position looks up the root, and
    /// most words start nothing: a dense array answers without a hash table's cache misses.
    private let rootChildren: [Int32]
    /// Capture edges of state `s` are `captureEdges[captureStart[s]..<captureStart[s + 1]]`.
    private let captureStart: [Int32]
    private let captureEdges: [DynamicEdge]
    /// Payloads of state `s` are `payloads[payloadStart[s]..<payloadStart[s + 1]]`.
    private let payloadStart: [Int32]
    private let payloads: [Int32]

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
        let words = Self.group(automaton.wordEdges.map { ($0.from, $0.word, $0.to) }, nodeCount: nodeCount)
        let captures = Self.group(automaton.captureEdges.map { ($0.from, $0.capture, $0.to) }, nodeCount: nodeCount)
        let nodePayloads = Self.group(automaton.terminals.map { ($0.node, $0.payload, 0) }, nodeCount: nodeCount)

        // Sets of two or more nodes by their members; single nodes by node, in a flat array.
        var stateOf: [[Int32]: Int32] = [:]
        var sets: [[Int32]] = [[PhraseAutomaton.root]]
        var pending: [(label: Int32, target: Int32)] = []
        var terminal: [Int32] = []
        var members: [Int32] = []
        var next = 0
        var singletonState = [Int32](repeating: -1, count: max(nodeCount, 1))
        singletonState[Int(PhraseAutomaton.root)] = 0
        func singleton(_ node: Int32) -> Int32 {
            if singletonState[Int(node)] >= 0 { return singletonState[Int(node)] }
            let state = Int32(sets.count)
            singletonState[Int(node)] = state
            sets.append([node])
            return state
        }
        func state(for targets: ArraySlice<(label: Int32, target: Int32)>) -> Int32 {
            // Most targets are one node; they skip building and hashing a member array.
            if targets.count == 1, let only = targets.first?.target { return singleton(only) }
            members.removeAll(keepingCapacity: true)
            for target in targets { members.append(target.target) }
            members.sort()
            var unique: [Int32] = []
            unique.reserveCapacity(members.count)
            for member in members where unique.last != member { unique.append(member) }
            if unique.count == 1 { return singleton(unique[0]) }
            if let existing = stateOf[unique] { return existing }
            let state = Int32(sets.count)
            stateOf[unique] = state
            sets.append(unique)
            return state
        }
        while next < sets.count {
            let current = Int32(next)
            next += 1

            terminal.removeAll(keepingCapacity: true)
            for node in sets[next - 1] { terminal += nodePayloads.labels(of: node) }
            terminal.sort()
            for payload in terminal where payloads.count == Int(payloadStart[payloadStart.count - 1]) || payloads.last != payload {
                payloads.append(payload)
            }
            payloadStart.append(Int32(payloads.count))

            pending.removeAll(keepingCapacity: true)
            for node in sets[Int(current)] { captures.append(of: node, into: &pending) }
            pending.sort { $0.label < $1.label }
            var start = 0
            while start < pending.count {
                var end = start + 1
                while end < pending.count, pending[end].label == pending[start].label { end += 1 }
                captureEdges.append(DynamicEdge(capture: pending[start].label, child: state(for: pending[start..<end])))
                start = end
            }
            captureStart.append(Int32(captureEdges.count))

            pending.removeAll(keepingCapacity: true)
            for node in sets[Int(current)] { words.append(of: node, into: &pending) }
            pending.sort { $0.label < $1.label }
            start = 0
            while start < pending.count {
                var end = start + 1
                while end < pending.count, pending[end].label == pending[start].label { end += 1 }
                let child = state(for: pending[start..<end])
                wordEdges.set(child, for: PhraseAutomaton.key(current, pending[start].label))
                if current == Self.root {
                    let word = Int(pending[start].label)
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

        func append(of node: Int32, into pending: inout [(label: Int32, target: Int32)]) {
            for index in Int(offsets[Int(node)])..<Int(offsets[Int(node) + 1]) {
                pending.append((labels[index], targets[index]))
            }
        }
    }

    private static func group(_ edges: [(Int32, Int32, Int32)], nodeCount: Int) -> Grouped {
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[Int(edge.0) + 1] += 1 }
        for index in 0..<nodeCount { offsets[index + 1] += offsets[index] }
        var cursor = offsets
        var labels = [Int32](repeating: 0, count: edges.count)
        var targets = [Int32](repeating: 0, count: edges.count)
        for edge in edges {
            let slot = Int(cursor[Int(edge.0)])
            labels[slot] = edge.1
            targets[slot] = edge.2
            cursor[Int(edge.0)] += 1
        }
        return Grouped(offsets: offsets, labels: labels, targets: targets)
    }

    /// Every (length, payload) of word-only paths starting at `position` of `ids`.
    func wordMatches(at position: Int, in ids: [Int32], into results: inout [(Int, Int32)]) {
        var state = Self.root
        var cursor = position
        while cursor < ids.count, let next = child(of: state, word: ids[cursor]) {
            state = next
            cursor += 1
            for payload in terminals(of: state) { results.append((cursor - position, payload)) }
        }
    }
}
