/// A phrase automaton's capture edges as the matcher's walk reads them: per state, the kinds of
/// its capture edges; per edge, its kind and where its values come from.
// NB: the walk looks at about 160 capture edges an utterance (most at the root) and follows 8.
// Reading each edge's `CaptureCode` through its capture number to test its kind was 20
// instructions an edge (3,200 an utterance); a byte per edge, in order, is a tight scan.
struct CaptureEdgeTable: Sendable {
    /// Per state: the kinds of its capture edges (`CaptureCode.Kind.bit`), so a walk passes over
    /// a state whose capture edges can find nothing at a position.
    let stateKinds: [UInt8]
    /// Per capture edge, indexed as the automaton's `captureEdges`: its kind's bit; then
    /// `CaptureEdgeTable.padding` zeros, so eight bytes can be read from any edge.
    let edgeKinds: [UInt8]
    /// Per capture edge: its list or wildcard number (`CaptureCode.sourceIndex`).
    let edgeSources: [Int32]

    /// Zeros after the last edge's kind.
    static let padding = 8

    /// The table as buffers, for the walk (see `withBuffers`).
    struct Buffers {
        let stateKinds: UnsafeBufferPointer<UInt8>
        let edgeKinds: UnsafeRawBufferPointer
        let edgeSources: UnsafeBufferPointer<Int32>

        /// Calls `body` with the index of each edge in `edges` whose kind is one of `kinds`, in order.
        /// `edges` must be a state's capture edges.
        // NB: the kinds are tested eight edges at a time, as one 64-bit word, and most words hold
        // no kind asked for (13 instructions an edge tested one by one, 30M of the corpus's 360M).
        @inline(__always)
        func forEachEdge(in edges: Range<Int>, ofKinds kinds: UInt8, _ body: (Int) -> Void) {
            guard let base = edgeKinds.baseAddress else { return }
            let wanted = UInt64(kinds) &* 0x0101_0101_0101_0101
            var group = edges.lowerBound
            while group < edges.upperBound {
                // Bounds: a state's edges lie inside the automaton's, and `padding` zeros follow
                // the last one, so eight bytes read at any of its edges stay inside the table.
                // Edge `group + i` is byte i; each byte has one bit set, so a hit is one bit.
                var hits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: group, as: UInt64.self)) & wanted
                while hits != 0 {
                    let index = group + hits.trailingZeroBitCount >> 3
                    guard index < edges.upperBound else { return }
                    body(index)
                    hits &= hits &- 1
                }
                group += 8
            }
        }
    }

    /// Calls `body` with the table as buffers.
    @inline(__always)
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        stateKinds.withUnsafeBufferPointer { stateKinds in
            edgeKinds.withUnsafeBytes { edgeKinds in
                edgeSources.withUnsafeBufferPointer { edgeSources in
                    body(Buffers(stateKinds: stateKinds, edgeKinds: edgeKinds, edgeSources: edgeSources))
                }
            }
        }
    }

    init(_ automaton: DeterministicAutomaton, codes: [CaptureCode]) {
        let edgeCodes = automaton.captureEdges.map { codes[Int($0.capture)] }
        edgeKinds = edgeCodes.map(\.kind.bit) + repeatElement(0, count: Self.padding)
        edgeSources = edgeCodes.map(\.sourceIndex)
        let edgeKinds = self.edgeKinds
        stateKinds = (0..<automaton.stateCount).map { state in
            automaton.dynamicEdgeIndices(of: Int32(state)).reduce(UInt8(0)) { $0 | edgeKinds[$1] }
        }
    }
}
