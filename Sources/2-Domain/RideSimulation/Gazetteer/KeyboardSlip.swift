/// A keyboard slip in a typed name: one word of a name typed with one letter wrong, missing or
/// extra, or two neighbouring letters swapped ("brigde" for "bridge", "oaklnd" for "oakland").
enum KeyboardSlip {
    /// The shortest name word a slip is accepted in: shorter words are too easily another word.
    static let minimumWordLength = 5

    /// Whether `typed` is `name` (both normalised words) with exactly one slip in one word of at
    /// least `minimumWordLength` letters, every other word the same. Linear in the words' length.
    static func isOneSlip(typed: [String], name: [String]) -> Bool {
        guard typed.count == name.count else { return false }
        var slips = 0
        for (said, word) in zip(typed, name) where said != word {
            slips += 1
            guard slips == 1, word.count >= minimumWordLength, word.allSatisfy(\.isLetter), said.allSatisfy(\.isLetter),
                isOneSlip(Array(said), Array(word))
            else { return false }
        }
        return slips == 1
    }

    /// Whether one substitution, insertion, deletion or swap of neighbours turns `typed` into
    /// `word`, whatever their length.
    static func isOneSlip(_ typed: String, _ word: String) -> Bool {
        typed != word && isOneSlip(Array(typed), Array(word))
    }

    private static func isOneSlip(_ typed: [Character], _ word: [Character]) -> Bool {
        guard abs(typed.count - word.count) <= 1 else { return false }
        // The common start and end, then what is left in between must be one slip.
        var start = 0
        while start < typed.count, start < word.count, typed[start] == word[start] { start += 1 }
        var typedEnd = typed.count, wordEnd = word.count
        while typedEnd > start, wordEnd > start, typed[typedEnd - 1] == word[wordEnd - 1] {
            typedEnd -= 1
            wordEnd -= 1
        }
        let typedLeft = typedEnd - start, wordLeft = wordEnd - start
        if typedLeft + wordLeft == 1 { return true }  // one letter missing or extra
        if typedLeft == 1, wordLeft == 1 { return true }  // one letter wrong
        // Two neighbours swapped: "gd" for "dg".
        return typedLeft == 2 && wordLeft == 2 && typed[start] == word[start + 1] && typed[start + 1] == word[start]
    }
}
