import Testing
@testable import PhraseGrammar

/// A state's word edges are one ascending run: a lookup halves a long run and scans a short one.
@Suite struct DeterministicAutomatonTests {
    /// Thirty words after "go": the state "go" reaches has a run long enough to be halved.
    private static let words = (0..<30).map { "w\(String(UnicodeScalar(UInt8(97 + $0 % 26))))\($0)" }

    @Test func everyWordOfALongRunIsFoundAndNoOtherWord() throws {
        let grammar = try compile("global\n  answer go: go (\(Self.words.joined(separator: " | "))) now\n")
        for word in Self.words {
            #expect(grammar.parse("go \(word) now").labels == ["answer go"], "\(word)")
        }
        for other in ["go now", "go wz99 now", "go now now", "go go now", "go wa0 wb1 now"] {
            #expect(grammar.parse(other).labels.isEmpty, "\(other)")
        }
    }

    @Test func aShortRunIsScannedToTheEndAndStopsPastTheWord() throws {
        let grammar = try compile("global\n  answer pick: pick (apple | melon | zucchini)\n")
        #expect(grammar.parse("pick melon").labels == ["answer pick"])
        #expect(grammar.parse("pick zucchini").labels == ["answer pick"])
        #expect(grammar.parse("pick banana").labels.isEmpty)
        #expect(grammar.parse("pick").labels.isEmpty)
    }

    @Test func everyStateHasAnAscendingRunNamingStatesItHas() throws {
        let grammar = try compile("global\n  answer go: go (\(Self.words.joined(separator: " | "))) [now | later]\n  answer stop: stop [now]\n")
        for automaton in grammar.phraseAutomata {
            #expect(automaton.wordStart.count == automaton.stateCount + 1)
            for state in 0..<automaton.stateCount {
                let run = automaton.wordEdges[Int(automaton.wordStart[state])..<Int(automaton.wordStart[state + 1])]
                #expect(zip(run, run.dropFirst()).allSatisfy { $0 >> 32 < $1 >> 32 })
                #expect(run.allSatisfy { Int($0 & 0xFFFF_FFFF) < automaton.stateCount })
            }
        }
    }

    @Test func anArchivedRunOutOfOrderOrNamingAStateItLacksIsRefused() throws {
        func readBack(wordEdges: [Int64]) throws(GrammarArchiveError) -> DeterministicAutomaton {
            // Two states: the root, with two word edges to state 1.
            let automaton = DeterministicAutomaton(
                wordStart: [0, Int32(wordEdges.count), Int32(wordEdges.count)], wordEdges: wordEdges, rootChildren: [],
                captureStart: [0, 0, 0], captureEdges: [], payloadStart: [0, 0, 1], payloads: [0])
            var writer = GrammarArchiveWriter()
            automaton.write(to: &writer)
            var reader = try GrammarArchiveReader(writer.finished())
            return try DeterministicAutomaton.read(from: &reader, payloadLimit: 1, captureLimit: 0, wordLimit: 10)
        }
        let inOrder = try readBack(wordEdges: [2 << 32 | 1, 5 << 32 | 1])
        #expect(inOrder.wordEdges.count == 2)
        #expect(throws: GrammarArchiveError.self) { try readBack(wordEdges: [5 << 32 | 1, 2 << 32 | 1]) }
        #expect(throws: GrammarArchiveError.self) { try readBack(wordEdges: [2 << 32 | 1, 2 << 32 | 1]) }
        #expect(throws: GrammarArchiveError.self) { try readBack(wordEdges: [2 << 32 | 7]) }
        #expect(throws: GrammarArchiveError.self) { try readBack(wordEdges: [12 << 32 | 1]) }
    }
}

/// Automata made together on every core are those made one at a time.
@Suite struct ManyAutomataTests {
    /// A tree-shaped automaton of `nodes` nodes whose edges reuse a few words, so its
    /// determinization merges nodes; deterministic for a `seed`.
    private static func automaton(nodes: Int, seed: UInt64) -> PhraseAutomaton {
        var state = seed
        func next(_ bound: Int) -> Int32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int32(truncatingIfNeeded: (state >> 33) % UInt64(bound))
        }
        var words: [PhraseAutomaton.WordEdge] = []
        var captures: [PhraseAutomaton.CaptureEdge] = []
        var terminals: [(node: Int32, payload: Int32)] = []
        for node in 1..<Int32(nodes) {
            let parent = next(Int(node))
            if next(10) == 0 {
                captures.append(PhraseAutomaton.CaptureEdge(from: parent, capture: next(3), to: node))
            } else {
                words.append(PhraseAutomaton.WordEdge(from: parent, word: next(40), to: node))
            }
            if next(4) == 0 { terminals.append((node, next(50))) }
        }
        return PhraseAutomaton(nodeCount: nodes, wordEdges: words, captureEdges: captures, terminals: terminals)
    }

    @Test func madeAtOnceTheyAreTheSameAsOneAtATime() {
        let automata = (0..<5).map { Self.automaton(nodes: [3_000, 40, 1_200, 7, 900][$0], seed: UInt64($0) + 11) }
        #expect(automata.reduce(0) { $0 + $1.nodeCount } >= DeterministicAutomaton.parallelThreshold)
        let together = DeterministicAutomaton.make(automata)
        let alone = automata.map { DeterministicAutomaton($0) }
        #expect(together.count == alone.count)
        for (one, other) in zip(together, alone) {
            #expect(one.stateCount == other.stateCount)
            #expect(one.wordStart == other.wordStart)
            #expect(one.wordEdges == other.wordEdges)
            #expect(one.rootChildren == other.rootChildren)
            #expect(one.captureStart == other.captureStart)
            #expect(one.captureEdges.map(\.capture) == other.captureEdges.map(\.capture))
            #expect(one.captureEdges.map(\.child) == other.captureEdges.map(\.child))
            #expect(one.payloadStart == other.payloadStart)
            #expect(one.payloads == other.payloads)
        }
    }
}
