extension PhraseWalkTable {
    /// The bit of `word` in a state's word signature.
    @inline(__always)
    static func signatureBit(_ word: Int32) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: word & 63)
    }

    /// The slot a word's edge is looked for first among `size` slots (0 when `size` is 1).
    // NB: multiplicative hashing (Fibonacci's constant) spreads the word ids, dense small numbers,
    // over the slots by the product's high bits; the slot is taken from them by a multiply and a
    // shift, not a division.
    @inline(__always)
    static func wordSlot(_ word: Int32, size: UInt64) -> Int {
        let hash = UInt64(UInt32(truncatingIfNeeded: word) &* 0x9E37_79B9)
        return Int(truncatingIfNeeded: (hash &* size) >> 32)
    }

    /// `wordLookups` and `wordSlots` of the automaton `graph`: a short run of edges as it is, a
    /// longer one spread by hash over twice as many slots, with linear probing past them.
    // NB: written through buffers sized for the most slots the states can take (a long run's
    // probing goes past its slots by fewer than its edges), where appends to an array cost about
    // twice as much to build (the walk table's build is part of a first parse).
    static func wordSlots(of graph: DeterministicAutomaton.Buffers, stateCount: Int) -> (lookups: [UInt64], slots: [Int64]) {
        var bound = 1
        for state in 0..<stateCount {
            let edges = Int(graph.wordStart[state + 1]) - Int(graph.wordStart[state])
            bound += edges == 0 ? 0 : edges <= shortWordRun ? edges + 1 : 3 * edges + 1
        }
        var lookups: [UInt64] = []
        let slots = [Int64](unsafeUninitializedCapacity: bound) { slots, made in
            // Bounds: each state's slots, free or not, lie inside the `bound` counted above.
            slots[0] = freeWordSlot
            var end = 1
            lookups = [UInt64](unsafeUninitializedCapacity: stateCount) { lookups, madeLookups in
                for state in 0..<stateCount {
                    let run = Int(graph.wordStart[state])..<Int(graph.wordStart[state + 1])
                    let offset = end
                    if run.isEmpty {
                        lookups[state] = 1 << 32
                    } else if run.count <= shortWordRun {
                        for edge in run {
                            slots[end] = graph.wordEdges[edge]
                            end += 1
                        }
                        slots[end] = freeWordSlot
                        end += 1
                        lookups[state] = 1 << 32 | UInt64(offset)
                    } else {
                        let size = 2 * run.count
                        end = offset + size + 1
                        for slot in offset..<end { slots[slot] = freeWordSlot }
                        for edge in run {
                            let packed = graph.wordEdges[edge]
                            var slot = offset &+ wordSlot(Int32(truncatingIfNeeded: packed >> 32), size: UInt64(size))
                            while slots[slot] != freeWordSlot { slot &+= 1 }
                            slots[slot] = packed
                            // The last slot stays free: an edge put there is followed by a new one.
                            if slot == end - 1 {
                                slots[end] = freeWordSlot
                                end += 1
                            }
                        }
                        lookups[state] = UInt64(size) << 32 | UInt64(offset)
                    }
                }
                madeLookups = stateCount
            }
            made = end
        }
        return (lookups, slots)
    }
}
