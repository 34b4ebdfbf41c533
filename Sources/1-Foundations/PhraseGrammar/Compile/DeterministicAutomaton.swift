/// A `PhraseAutomaton` made deterministic by subset construction: each state stands for the set
/// of automaton nodes one word sequence (and capture choice) can reach, so matching follows one
/// word edge per token instead of every node a phrase shares a word with. Capture edges with the
/// same capture merge too; they still branch where values of different lengths are found.
struct DeterministicAutomaton: Sendable {
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    private(set) var wordEdges: [Int64: Int32] = [:]
    private(set) var dynamicEdges: [[DynamicEdge]] = []
    private(set) var terminals: [[Int32]] = []

    static let root: Int32 = 0

    @inline(__always)
    func child(of state: Int32, word: Int32) -> Int32? {
        word < 0 ? nil : wordEdges[PhraseAutomaton.key(state, word)]
    }

    init() {
        dynamicEdges = [[]]
        terminals = [[]]
    }

    init(_ automaton: PhraseAutomaton) {
        let nodeCount = automaton.nodeCount
        // Outgoing edges per node, in flat arrays indexed by node (counting sort).
        let words = Self.group(automaton.wordEdges.map { ($0.from, $0.word, $0.to) }, nodeCount: nodeCount)
        let captures = Self.group(automaton.captureEdges.map { ($0.from, $0.capture, $0.to) }, nodeCount: nodeCount)
        let payloads = Self.group(automaton.terminals.map { ($0.node, $0.payload, 0) }, nodeCount: nodeCount)

        var stateOf: [[Int32]: Int32] = [[PhraseAutomaton.root]: 0]
        var sets: [[Int32]] = [[PhraseAutomaton.root]]
        var pending: [(label: Int32, target: Int32)] = []
        var next = 0
        wordEdges.reserveCapacity(automaton.wordEdges.count)
        func state(for targets: ArraySlice<(label: Int32, target: Int32)>) -> Int32 {
            var members = targets.map(\.target)
            members.sort()
            var unique: [Int32] = []
            unique.reserveCapacity(members.count)
            for member in members where unique.last != member { unique.append(member) }
            if let existing = stateOf[unique] { return existing }
            let state = Int32(sets.count)
            stateOf[unique] = state
            sets.append(unique)
            return state
        }
        while next < sets.count {
            let members = sets[next]
            let current = Int32(next)
            next += 1

            var terminal: [Int32] = []
            for node in members { terminal += payloads.labels(of: node) }
            terminal.sort()
            var uniqueTerminal: [Int32] = []
            for payload in terminal where uniqueTerminal.last != payload { uniqueTerminal.append(payload) }
            terminals.append(uniqueTerminal)

            pending.removeAll(keepingCapacity: true)
            for node in members { captures.append(of: node, into: &pending) }
            pending.sort { $0.label < $1.label }
            var dynamic: [DynamicEdge] = []
            var start = 0
            while start < pending.count {
                var end = start + 1
                while end < pending.count, pending[end].label == pending[start].label { end += 1 }
                dynamic.append(DynamicEdge(capture: pending[start].label, child: state(for: pending[start..<end])))
                start = end
            }
            dynamicEdges.append(dynamic)

            pending.removeAll(keepingCapacity: true)
            for node in members { words.append(of: node, into: &pending) }
            pending.sort { $0.label < $1.label }
            start = 0
            while start < pending.count {
                var end = start + 1
                while end < pending.count, pending[end].label == pending[start].label { end += 1 }
                wordEdges[PhraseAutomaton.key(current, pending[start].label)] = state(for: pending[start..<end])
                start = end
            }
        }
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
            for payload in terminals[Int(state)] { results.append((cursor - position, payload)) }
        }
    }
}
