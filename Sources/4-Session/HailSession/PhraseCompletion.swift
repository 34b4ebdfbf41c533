/// Completes the words at the end of a line against multi-word phrases ("take me to ferry b" →
/// "take me to Ferry Building").
public enum PhraseCompletion {
    /// Whole lines: `line` with its trailing partial phrase replaced by each candidate that extends
    /// it, case-insensitively; the longest matching run of trailing words wins. Sorted, unique.
    public static func complete(_ line: String, candidates: [String]) -> [String] {
        guard let last = line.last, !last.isWhitespace else { return [] }
        let lowered = line.lowercased()
        var starts: [String.Index] = [line.startIndex]
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if line[index].isWhitespace, next < line.endIndex, !line[next].isWhitespace { starts.append(next) }
            index = next
        }
        for start in starts {
            let offset = line.distance(from: line.startIndex, to: start)
            let partial = String(lowered.dropFirst(offset))
            let matches = Set(candidates.filter { $0.lowercased().hasPrefix(partial) && $0.count > partial.count })
            if !matches.isEmpty {
                return matches.sorted().map { String(line[..<start]) + $0 }
            }
        }
        return []
    }
}
