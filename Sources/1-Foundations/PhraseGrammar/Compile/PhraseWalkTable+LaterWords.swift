extension PhraseWalkTable {
    /// Per state: whether some phrase that is not `(alone)` ends there or after it; nil when no
    /// phrase is `(alone)` (every state serves). Worked out backwards: a few passes from the last
    /// state to the first, each stopping at a state's first edge into a serving state (the
    /// construction numbers most states after those before them), then, if some pass still
    /// changed something after `passes`, over every edge once from the serving states.
    static func statesServingLaterWords(
        _ graph: DeterministicAutomaton.Buffers, stateCount: Int, phraseFlags: [UInt8], passes: Int = 4
    ) -> [Bool]? {
        func isAlone(_ phrase: Int32) -> Bool {
            Int(phrase) < phraseFlags.count && phraseFlags[Int(phrase)] & MatchTables.aloneFlag != 0
        }
        guard graph.payloads.contains(where: isAlone) else { return nil }
        var serves = [Bool](repeating: false, count: stateCount)
        // NB: written through a buffer, with no local function capturing it: captured, each read
        // was checked for exclusive access at run time (about a third of the table's build).
        let changed = serves.withUnsafeMutableBufferPointer { serves in
            for state in 0..<stateCount {
                for index in graph.terminalIndices(of: Int32(state)) where !isAlone(graph.payloads[index]) {
                    serves[state] = true
                    break
                }
            }
            var changed = true
            var pass = 0
            while changed, pass < passes {
                changed = false
                pass += 1
                for state in stride(from: stateCount - 1, through: 0, by: -1) where !serves[state] {
                    var reaches = false
                    for edge in Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1])
                    where serves[Int(truncatingIfNeeded: graph.wordEdges[edge] & 0xFFFF_FFFF)] {
                        reaches = true
                        break
                    }
                    if !reaches {
                        for edge in graph.captureEdgeIndices(of: Int32(state)) where serves[Int(graph.captureEdges[edge].child)] {
                            reaches = true
                            break
                        }
                    }
                    if reaches {
                        serves[state] = true
                        changed = true
                    }
                }
            }
            return changed
        }
        guard changed else { return serves }
        return statesReachingServingStates(graph, stateCount: stateCount, serving: serves)
    }

    /// `serving` and every state with a path into one of them: backwards over every edge once.
    static func statesReachingServingStates(_ graph: DeterministicAutomaton.Buffers, stateCount: Int, serving: [Bool]) -> [Bool] {
        // Each edge's source, grouped by target (counting sort): the states before each state.
        var predecessorStart = [Int32](repeating: 0, count: stateCount + 1)
        func forEachEdge(_ body: (_ source: Int, _ target: Int) -> Void) {
            for state in 0..<stateCount {
                for index in Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1]) {
                    body(state, Int(truncatingIfNeeded: graph.wordEdges[index] & 0xFFFF_FFFF))
                }
                for index in graph.captureEdgeIndices(of: Int32(state)) {
                    body(state, Int(graph.captureEdges[index].child))
                }
            }
        }
        forEachEdge { _, target in predecessorStart[target + 1] += 1 }
        for state in 0..<stateCount { predecessorStart[state + 1] += predecessorStart[state] }
        var cursor = predecessorStart
        var predecessors = [Int32](repeating: 0, count: Int(predecessorStart[stateCount]))
        forEachEdge { source, target in
            predecessors[Int(cursor[target])] = Int32(source)
            cursor[target] += 1
        }
        var serves = serving
        var pending = (0..<stateCount).filter { serving[$0] }.map(Int32.init)
        while let state = pending.popLast() {
            for index in Int(predecessorStart[Int(state)])..<Int(predecessorStart[Int(state) + 1]) {
                let source = Int(predecessors[index])
                guard !serves[source] else { continue }
                serves[source] = true
                pending.append(Int32(source))
            }
        }
        return serves
    }
}
