/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions that
/// turn one string into the other. Places and ride options are matched by it; a swap of two
/// neighbours costs two here (the diagnostics' `Suggestion.optimalStringAlignmentDistance`, for
/// typos in names a user types, counts it as one).
enum LevenshteinDistance {
    static func between(_ first: String, _ second: String) -> Int {
        // NB: ASCII text (nearly every name and query) is compared byte by byte, which is the same
        // distance: making arrays of Characters was two thirds of a near-miss lookup, 13,700
        // instructions a comparison (callgrind, a `--jsonl` dialog).
        if first.utf8.allSatisfy({ $0 < 0x80 }), second.utf8.allSatisfy({ $0 < 0x80 }) {
            return distance(Array(first.utf8), Array(second.utf8))
        }
        return distance(Array(first), Array(second))
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// How many edits a phrase of `length` characters may be off by and still count as a near miss.
    static func tolerance(forLength length: Int) -> Int {
        switch length {
        case ..<5: 0
        case 5..<8: 1
        case 8..<13: 2
        default: 3
        }
    }
}
