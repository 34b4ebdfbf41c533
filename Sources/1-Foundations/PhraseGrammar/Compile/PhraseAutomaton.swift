/// A nondeterministic automaton over token ids into which phrases, list entries and skip words
/// are compiled. Its size grows with the size of the expressions, not with the number of
/// sentences they describe. Word edges may lead to several nodes; captures (`{list}`, builtins,
/// wildcards) are dynamic edges the matcher follows with values found in the utterance
/// beforehand. Terminal nodes carry payloads (phrase or entry indices). Edges are kept flat; the
/// `DeterministicAutomaton` built from it is what matching uses.
///
/// A class, so growing it appends to its arrays in place: as a struct nested in the builder, each
/// phrase inserted copied the whole edge array once (copy on write).
final class PhraseAutomaton {
    /// A word edge: `from` --word--> `to`.
    struct WordEdge: Sendable {
        var from: Int32
        var word: Int32
        var to: Int32
    }

    /// A capture edge: `from` --capture--> `to`.
    struct CaptureEdge: Sendable {
        var from: Int32
        var capture: Int32
        var to: Int32
    }

    private(set) var wordEdges: [WordEdge] = []
    private(set) var captureEdges: [CaptureEdge] = []
    /// (node, payload) pairs.
    private(set) var terminals: [(node: Int32, payload: Int32)] = []
    private(set) var nodeCount = 1

    static let root: Int32 = 0

    /// An automaton of the root alone, grown with `newNode` and the `add` methods.
    init() {}

    /// An automaton of `nodeCount` nodes (the root is node 0) with these edges and terminals.
    init(nodeCount: Int, wordEdges: [WordEdge], captureEdges: [CaptureEdge], terminals: [(node: Int32, payload: Int32)]) {
        self.nodeCount = nodeCount
        self.wordEdges = wordEdges
        self.captureEdges = captureEdges
        self.terminals = terminals
    }

    @inline(__always)
    static func key(_ node: Int32, _ word: Int32) -> Int64 {
        Int64(node) << 32 | Int64(word)
    }

    func newNode() -> Int32 {
        nodeCount += 1
        return Int32(nodeCount - 1)
    }

    func addWordEdge(from node: Int32, word: Int32, to target: Int32) {
        wordEdges.append(WordEdge(from: node, word: word, to: target))
    }

    func addCaptureEdge(from node: Int32, capture: Int32, to target: Int32) {
        captureEdges.append(CaptureEdge(from: node, capture: capture, to: target))
    }

    func markTerminal(_ node: Int32, payload: Int32) {
        terminals.append((node, payload))
    }
}
