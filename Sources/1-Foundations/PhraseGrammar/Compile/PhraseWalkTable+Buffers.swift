extension PhraseWalkTable {
    /// The table as buffers, for the walk (see `withBuffers`), with the layer for one kind of start.
    struct Buffers {
        let states: UnsafeBufferPointer<StateSummary>
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

        /// Calls `body` with the index and kind of each edge in `edges` whose kind is one of
        /// `kinds`, in order. `edges` must be a state's capture edges.
        // NB: the kinds are tested as many edges at a time as fit in one 64-bit word (eight, a set
        // being a byte), and most words hold no kind asked for (tested one by one, the edges were
        // about a twelfth of a parse's work). Written for any width of `CaptureKinds.RawValue`:
        // the widths below are constants, so a byte's shifts and masks are what is compiled.
        @inline(__always)
        func forEachEdge(in edges: Range<Int>, ofKinds kinds: CaptureKinds, _ body: (_ index: Int, _ kind: CaptureKinds) -> Void) {
            guard let base = edgeKinds.baseAddress else { return }
            let width = CaptureKinds.RawValue.bitWidth
            let lanes = UInt64.bitWidth / width
            // One in the lowest bit of every lane (0x0101_0101_0101_0101 for bytes).
            let ones = UInt64.max / UInt64(CaptureKinds.RawValue.max)
            let wanted = UInt64(kinds.rawValue) &* ones
            var group = edges.lowerBound
            while group < edges.upperBound {
                // Bounds: a state's edges lie inside the automaton's, and `padding` empty sets
                // follow the last one, so 64 bits read at any of its edges stay inside the table.
                // Edge `group + i` is lane i (the table is little-endian, as every platform Hail
                // builds for); each edge has one kind, one bit set, so a hit is one bit.
                var hits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: group &* (width / 8), as: UInt64.self)) & wanted
                while hits != 0 {
                    let bit = hits.trailingZeroBitCount
                    // `width` is a power of two: the lane is the bit shifted, the kind's bit masked.
                    let index = group &+ bit &>> width.trailingZeroBitCount
                    guard index < edges.upperBound else { return }
                    body(index, CaptureKinds(rawValue: 1 << CaptureKinds.RawValue(truncatingIfNeeded: bit & (width &- 1))))
                    hits &= hits &- 1
                }
                group &+= lanes
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
        return layer.states.withUnsafeBufferPointer { states in
            layer.edgeKinds.withUnsafeBytes { edgeKinds in
                edgeSources.withUnsafeBufferPointer { edgeSources in
                    edgeListBits.withUnsafeBufferPointer { edgeListBits in
                        wordSignatures.withUnsafeBufferPointer { signatures in
                            (first ? rootChildren : laterRootChildren).withUnsafeBufferPointer { rootChildren in
                                wordLookups.withUnsafeBufferPointer { wordLookups in
                                    wordSlots.withUnsafeBufferPointer { wordSlots in
                                        func buffers(serving serves: UnsafeBufferPointer<Bool>?) -> Buffers {
                                            Buffers(
                                                states: states, edgeKinds: edgeKinds, servesLaterWords: serves, edgeSources: edgeSources,
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
