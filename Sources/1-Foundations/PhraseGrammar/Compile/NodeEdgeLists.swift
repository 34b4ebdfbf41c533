/// Labelled edges grouped by source node, each node's sorted by label and then target and packed
/// as `label << 32 | target`: what the subset construction reads for every member of every state.
///
/// NB: its storage is allocated by hand and freed by `deallocate()`. The subset construction reads
/// it in its hottest loops, where an array costs a bounds check, and often a retain, per read.
struct NodeEdgeLists {
    /// The edges of node `n` are `packed[offsets[n]..<offsets[n + 1]]`.
    private let offsets: UnsafeMutableBufferPointer<Int>
    private let packed: UnsafeMutableBufferPointer<Int64>

    /// How many edges there are in all.
    var count: Int { packed.count }

    /// Groups `edges`, whose `parts` give source, label and target: all three not negative, and
    /// source and target below `nodeCount`.
    @inline(__always)
    init<Edge>(_ edges: [Edge], nodeCount: Int, _ parts: (Edge) -> (from: Int32, label: Int32, target: Int32)) {
        offsets = .allocate(capacity: nodeCount + 1)
        offsets.initialize(repeating: 0)
        packed = .allocate(capacity: edges.count)
        let offsets = offsets
        let packed = packed
        // NB: two stable counting sorts, by label and then by source node, put each node's edges
        // in order of label without a comparison sort (`sort()` costs thousands of instructions
        // a call); only the targets of a repeated label are left to order.
        edges.withUnsafeBufferPointer { edges in
            var labelCount = 0
            for edge in edges {
                let (from, label, target) = parts(edge)
                precondition(UInt(bitPattern: Int(from)) < UInt(nodeCount) && UInt(bitPattern: Int(target)) < UInt(nodeCount) && label >= 0,
                             "an automaton edge has a negative label or names a node the automaton lacks")
                offsets[Int(from) + 1] += 1
                labelCount = max(labelCount, Int(label) + 1)
            }
            // The edges' indices in order of label.
            let labelStarts = UnsafeMutableBufferPointer<Int>.allocate(capacity: labelCount + 1)
            let byLabel = UnsafeMutableBufferPointer<Int32>.allocate(capacity: edges.count)
            defer {
                labelStarts.deallocate()
                byLabel.deallocate()
            }
            labelStarts.initialize(repeating: 0)
            for edge in edges { labelStarts[Int(parts(edge).label) + 1] += 1 }
            for label in 0..<labelCount { labelStarts[label + 1] += labelStarts[label] }
            for index in edges.indices {
                let label = Int(parts(edges[index]).label)
                byLabel[labelStarts[label]] = Int32(truncatingIfNeeded: index)
                labelStarts[label] += 1
            }
            // Then by source node. Counts to starts: node `n`'s edges go to `offsets[n]`, which
            // each edge moves on; filled, `offsets[n]` is where node `n + 1` starts, and one
            // shift puts every start back.
            for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
            for index in byLabel {
                let (from, label, target) = parts(edges[Int(index)])
                packed[offsets[Int(from)]] = Int64(label) << 32 | Int64(target)
                offsets[Int(from)] += 1
            }
            for node in stride(from: nodeCount, to: 0, by: -1) { offsets[node] = offsets[node - 1] }
            offsets[0] = 0
        }
        for node in 0..<nodeCount { Self.sortTargets(UnsafeMutableBufferPointer(rebasing: packed[offsets[node]..<offsets[node + 1]])) }
    }

    /// Sorts `edges`, already in order of label, by target within each label.
    @inline(__always)
    private static func sortTargets(_ edges: UnsafeMutableBufferPointer<Int64>) {
        guard edges.count > 1 else { return }
        for index in 1..<edges.count where edges[index - 1] > edges[index] {
            // Rare: one label's targets out of order. An insertion sort from here on costs a
            // compare an edge where they are in order.
            for unsorted in index..<edges.count {
                let edge = edges[unsorted]
                var slot = unsorted
                while slot > 0, edges[slot - 1] > edge {
                    edges[slot] = edges[slot - 1]
                    slot -= 1
                }
                edges[slot] = edge
            }
            return
        }
    }

    /// Frees the storage; the lists must not be read after.
    func deallocate() {
        offsets.deallocate()
        packed.deallocate()
    }

    /// The edges of `node`, ascending.
    @inline(__always)
    func edges(of node: Int32) -> UnsafeBufferPointer<Int64> {
        UnsafeBufferPointer(rebasing: packed[offsets[Int(node)]..<offsets[Int(node) + 1]])
    }

    /// Writes the edges of all of `nodes` into `merged`, ascending and each once, and returns
    /// how many. `merged` has room for `count` edges and `cursors` for `3 * nodes.count` indices.
    func merge(of nodes: UnsafeBufferPointer<Int32>, cursors: UnsafeMutablePointer<Int>, into merged: UnsafeMutablePointer<Int64>) -> Int {
        // Each list's next and end index, for the lists not yet used up.
        var lists = 0
        for node in nodes {
            let start = offsets[Int(node)]
            let end = offsets[Int(node) + 1]
            guard start < end else { continue }
            cursors[2 * lists] = start
            cursors[2 * lists + 1] = end
            lists += 1
        }
        var count = 0
        // NB: a k-way merge of lists already sorted, smallest head found by a scan: states merge
        // few nodes, so this beats sorting their concatenation (and drops repeats on the way).
        // NB: each list's head edge is kept side by side after the cursors, so the scan reads one
        // run of memory rather than an index and then the edge it points at (callgrind: the
        // subset constructions 14.0M → 13.8M instructions a compile).
        let heads = cursors + 2 * nodes.count
        if lists > 2 {
            for list in 0..<lists { heads[list] = Int(packed[cursors[2 * list]]) }
        }
        while lists > 2 {
            var best = 0
            var smallest = heads[0]
            for list in 1..<lists where heads[list] < smallest {
                best = list
                smallest = heads[list]
            }
            if count == 0 || merged[count - 1] != Int64(smallest) {
                merged[count] = Int64(smallest)
                count += 1
            }
            cursors[2 * best] += 1
            if cursors[2 * best] == cursors[2 * best + 1] {
                lists -= 1
                cursors[2 * best] = cursors[2 * lists]
                cursors[2 * best + 1] = cursors[2 * lists + 1]
                heads[best] = heads[lists]
            } else {
                heads[best] = Int(packed[cursors[2 * best]])
            }
        }
        if lists == 2 {
            // NB: two lists, the most common case of all, merge without a scan for the smallest.
            var first = cursors[0]
            var second = cursors[2]
            let firstEnd = cursors[1]
            let secondEnd = cursors[3]
            while first < firstEnd, second < secondEnd {
                let one = packed[first]
                let other = packed[second]
                let smallest = min(one, other)
                if one <= other { first += 1 }
                if other <= one { second += 1 }
                if count == 0 || merged[count - 1] != smallest {
                    merged[count] = smallest
                    count += 1
                }
            }
            cursors[0] = first < firstEnd ? first : second
            cursors[1] = first < firstEnd ? firstEnd : secondEnd
            lists = 1
        }
        if lists == 1 {
            for index in cursors[0]..<cursors[1] where count == 0 || merged[count - 1] != packed[index] {
                merged[count] = packed[index]
                count += 1
            }
        }
        return count
    }
}
