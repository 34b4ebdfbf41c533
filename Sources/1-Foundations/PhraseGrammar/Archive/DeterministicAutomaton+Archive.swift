// Archiving an automaton: its flat arrays as they are, checked on the way back in so that every
// state, payload, capture and word an edge names exists.

extension DeterministicAutomaton {
    func write(to writer: inout GrammarArchiveWriter) {
        // Only the filled slots, as (key, value) pairs: a table is mostly empty slots.
        let filled = wordEdges.keys.indices.filter { wordEdges.keys[$0] >= 0 }
        writer.write(filled.map { wordEdges.keys[$0] })
        writer.write(filled.map { wordEdges.values[$0] })
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
        let edgeKeys = try reader.readInt64s()
        let edgeTargets = try reader.readInt32s()
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
              edgeKeys.count == edgeTargets.count,
              edgeTargets.allSatisfy({ $0 >= 0 && Int($0) < stateCount }),
              edgeKeys.allSatisfy({ $0 >= 0 && Int($0 >> 32) < stateCount && Int($0 & 0xFFFF_FFFF) < wordLimit })
        else { throw damaged }
        var wordEdges = IntTable(capacity: edgeKeys.count)
        for (key, target) in zip(edgeKeys, edgeTargets) { wordEdges.set(target, for: key) }
        var captureEdges: [DynamicEdge] = []
        captureEdges.reserveCapacity(pairs.count / 2)
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard pairs[index] >= 0, Int(pairs[index]) < captureLimit, pairs[index + 1] >= 0, Int(pairs[index + 1]) < stateCount else { throw damaged }
            captureEdges.append(DynamicEdge(capture: pairs[index], child: pairs[index + 1]))
        }
        return DeterministicAutomaton(
            wordEdges: wordEdges, rootChildren: rootChildren, captureStart: captureStart, captureEdges: captureEdges,
            payloadStart: payloadStart, payloads: payloads)
    }

    /// Whether `starts` begins at 0, never decreases and ends at `total`.
    private static func isMonotone(_ starts: [Int32], upTo total: Int) -> Bool {
        guard starts.first == 0, starts.last.map({ Int($0) == total }) ?? false else { return false }
        for index in 1..<starts.count where starts[index] < starts[index - 1] { return false }
        return true
    }
}
