/// The shortest edit script between two lists of lines, from their longest common subsequence.
///
/// Outputs in a transcript are a few dozen lines, so the quadratic table is cheap and keeps the code plain.
enum LineDiff {
    /// One line of the edit script; indices point into the old and new lists.
    enum Edit: Hashable, Sendable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// The edits that turn `old` into `new`, in order; within a change, removals come before insertions.
    /// `same(i, j)` says whether `old[i]` and `new[j]` are the same line (by default, equal).
    static func edits(from old: [String], to new: [String], same: ((Int, Int) -> Bool)? = nil) -> [Edit] {
        let same = same ?? { old[$0] == new[$1] }
        var prefix = 0
        while prefix < old.count, prefix < new.count, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              same(old.count - 1 - suffix, new.count - 1 - suffix) {
            suffix += 1
        }
        let oldCount = old.count - suffix - prefix, newCount = new.count - suffix - prefix

        var edits = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        edits += middleEdits(oldCount, newCount, same: { same($0 + prefix, $1 + prefix) }).map { edit in
            switch edit {
            case .same(let o, let n): .same(old: o + prefix, new: n + prefix)
            case .removed(let o): .removed(old: o + prefix)
            case .inserted(let n): .inserted(new: n + prefix)
            }
        }
        edits += (0..<suffix).map { .same(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }

    /// The edits between `oldCount` old lines and `newCount` new ones, `same` comparing them by index.
    private static func middleEdits(_ oldCount: Int, _ newCount: Int, same: (Int, Int) -> Bool) -> [Edit] {
        // NB: a runaway output could make the table huge; past a few million cells, replace wholesale.
        guard oldCount * newCount <= 4_000_000 else {
            return (0..<oldCount).map { Edit.removed(old: $0) } + (0..<newCount).map { Edit.inserted(new: $0) }
        }
        let width = newCount + 1
        // NB: `common[i * width + j]` is the length of the longest common subsequence of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: (oldCount + 1) * width)
        for i in stride(from: oldCount - 1, through: 0, by: -1) {
            for j in stride(from: newCount - 1, through: 0, by: -1) {
                common[i * width + j] = same(i, j)
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < oldCount || j < newCount {
            if i < oldCount, j < newCount, same(i, j) {
                edits.append(.same(old: i, new: j))
                i += 1
                j += 1
            } else if j == newCount || (i < oldCount && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
                edits.append(.removed(old: i))
                i += 1
            } else {
                edits.append(.inserted(new: j))
                j += 1
            }
        }
        return edits
    }

    /// The edit script cut into hunks: each run of changes with up to `context` unchanged lines around it,
    /// runs closer than twice that merged into one hunk.
    static func hunks(_ edits: [Edit], context: Int = 3) -> [ArraySlice<Edit>] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let firstChange = changes.first else { return [] }
        var hunks: [ArraySlice<Edit>] = []
        var start = max(0, firstChange - context)
        var lastChange = firstChange
        for change in changes.dropFirst() {
            if change - lastChange > 2 * context {
                hunks.append(edits[start...min(edits.count - 1, lastChange + context)])
                start = change - context
            }
            lastChange = change
        }
        hunks.append(edits[start...min(edits.count - 1, lastChange + context)])
        return hunks
    }
}
