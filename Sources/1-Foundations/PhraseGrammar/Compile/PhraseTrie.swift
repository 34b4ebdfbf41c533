/// A trie over token ids in which phrases, list entries and skip words are compiled. Words are
/// deterministic edges; captures (`{list}`, builtins, wildcards) are dynamic edges the matcher
/// follows with values found in the utterance beforehand. Terminal nodes carry payloads (phrase
/// or entry indices).
struct PhraseTrie: Sendable {
    /// A capture edge out of a node.
    struct DynamicEdge: Sendable {
        var capture: Int32
        var child: Int32
    }

    private(set) var wordEdges: [Int64: Int32] = [:]
    private(set) var dynamicEdges: [[DynamicEdge]] = [[]]
    private(set) var terminals: [[Int32]] = [[]]

    var nodeCount: Int { terminals.count }
    static let root: Int32 = 0

    @inline(__always)
    static func key(_ node: Int32, _ word: Int32) -> Int64 {
        Int64(node) << 32 | Int64(word)
    }

    @inline(__always)
    func child(of node: Int32, word: Int32) -> Int32? {
        word < 0 ? nil : wordEdges[Self.key(node, word)]
    }

    private mutating func newNode() -> Int32 {
        dynamicEdges.append([])
        terminals.append([])
        return Int32(terminals.count - 1)
    }

    mutating func wordChild(of node: Int32, word: Int32) -> Int32 {
        let key = Self.key(node, word)
        if let existing = wordEdges[key] { return existing }
        let child = newNode()
        wordEdges[key] = child
        return child
    }

    mutating func captureChild(of node: Int32, capture: Int32) -> Int32 {
        if let existing = dynamicEdges[Int(node)].first(where: { $0.capture == capture }) { return existing.child }
        let child = newNode()
        dynamicEdges[Int(node)].append(DynamicEdge(capture: capture, child: child))
        return child
    }

    mutating func markTerminal(_ node: Int32, payload: Int32) {
        if !terminals[Int(node)].contains(payload) { terminals[Int(node)].append(payload) }
    }

    /// Every (length, payload) of word-only paths starting at `position` of `ids`.
    func wordMatches(at position: Int, in ids: [Int32], into results: inout [(Int, Int32)]) {
        var node = Self.root
        var cursor = position
        while cursor < ids.count, let next = child(of: node, word: ids[cursor]) {
            node = next
            cursor += 1
            for payload in terminals[Int(node)] { results.append((cursor - position, payload)) }
        }
    }
}
