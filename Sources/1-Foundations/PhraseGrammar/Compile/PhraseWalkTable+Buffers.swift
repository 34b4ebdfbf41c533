extension PhraseWalkTable {
    /// The table as buffers, for the walk (see `withBuffers`), with the layer for one kind of start.
    struct Buffers {
        let stateKinds: UnsafeBufferPointer<UInt8>
        let edgeKinds: UnsafeRawBufferPointer
        /// Nil for walks from the first word.
        let servesLaterWords: UnsafeBufferPointer<Bool>?
        let edgeSources: UnsafeBufferPointer<Int32>
        let edgeListBits: UnsafeBufferPointer<UInt8>
        let wordSignatures: UnsafeBufferPointer<UInt64>
        /// The root's children the walk may go on to, by word id (-1: none).
        let rootChildren: UnsafeBufferPointer<Int32>
        let wordLookups: UnsafeBufferPointer<UInt64>
        let wordSlots: UnsafeBufferPointer<Int64>

        /// The state word `word` leads to from `state`, as `DeterministicAutomaton.child(of:word:)`.
        @inline(__always)
        func child(of state: Int32, word: Int32) -> Int32? {
            let lookup = wordLookups[Int(state)]
            // Bounds: a state's slots hold the one a word hashes to and end with a free slot, so
            // the search stops inside them (see `PhraseWalkTable.wordSlots(of:stateCount:)`).
            var slot = Int(truncatingIfNeeded: lookup & 0xFFFF_FFFF) &+ PhraseWalkTable.wordSlot(word, size: lookup >> 32)
            let label = Int64(word)
            while true {
                let entry = wordSlots[slot]
                if entry == PhraseWalkTable.freeWordSlot { return nil }
                if entry >> 32 == label { return Int32(truncatingIfNeeded: entry) }
                slot &+= 1
            }
        }

        /// The root's child for `word` when a walk may go on to it, as
        /// `DeterministicAutomaton.child(of:word:)` from the root followed by `serves(_:)`.
        @inline(__always)
        func rootChild(word: Int32) -> Int32? {
            guard word >= 0, Int(word) < rootChildren.count else { return nil }
            let child = rootChildren[Int(word)]
            return child < 0 ? nil : child
        }

        /// Whether `state` may have a word edge for `word` (false: it has none).
        @inline(__always)
        func mayHaveEdge(from state: Int32, word: Int32) -> Bool {
            wordSignatures[Int(state)] & PhraseWalkTable.signatureBit(word) != 0
        }

        /// Whether a walk may go on to `state`.
        @inline(__always)
        func serves(_ state: Int32) -> Bool {
            servesLaterWords.map { $0[Int(state)] } ?? true
        }

        /// Calls `body` with the index and kind (`CaptureKind.bit`) of each edge in `edges`
        /// whose kind is one of `kinds`, in order.
        /// `edges` must be a state's capture edges.
        // NB: the kinds are tested eight edges at a time, as one 64-bit word, and most words hold
        // no kind asked for (tested one by one, the edges were about a twelfth of a parse's work).
        @inline(__always)
        func forEachEdge(in edges: Range<Int>, ofKinds kinds: UInt8, _ body: (_ index: Int, _ kind: UInt8) -> Void) {
            guard let base = edgeKinds.baseAddress else { return }
            let wanted = UInt64(kinds) &* 0x0101_0101_0101_0101
            var group = edges.lowerBound
            while group < edges.upperBound {
                // Bounds: a state's edges lie inside the automaton's, and `padding` zeros follow
                // the last one, so eight bytes read at any of its edges stay inside the table.
                // Edge `group + i` is byte i; each byte has at most one bit set, so a hit is one bit.
                var hits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: group, as: UInt64.self)) & wanted
                while hits != 0 {
                    let bit = hits.trailingZeroBitCount
                    let index = group + bit >> 3
                    guard index < edges.upperBound else { return }
                    body(index, 1 << UInt8(truncatingIfNeeded: bit & 7))
                    hits &= hits &- 1
                }
                group += 8
            }
        }
    }

    /// The table as buffers, with the layer for walks from the first word or from later ones, valid
    /// as long as the table: its arrays are constants it holds, so their storage neither moves nor
    /// is freed before it is (see `DeterministicAutomaton.lastingBuffers`).
    func lastingBuffers(fromFirstWord first: Bool) -> Buffers { withBuffers(fromFirstWord: first) { $0 } }

    /// Calls `body` with the table as buffers, with the layer for walks from the first word or
    /// from later ones.
    @inline(__always)
    func withBuffers<Result>(fromFirstWord first: Bool, _ body: (Buffers) -> Result) -> Result {
        let layer = first ? fromFirstWord : fromLaterWord
        return layer.stateKinds.withUnsafeBufferPointer { stateKinds in
            layer.edgeKinds.withUnsafeBytes { edgeKinds in
                edgeSources.withUnsafeBufferPointer { edgeSources in
                    edgeListBits.withUnsafeBufferPointer { edgeListBits in
                        wordSignatures.withUnsafeBufferPointer { signatures in
                            (first ? rootChildren : laterRootChildren).withUnsafeBufferPointer { rootChildren in
                                wordLookups.withUnsafeBufferPointer { wordLookups in
                                    wordSlots.withUnsafeBufferPointer { wordSlots in
                                        func buffers(serving serves: UnsafeBufferPointer<Bool>?) -> Buffers {
                                            Buffers(
                                                stateKinds: stateKinds, edgeKinds: edgeKinds, servesLaterWords: serves, edgeSources: edgeSources,
                                                edgeListBits: edgeListBits, wordSignatures: signatures, rootChildren: rootChildren,
                                                wordLookups: wordLookups, wordSlots: wordSlots)
                                        }
                                        guard !first, let servesLaterWords else { return body(buffers(serving: nil)) }
                                        return servesLaterWords.withUnsafeBufferPointer { serves in body(buffers(serving: serves)) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
