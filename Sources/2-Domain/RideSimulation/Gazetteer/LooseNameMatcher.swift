/// Scores near misses between what was said and a name, both as normalised words. A lower cost is
/// a closer match; `nil` is no match. Accepted:
/// - a few typing slips over the whole phrase ("Fery Bulding"), more for longer phrases;
/// - word by word from the start: a word cut short ("Ferry Bldg": a prefix, or an abbreviation
///   keeping the first letter and some of the rest in order), or one slip in a longer word (a
///   letter wrong, missing or extra, or two neighbours swapped: "airprot"); and trailing words
///   of the name left out ("Salesforce" → "Salesforce Tower"), one point each.
///   An abbreviation has no vowel after its first letter ("bldg", "ctr", "twr"), so "the" is not "Tahoe".
enum LooseNameMatcher {
    /// The largest cost still taken as a loose match.
    static let maximumCost = 3

    static func cost(spoken: [String], name: [String]) -> Int? {
        let spokenText = spoken.joined(separator: " ")
        let nameText = name.joined(separator: " ")
        guard spokenText.count >= 3, spokenText != nameText else { return nil }
        var best: Int?
        let distance = LevenshteinDistance.between(spokenText, nameText)
        if distance <= LevenshteinDistance.tolerance(forLength: spokenText.count) {
            best = distance
        }
        if let wordwise = wordwiseCost(spoken: spoken, name: name) {
            best = min(best ?? wordwise, wordwise)
        }
        guard let best, best <= maximumCost else { return nil }
        return best
    }

    private static func wordwiseCost(spoken: [String], name: [String]) -> Int? {
        guard !spoken.isEmpty, spoken.count <= name.count else { return nil }
        var total = name.count - spoken.count
        for (said, word) in zip(spoken, name) {
            guard let cost = wordCost(said: said, word: word) else { return nil }
            total += cost
        }
        return total
    }

    /// 0 for the same word, 1 for a shortened or slightly mistyped one.
    static func wordCost(said: String, word: String) -> Int? {
        if said == word { return 0 }
        if said.count >= 3, word.hasPrefix(said) { return 1 }
        if said.count >= 2, said.count < word.count, said.first == word.first,
            !said.dropFirst().contains(where: "aeiou".contains), isSubsequence(said, of: word)
        {
            return 1
        }
        if said.count >= 4, word.count >= 4, KeyboardSlip.isOneSlip(said, word) { return 1 }
        return nil
    }

    private static func isSubsequence(_ short: String, of long: String) -> Bool {
        var remaining = Substring(long)
        for character in short {
            guard let index = remaining.firstIndex(of: character) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }
}
