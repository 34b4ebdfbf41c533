/// "Did you mean …?" support: the closest of some candidates by edit distance.
public enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let length = word.count
        let limit = max(1, length / 3)
        let lowercased = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            // NB: the distance is at least the difference in length: a far longer word (a
            // megabyte after ':') is compared with nothing, so its cost stays linear.
            guard abs(candidate.count - length) <= limit else { continue }
            let distance = optimalStringAlignmentDistance(lowercased, candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Optimal string alignment distance between two strings, by characters: insertions,
    /// deletions, substitutions and transpositions of neighbours each cost one ("tarce" is one edit
    /// from "trace"; the gazetteer's Levenshtein distance counts two).
    public static func optimalStringAlignmentDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = Swift.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
