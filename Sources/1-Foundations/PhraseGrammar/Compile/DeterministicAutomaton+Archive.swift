// Archiving an automaton: its flat arrays as they are, checked on the way back in so that every
// state, payload, capture and word an edge names exists.

extension DeterministicAutomaton {
    func write(to writer: inout GrammarArchiveWriter) {
        writer.write(wordStart)
        writer.write(wordEdges)
        writer.write(rootChildren)
        writer.write(captureStart)
        writer.write(captureEdges.flatMap { [$0.capture, $0.child] })
        writer.write(payloadStart)
        writer.write(payloads)
    }

    /// Reads an automaton whose payloads are below `payloadLimit`, captures below `captureLimit`
    /// and words below `wordLimit`.
    static func read(
        from reader: inout GrammarArchiveReader, payloadLimit: Int, captureLimit: Int, wordLimit: Int
    ) throws(GrammarArchiveError) -> DeterministicAutomaton {
        let damaged = GrammarArchiveError("the archive holds a damaged automaton")
        let wordStart = try reader.readInt32s()
        let wordEdges = try reader.readInt64s()
        let rootChildren = try reader.readInt32s()
        let captureStart = try reader.readInt32s()
        let pairs = try reader.readInt32s()
        let payloadStart = try reader.readInt32s()
        let payloads = try reader.readInt32s()
        let stateCount = payloadStart.count - 1
        guard stateCount >= 1, captureStart.count == payloadStart.count, pairs.count % 2 == 0,
              rootChildren.count <= wordLimit,
              Self.isMonotone(captureStart, upTo: pairs.count / 2), Self.isMonotone(payloadStart, upTo: payloads.count),
              payloads.allSatisfy({ $0 >= 0 && Int($0) < payloadLimit }),
              rootChildren.allSatisfy({ $0 >= -1 && Int($0) < stateCount }),
              wordStart.count == payloadStart.count, Self.isMonotone(wordStart, upTo: wordEdges.count),
              Self.areOrderedRuns(wordEdges, starts: wordStart, wordLimit: wordLimit, stateCount: stateCount)
        else { throw damaged }
        var captureEdges: [DynamicEdge] = []
        captureEdges.reserveCapacity(pairs.count / 2)
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard pairs[index] >= 0, Int(pairs[index]) < captureLimit, pairs[index + 1] >= 0, Int(pairs[index + 1]) < stateCount else { throw damaged }
            captureEdges.append(DynamicEdge(capture: pairs[index], child: pairs[index + 1]))
        }
        return DeterministicAutomaton(
            wordStart: wordStart, wordEdges: wordEdges, rootChildren: rootChildren, captureStart: captureStart, captureEdges: captureEdges,
            payloadStart: payloadStart, payloads: payloads)
    }

    /// Whether each state's word edges name a word below `wordLimit` and a state below
    /// `stateCount`, words strictly ascending (a lookup relies on the order).
    private static func areOrderedRuns(_ edges: [Int64], starts: [Int32], wordLimit: Int, stateCount: Int) -> Bool {
        for state in 0..<(starts.count - 1) {
            var previous: Int64 = -1
            for edge in edges[Int(starts[state])..<Int(starts[state + 1])] {
                let word = edge >> 32
                let target = edge & 0xFFFF_FFFF
                guard word > previous, word < wordLimit, target < stateCount else { return false }
                previous = word
            }
        }
        return true
    }

    /// Whether `starts` begins at 0, never decreases and ends at `total`.
    private static func isMonotone(_ starts: [Int32], upTo total: Int) -> Bool {
        guard starts.first == 0, starts.last.map({ Int($0) == total }) ?? false else { return false }
        for index in 1..<starts.count where starts[index] < starts[index - 1] { return false }
        return true
    }
}
