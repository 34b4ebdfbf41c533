/// The states of a subset construction by the node sets they stand for, numbered in the order
/// they are first met; state 0 stands for the root alone. A set of one node is found by node in a
/// flat array; larger sets through an open-addressing table over the member lists, which are kept
/// flat, so looking up a set neither allocates nor hashes an array of its own.
///
/// NB: its lists are kept in storage allocated by hand (`GrowingBuffer`, and `FixedBuffer` for
/// `singletonState` and `candidate`, which never grow): it is looked up once per edge made.
struct NodeSetTable: ~Copyable {
    /// State `s` stands for `members[memberStart[s]..<memberStart[s + 1]]`, ascending.
    private var members: GrowingBuffer<Int32>
    private var memberStart: GrowingBuffer<Int32>
    /// The state of each node alone (-1: none yet).
    private var singletonState: FixedBuffer<Int32>
    private var slots: [Int32]
    private var hashes: [UInt64]
    private var filled = 0
    /// The distinct targets of the set being looked up.
    private var candidate: FixedBuffer<Int32>

    /// How many states there are so far.
    var count: Int { memberStart.count - 1 }

    /// A table of sets of nodes below `nodeCount`, holding state 0 for `root`.
    init(nodeCount: Int, root: Int32) {
        members = GrowingBuffer(capacity: 2 * nodeCount)
        memberStart = GrowingBuffer(capacity: nodeCount + 1)
        memberStart.append(0)
        singletonState = FixedBuffer(count: nodeCount, repeating: -1)
        candidate = FixedBuffer(count: nodeCount, repeating: 0)
        // Sized for as many sets as nodes: automata here make fewer, so the table never grows.
        var size = 64
        while size < nodeCount { size <<= 1 }
        slots = [Int32](repeating: -1, count: size)
        hashes = [UInt64](repeating: 0, count: size)
        _ = singleton(root)
    }

    /// Copies the nodes of `state` into `nodes`, which has room for all of them, and returns how many.
    func members(of state: Int, into nodes: UnsafeMutablePointer<Int32>) -> Int {
        let first = Int(memberStart[state])
        let last = Int(memberStart[state + 1])
        for index in first..<last { nodes[index - first] = members[index] }
        return last - first
    }

    /// The state for the targets of `edges` (packed as `label << 32 | target`, targets ascending,
    /// perhaps repeated), made if new.
    mutating func state(forTargetsOf edges: UnsafeBufferPointer<Int64>) -> Int32 {
        // Most targets are one node; they skip building and hashing a member list.
        if edges.count == 1 { return singleton(Int32(truncatingIfNeeded: edges[0])) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var distinct = 0
        for edge in edges {
            let target = Int32(truncatingIfNeeded: edge)
            guard distinct == 0 || candidate[distinct - 1] != target else { continue }
            candidate[distinct] = target
            distinct += 1
            hash = (hash ^ UInt64(UInt32(bitPattern: target))) &* 0x100_0000_01b3
        }
        if distinct == 1 { return singleton(candidate[0]) }
        hash ^= hash >> 29
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index] >= 0 {
            if hashes[index] == hash, isCandidate(slots[index], count: distinct) { return slots[index] }
            index = (index + 1) & mask
        }
        let state = Int32(count)
        slots[index] = state
        hashes[index] = hash
        members.append(prefix: distinct, of: candidate)
        memberStart.append(Int32(members.count))
        filled += 1
        if filled * 2 > slots.count { grow() }
        return state
    }

    /// Whether `state` stands for the first `count` nodes of `candidate`.
    private func isCandidate(_ state: Int32, count: Int) -> Bool {
        let first = Int(memberStart[Int(state)])
        guard Int(memberStart[Int(state) + 1]) - first == count else { return false }
        for index in 0..<count where members[first + index] != candidate[index] { return false }
        return true
    }

    /// The state of `node` alone, made if new.
    @inline(__always)
    private mutating func singleton(_ node: Int32) -> Int32 {
        // NB: inlined for the common case, a state met before; only a new one pays for a call.
        let known = singletonState[Int(node)]
        return known >= 0 ? known : newSingleton(node)
    }

    @inline(never)
    private mutating func newSingleton(_ node: Int32) -> Int32 {
        let state = Int32(count)
        singletonState[Int(node)] = state
        members.append(node)
        memberStart.append(Int32(members.count))
        return state
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
