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
    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])

        var edits = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        edits += middleEdits(oldMiddle, newMiddle).map { edit in
            switch edit {
            case .same(let o, let n): .same(old: o + prefix, new: n + prefix)
            case .removed(let o): .removed(old: o + prefix)
            case .inserted(let n): .inserted(new: n + prefix)
            }
        }
        edits += (0..<suffix).map { .same(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }

    private static func middleEdits(_ old: [String], _ new: [String]) -> [Edit] {
        // NB: a runaway output could make the table huge; past a few million cells, replace wholesale.
        guard old.count * new.count <= 4_000_000 else {
            return old.indices.map { Edit.removed(old: $0) } + new.indices.map { Edit.inserted(new: $0) }
        }
        let width = new.count + 1
        // NB: `common[i * width + j]` is the length of the longest common subsequence of old[i...] and new[j...].
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] = old[i] == new[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old: i, new: j))
                i += 1
                j += 1
            } else if j == new.count || (i < old.count && common[(i + 1) * width + j] >= common[i * width + j + 1]) {
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
