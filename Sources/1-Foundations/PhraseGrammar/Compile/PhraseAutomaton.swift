/// A nondeterministic automaton over token ids into which phrases, list entries and skip words
/// are compiled. Its size grows with the size of the expressions, not with the number of
/// sentences they describe. Word edges may lead to several nodes; captures (`{list}`, builtins,
/// wildcards) are dynamic edges the matcher follows with values found in the utterance
/// beforehand. Terminal nodes carry payloads (phrase or entry indices).
struct PhraseAutomaton: Sendable {
    /// A capture edge out of a node.
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    private(set) var wordEdges: [Int64: [Int32]] = [:]
    private(set) var dynamicEdges: [[DynamicEdge]] = [[]]
    private(set) var terminals: [[Int32]] = [[]]

    var nodeCount: Int { terminals.count }
    static let root: Int32 = 0

    @inline(__always)
    static func key(_ node: Int32, _ word: Int32) -> Int64 {
        Int64(node) << 32 | Int64(word)
    }

    @inline(__always)
    func targets(of node: Int32, word: Int32) -> [Int32]? {
        word < 0 ? nil : wordEdges[Self.key(node, word)]
    }

    mutating func newNode() -> Int32 {
        dynamicEdges.append([])
        terminals.append([])
        return Int32(terminals.count - 1)
    }

    mutating func addWordEdge(from node: Int32, word: Int32, to target: Int32) {
        let key = Self.key(node, word)
        if wordEdges[key]?.contains(target) == true { return }
        wordEdges[key, default: []].append(target)
    }

    mutating func addCaptureEdge(from node: Int32, capture: Int32, to target: Int32) {
        if dynamicEdges[Int(node)].contains(where: { $0.capture == capture && $0.child == target }) { return }
        dynamicEdges[Int(node)].append(DynamicEdge(capture: capture, child: target))
    }

    mutating func markTerminal(_ node: Int32, payload: Int32) {
        if !terminals[Int(node)].contains(payload) { terminals[Int(node)].append(payload) }
    }

    /// Every (length, payload) of word-only paths starting at `position` of `ids`.
    func wordMatches(at position: Int, in ids: [Int32], into results: inout [(Int, Int32)]) {
        var current: [Int32] = [Self.root]
        var next: [Int32] = []
        var cursor = position
        while cursor < ids.count, !current.isEmpty {
            next.removeAll(keepingCapacity: true)
            for node in current {
                if let targets = targets(of: node, word: ids[cursor]) {
                    for target in targets where !next.contains(target) { next.append(target) }
                }
            }
            cursor += 1
            for node in next {
                for payload in terminals[Int(node)] { results.append((cursor - position, payload)) }
            }
            swap(&current, &next)
        }
    }
}
