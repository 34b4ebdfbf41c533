/// The states of a subset construction by the node sets they stand for: an open-addressing table
/// over the sets kept flat by the caller, so looking up a set neither allocates nor hashes an
/// array of its own.
struct NodeSetTable {
    private var slots = [Int32](repeating: -1, count: 64)
    private var hashes = [UInt64](repeating: 0, count: 64)
    private var count = 0

    private static func hash(_ nodes: some Collection<Int32>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for node in nodes { hash = (hash ^ UInt64(UInt32(bitPattern: node))) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }

    /// The state whose set is `nodes` (ascending, two or more), or `newState` after recording it
    /// as that set's state; the caller then appends `nodes` to `members` as state `newState`.
    mutating func state(for nodes: [Int32], members: [Int32], memberStart: [Int32], newState: Int32) -> Int32 {
        let hash = Self.hash(nodes)
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[index] >= 0 {
            let state = Int(slots[index])
            if hashes[index] == hash {
                let first = Int(memberStart[state])
                let last = Int(memberStart[state + 1])
                if last - first == nodes.count, members[first..<last].elementsEqual(nodes) { return Int32(state) }
            }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = newState
        hashes[index] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return newState
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldHashes = hashes
        slots = [Int32](repeating: -1, count: oldSlots.count * 2)
        hashes = [UInt64](repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for (state, hash) in zip(oldSlots, oldHashes) where state >= 0 {
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] >= 0 { index = (index + 1) & mask }
            slots[index] = state
            hashes[index] = hash
        }
    }
}
