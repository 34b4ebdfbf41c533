import Testing
@testable import PhraseGrammar

@Suite("Capture edges as the walk reads them")
struct PhraseWalkTableTests {
    @Test func aWalkFromALaterWordFollowsNoEdgeThatLeadsOnlyToAlonePhrasesWhichStillMatch() throws {
        let grammar = try compile("""
            wildcard text
              max = 3
            intent RequestRide
              trigger: get me a cab
              slot pickup (alone): {text:pickup} to {text:dropOff}
              slot dropOff: to {text:dropOff}
            """)
        let tables = MatchTables(grammar)
        let automaton = tables.phraseAutomata[0]
        let table = tables.makeWalkTables()[0]
        let wildcard = CaptureKinds.wildcard
        let rootEdges = automaton.dynamicEdgeIndices(of: DeterministicAutomaton.root)
        #expect(!rootEdges.isEmpty)
        for edge in rootEdges {
            #expect(table.fromFirstWord.edgeKinds[edge] == wildcard)
            #expect(table.fromLaterWord.edgeKinds[edge].isEmpty, "{text:pickup} at the root leads only to the (alone) phrase")
        }
        #expect(table.fromFirstWord.states[Int(DeterministicAutomaton.root)].kinds == wildcard)
        #expect(table.fromLaterWord.states[Int(DeterministicAutomaton.root)].kinds.isEmpty)
        #expect(table.servesLaterWords?[Int(DeterministicAutomaton.root)] == true)
        // The quick backward passes and the walk over every edge agree.
        let quick = automaton.withBuffers { graph in
            PhraseWalkTable.statesServingLaterWords(graph, stateCount: automaton.stateCount, phraseFlags: tables.phraseFlags)
        }
        let edgeByEdge = automaton.withBuffers { graph in
            PhraseWalkTable.statesServingLaterWords(graph, stateCount: automaton.stateCount, phraseFlags: tables.phraseFlags, passes: 0)
        }
        #expect(quick == table.servesLaterWords)
        #expect(edgeByEdge == table.servesLaterWords)
        #expect(table.servesLaterWords?.contains(false) == true)

        #expect(grammar.parse("SFO to Oakland").values == ["pickup": .text("SFO"), "dropOff": .text("Oakland")])
        let later = grammar.parse("get me a cab SFO to Oakland")
        #expect(later.labels == ["trigger", "slot dropOff"])
        #expect(later.values["pickup"] == nil)
    }

    @Test func edgesOfTheKindsAskedForAreVisitedInOrderAcrossGroupsOfEight() throws {
        let lists = (1...11).map { "list l\($0)\n  W\($0) = w\($0)" }.joined(separator: "\n")
        let grammar = try compile(lists + """

            wildcard text
              max = 2
            global
              slot a: {l1} one
              slot b: {text} two
              slot c: {l2} three
              slot d: {number} four
            """ + (3...11).map { "\n  slot e\($0): {l\($0)} x\($0)" }.joined())
        let tables = MatchTables(grammar)
        let automaton = tables.phraseAutomata[0]
        let table = tables.makeWalkTables()[0]
        #expect(table.servesLaterWords == nil, "no phrase is (alone): walks from later words read the same layer")
        let edges = automaton.dynamicEdgeIndices(of: DeterministicAutomaton.root)
        #expect(edges.count > 8)
        for kinds: CaptureKinds in [.list, [.wildcard, .number], .every, []] {
            var visited: [Int] = []
            var visitedKinds: [CaptureKinds] = []
            table.withBuffers(fromFirstWord: true) { buffers in
                buffers.forEachEdge(in: edges, ofKinds: kinds) { index, kind in
                    visited.append(index)
                    visitedKinds.append(kind)
                }
            }
            #expect(visited == edges.filter { !table.fromFirstWord.edgeKinds[$0].isDisjoint(with: kinds) })
            #expect(visitedKinds == visited.map { table.fromFirstWord.edgeKinds[$0] })
        }
    }

    @Test func everyWordEdgeIsFoundInItsStatesSlotsAndNoOtherWordIs() throws {
        // States of one edge, of a short run, and of runs long enough to be spread by hash.
        let words = (0..<40).map { "w\($0)" }
        let grammar = try compile("""
            global
              answer one: go (\(words.joined(separator: " | "))) now
              answer two: stop (\(words.prefix(6).joined(separator: " | "))) [later]
              answer three: wait (\(words.prefix(12).joined(separator: " | "))) [here | there]
            """)
        let tables = MatchTables(grammar)
        let automaton = tables.phraseAutomata[0]
        let table = tables.makeWalkTables()[0]
        let wordLimit = automaton.wordEdges.map { Int32(truncatingIfNeeded: $0 >> 32) }.max() ?? 0
        var found = 0
        table.withBuffers(fromFirstWord: true) { buffers in
            for state in 0..<Int32(automaton.stateCount) {
                for word in -1...wordLimit + 2 {
                    let expected = automaton.child(of: state, word: word)
                    #expect(buffers.child(of: state, word: word) == expected, "state \(state), word \(word)")
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(found == automaton.wordEdges.count)
        #expect(table.wordLookups.contains { $0 >> 32 > 1 }, "some run is spread by hash")
        #expect(table.wordSlots.count < 1 + 3 * automaton.wordEdges.count + automaton.stateCount)
        #expect(grammar.parse("go w33 now").labels == ["answer one"])
        #expect(grammar.parse("wait w11 there").labels == ["answer three"])
        #expect(grammar.parse("go w40 now").labels.isEmpty)
    }
}
