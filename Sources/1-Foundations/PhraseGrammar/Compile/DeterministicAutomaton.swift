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
        // Outgoing word edges per node, grouped from the automaton's edge table.
        var outgoing = [[(word: Int32, targets: [Int32])]](repeating: [], count: automaton.nodeCount)
        for (key, targets) in automaton.wordEdges {
            outgoing[Int(key >> 32)].append((Int32(truncatingIfNeeded: key), targets))
        }
        for index in outgoing.indices { outgoing[index].sort { $0.word < $1.word } }

        var stateOf: [[Int32]: Int32] = [[PhraseAutomaton.root]: 0]
        var sets: [[Int32]] = [[PhraseAutomaton.root]]
        var next = 0
        func state(for nodes: [Int32]) -> Int32 {
            let key = Array(Set(nodes)).sorted()
            if let existing = stateOf[key] { return existing }
            let state = Int32(sets.count)
            stateOf[key] = state
            sets.append(key)
            return state
        }
        while next < sets.count {
            let members = sets[next]
            let current = Int32(next)
            next += 1
            var payloads = Set<Int32>()
            var byCapture: [Int32: [Int32]] = [:]
            var byWord: [Int32: [Int32]] = [:]
            for node in members {
                payloads.formUnion(automaton.terminals[Int(node)])
                for edge in automaton.dynamicEdges[Int(node)] { byCapture[edge.capture, default: []].append(edge.child) }
                for (word, targets) in outgoing[Int(node)] { byWord[word, default: []] += targets }
            }
            terminals.append(payloads.sorted())
            var dynamic: [DynamicEdge] = []
            for capture in byCapture.keys.sorted() {
                dynamic.append(DynamicEdge(capture: capture, child: state(for: byCapture[capture] ?? [])))
            }
            dynamicEdges.append(dynamic)
            for word in byWord.keys.sorted() {
                wordEdges[PhraseAutomaton.key(current, word)] = state(for: byWord[word] ?? [])
            }
        }
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
