/// What the walk reads of the phrase automata: per automaton, its tables as buffers and its walk
/// table's two layers as buffers (for walks from the first word, then from later ones).
///
/// Constant for a matcher's life, and valid as long as it: the tables and walk tables it holds
/// never change.
struct WalkGraphs {
    /// One automaton's buffers and its walk layers, by address (see `withGraph(_:_:)`).
    struct Graph {
        let automaton: UnsafePointer<DeterministicAutomaton.Buffers>
        /// Two layers: from the first word, then (at `layers + 1`) from later ones.
        let layers: UnsafePointer<PhraseWalkTable.Buffers>
    }

    /// Per phrase automaton, what the walk reads beside it; held so its buffers stay valid.
    private let walkTables: [PhraseWalkTable]
    // NB: taken once for the matcher, not for every utterance's walks: taking them from the
    // automaton and the walk table retained and released both.
    private let automata: [DeterministicAutomaton.Buffers]
    private let layers: [PhraseWalkTable.Buffers]

    /// The graphs of `tables`' phrase automata, whose walk tables are `walkTables`.
    init(tables: MatchTables, walkTables: [PhraseWalkTable]) {
        self.walkTables = walkTables
        automata = tables.phraseAutomata.map(\.lastingBuffers)
        layers = walkTables.flatMap { [$0.lastingBuffers(fromFirstWord: true), $0.lastingBuffers(fromFirstWord: false)] }
    }

    /// Calls `body` with automaton `index`'s graph; does nothing when there is no such automaton.
    // NB: the walk is handed the buffers' address, not a copy: copied for each walk (two copies of
    // 200 bytes and more), they cost about as much as the retains they replace.
    @inline(__always)
    func withGraph(_ index: Int, _ body: (Graph) -> Void) {
        automata.withUnsafeBufferPointer { automata in
            layers.withUnsafeBufferPointer { layers in
                guard index >= 0, index < automata.count, 2 * index + 1 < layers.count,
                    let automaton = automata.baseAddress, let layer = layers.baseAddress
                else { return }
                body(Graph(automaton: automaton + index, layers: layer + 2 * index))
            }
        }
    }
}
