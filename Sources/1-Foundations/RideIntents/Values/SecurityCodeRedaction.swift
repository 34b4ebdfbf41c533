/// Hides a card's security code beside its keyword: "cvv 739", "CVC: 123", "cid#1234",
/// "security code is 8163", "card code 042", "739 is my cvv", "the code on the back is 947",
/// "my pin is 4321" all lose their digits to "•••".
/// Up to three small words ("is", "my", "number", …) may stand between the keyword and the
/// code. Digits with no keyword beside them are left alone. Linear in the text.
enum SecurityCodeRedaction {
    /// Keywords, each as its lowercased words.
    // NB: a longer keyword comes before one it starts with: the first that matches is taken.
    static let keywords: [[String]] = [
        ["cvv"], ["cvv2"], ["cvc"], ["cvc2"], ["cid"], ["csc"], ["cvn"],
        ["security", "code"], ["card", "code"], ["verification", "code"], ["security", "number"], ["security", "digits"],
        ["code", "on", "the", "back"], ["code", "on", "back"], ["number", "on", "the", "back"], ["digits", "on", "the", "back"],
        ["on", "the", "back"], ["pin", "code"], ["pin", "number"], ["pin"],
    ]

    /// Words that may stand between a keyword and its code.
    static let fillers: Set<String> = ["is", "my", "the", "number", "no", "num", "code", "was", "its", "it's", "it’s", "as", "for", "of", "be", "s", "are", "card's", "card’s"]

    /// At most this many filler words between a keyword and its code.
    static let maximumFillers = 3

    static func redacted(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let hidden = codeRanges(in: scalars)
        guard !hidden.isEmpty else { return text }
        return hiding(hidden, in: scalars[...])
    }

    /// `scalars` with each of `hidden` (sorted, offsets into `scalars`' base) made "•••".
    static func hiding(_ hidden: [Range<Int>], in scalars: ArraySlice<Unicode.Scalar>) -> String {
        var output = ScalarText(capacity: scalars.count)
        var position = scalars.startIndex
        for range in hidden where range.lowerBound >= position && range.upperBound <= scalars.endIndex {
            output.append(contentsOf: scalars[position..<range.lowerBound])
            output.append(contentsOf: "•••".unicodeScalars)
            position = range.upperBound
        }
        output.append(contentsOf: scalars[position...])
        return output.text
    }

    /// Where the security codes of `scalars` are, in order.
    static func codeRanges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let words = Word.all(in: scalars)
        var hidden: [Range<Int>] = []
        var index = 0
        while index < words.count {
            guard let length = keywordLength(at: index, in: words) else {
                index += 1
                continue
            }
            if let code = code(from: index + length, step: 1, in: words) { hidden.append(words[code].range) }
            if let code = code(from: index - 1, step: -1, in: words) { hidden.append(words[code].range) }
            index += length
        }
        hidden.sort { $0.lowerBound < $1.lowerBound }
        return hidden
    }

    /// How many words the keyword starting at `words[index]` has, if one starts there.
    private static func keywordLength(at index: Int, in words: [Word]) -> Int? {
        for keyword in keywords where index + keyword.count <= words.count {
            if keyword.indices.allSatisfy({ words[index + $0].lowercased == keyword[$0] }) { return keyword.count }
        }
        return nil
    }

    /// The index of a security code found from `words[start]` going `step` (1 or -1) over at
    /// most `maximumFillers` fillers: a word of 3 or 4 digits.
    private static func code(from start: Int, step: Int, in words: [Word]) -> Int? {
        var index = start
        var skipped = 0
        while index >= 0, index < words.count {
            if words[index].isSecurityCodeShaped { return index }
            guard skipped < maximumFillers, fillers.contains(words[index].lowercased) else { return nil }
            skipped += 1
            index += step
        }
        return nil
    }

    /// The first letters of keywords and fillers, either case.
    static let keywordInitials: Set<Unicode.Scalar> = Set((keywords.map { $0[0] } + fillers).flatMap { word in
        [word.unicodeScalars.first, word.uppercased().unicodeScalars.first].compactMap { $0 }
    })

    /// A run of letters and apostrophes, or a run of decimal digits, and where it is.
    struct Word {
        var range: Range<Int>
        var lowercased: String
        var digitCount: Int

        var isSecurityCodeShaped: Bool { (3...4).contains(digitCount) && digitCount == range.count }

        /// Every word of `scalars`, in order. A long word is kept only by its first 32 scalars'
        /// lowercase form: enough to compare it with a keyword.
        static func all(in scalars: [Unicode.Scalar]) -> [Word] {
            var words: [Word] = []
            var index = 0
            while index < scalars.count {
                let isDigit = scalars[index].decimalDigitValue != nil
                guard isDigit || scalars[index].properties.isAlphabetic else {
                    index += 1
                    continue
                }
                var end = index
                while end < scalars.count,
                    isDigit ? scalars[end].decimalDigitValue != nil : (scalars[end].properties.isAlphabetic || scalars[end] == "'" || scalars[end] == "’")
                {
                    end += 1
                }
                // A keyword may end in a digit ("cvv2"): take one digit straight after letters.
                if !isDigit, end < scalars.count, scalars[end] == "2", end + 1 >= scalars.count || scalars[end + 1].decimalDigitValue == nil {
                    end += 1
                }
                // NB: only a word that could start a keyword or be a filler is spelled out for comparing.
                var text = String.UnicodeScalarView()
                if !isDigit, keywordInitials.contains(scalars[index]) { text.append(contentsOf: scalars[index..<min(end, index + 32)]) }
                // NB: the last four of a redacted card ("•••• 1111") are never a code.
                let afterRedactedCard = index >= 2 && scalars[index - 1] == " " && scalars[index - 2] == "•"
                words.append(Word(range: index..<end, lowercased: String(text).lowercased(), digitCount: isDigit && !afterRedactedCard ? end - index : 0))
                index = end
            }
            return words
        }
    }
}
