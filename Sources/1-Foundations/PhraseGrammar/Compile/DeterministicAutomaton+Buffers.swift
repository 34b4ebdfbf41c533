extension DeterministicAutomaton {
    /// The automaton's tables as buffers, for the matcher's walk (see `withBuffers`).
    struct Buffers {
        let wordStart: UnsafeBufferPointer<Int32>
        let wordEdges: UnsafeBufferPointer<Int64>
        let rootChildren: UnsafeBufferPointer<Int32>
        let captureStart: UnsafeBufferPointer<Int32>
        let captureEdges: UnsafeBufferPointer<DynamicEdge>
        let payloadStart: UnsafeBufferPointer<Int32>
        let payloads: UnsafeBufferPointer<Int32>

        /// As `DeterministicAutomaton.child(of:word:)`.
        @inline(__always)
        func child(of state: Int32, word: Int32) -> Int32? {
            DeterministicAutomaton.child(of: state, word: word, rootChildren: rootChildren, wordStart: wordStart, wordEdges: wordEdges)
        }

        /// The indices of `state`'s capture edges.
        // NB: the runs' starts never decrease (so built, and checked when read from an archive:
        // `isMonotone`), so the ranges are made without testing their bounds' order.
        @inline(__always)
        func captureEdgeIndices(of state: Int32) -> Range<Int> {
            Range(uncheckedBounds: (Int(captureStart[Int(state)]), Int(captureStart[Int(state) &+ 1])))
        }

        /// The indices of `state`'s payloads.
        @inline(__always)
        func terminalIndices(of state: Int32) -> Range<Int> {
            Range(uncheckedBounds: (Int(payloadStart[Int(state)]), Int(payloadStart[Int(state) &+ 1])))
        }
    }

    /// The automaton's tables as buffers that stay valid as long as the automaton: its tables are
    /// constants it holds, so their storage neither moves nor is freed before it is.
    // NB: for a holder of the automaton that walks it for every utterance (`WalkGraphs`), taken
    // once: taken per walk (`withBuffers`), the automaton was retained and released each time.
    var lastingBuffers: Buffers { withBuffers { $0 } }

    /// Calls `body` with the automaton's tables as buffers.
    // NB: the matcher's walk read each table through the object, with a bounds check, at every
    // step. Every state, edge and payload index in the tables
    // was checked when the automaton was built or read from an archive
    // (`DeterministicAutomaton+Archive`), so indices read from them stay inside the buffers.
    @inline(__always)
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        wordStart.withUnsafeBufferPointer { wordStart in
            wordEdges.withUnsafeBufferPointer { wordEdges in
                rootChildren.withUnsafeBufferPointer { rootChildren in
                    captureStart.withUnsafeBufferPointer { captureStart in
                        captureEdges.withUnsafeBufferPointer { captureEdges in
                            payloadStart.withUnsafeBufferPointer { payloadStart in
                                payloads.withUnsafeBufferPointer { payloads in
                                    body(Buffers(
                                        wordStart: wordStart, wordEdges: wordEdges, rootChildren: rootChildren,
                                        captureStart: captureStart, captureEdges: captureEdges,
                                        payloadStart: payloadStart, payloads: payloads))
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
