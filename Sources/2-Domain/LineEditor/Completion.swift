/// Tab completion: which candidates continue what the user is typing, and what pressing Tab does.
///
/// Matching is a case-insensitive prefix match against the longest run of trailing words, so a
/// multi-word candidate completes from where its first word starts: "from the ferry bu" offers
/// "Ferry Building" (replacing "ferry bu"), not just candidates starting with "bu".
public enum Completion {
    /// A candidate that continues the text before the cursor.
    public struct Match: Hashable, Sendable {
        /// The candidate as it should appear ("Ferry Building").
        public var candidate: String
        /// How many characters at the end of the text it replaces ("ferry bu" → 8).
        public var replacing: Int

        public init(candidate: String, replacing: Int) {
            self.candidate = candidate
            self.replacing = replacing
        }
    }

    /// What pressing Tab does.
    public enum Action: Hashable, Sendable {
        /// Nothing matches: beep.
        case none
        /// Replace the last `count` characters before the cursor with `text`.
        case replace(count: Int, with: String)
        /// Several candidates share no longer prefix: show them.
        case list([String])
    }

    /// The candidates that continue `word` (the text before the cursor). Only the matches for the longest
    /// run of words are kept, so "ferry b" prefers "Ferry Building" over "Bay Bridge".
    public static func complete(word: String, candidates: some Sequence<String>) -> [Match] {
        let characters = Array(word)
        var starts = characters.indices.filter { $0 == 0 || (characters[$0 - 1].isWhitespace && !characters[$0].isWhitespace) }
        if characters.last?.isWhitespace ?? true { starts.append(characters.count) }
        let runs = starts.map { (start: $0, text: String(characters[$0...]).lowercased()) }

        var seen: Set<String> = []
        var matches: [Match] = []
        for candidate in candidates where seen.insert(candidate.lowercased()).inserted {
            let lowered = candidate.lowercased()
            if let run = runs.first(where: { lowered.hasPrefix($0.text) }) {
                matches.append(Match(candidate: candidate, replacing: characters.count - run.start))
            }
        }
        let longest = matches.map(\.replacing).max() ?? 0
        return matches.filter { $0.replacing == longest }
    }

    /// What Tab does with `lineBeforeCursor`: complete a single match (adding a space), extend to the
    /// matches' longest common prefix, or list them.
    public static func action(lineBeforeCursor: String, candidates: some Sequence<String>) -> Action {
        let matches = complete(word: lineBeforeCursor, candidates: candidates)
        guard let first = matches.first else { return .none }
        if matches.count == 1 { return .replace(count: first.replacing, with: first.candidate + " ") }
        let common = commonPrefix(of: matches.map(\.candidate))
        if common.count > first.replacing { return .replace(count: first.replacing, with: common) }
        return .list(matches.map(\.candidate))
    }

    /// The longest case-insensitive common prefix, spelled as in the first string.
    static func commonPrefix(of strings: [String]) -> String {
        guard let first = strings.first else { return "" }
        var length = first.count
        for string in strings.dropFirst() {
            let shared = zip(first.lowercased(), string.lowercased()).prefix { $0 == $1 }.count
            length = min(length, shared)
        }
        return String(first.prefix(length))
    }

    /// The candidates laid out in columns (filled top to bottom, like `ls`) no wider than `width`.
    static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let columnWidth = (items.map(\.count).max() ?? 0) + 2
        let perRow = max(1, (width + 2) / columnWidth)
        let rows = (items.count + perRow - 1) / perRow
        return (0..<rows).map { row in
            let cells = stride(from: row, to: items.count, by: rows).map { items[$0] }
            let padded = cells.map { $0 + String(repeating: " ", count: columnWidth - $0.count) }.joined()
            return String(padded.reversed().drop { $0 == " " }.reversed())
        }
    }
}
