import PhraseGrammar

/// An utterance as the reference matcher reads it: its words once skip words are dropped, each
/// with what separates it from the word kept before it, and the builtin values read in them.
struct ReferenceUtterance {
    /// A word kept (not a skip word).
    struct Word {
        var token: Token
        /// Its index among every token of the utterance, skip words included.
        var tokenIndex: Int
        /// The strongest punctuation between it and the word kept before it, skip words
        /// dropped between them included (`.space` for the first word).
        var boundary: TokenBoundary
    }

    let text: String
    let words: [Word]
    let builtins: BuiltinReadings

    var count: Int { words.count }

    /// `text` tokenized, with every skip phrase (`skips`, each a list of words) dropped: from the
    /// first word on, the longest skip phrase starting at a word is dropped and reading goes on
    /// after it. Skip phrases are words alone: punctuation between them does not stop them.
    init(text: String, skips: [[String]]) {
        self.text = text
        let tokens = Tokenizer.tokenize(text)
        var words: [Word] = []
        var pending = TokenBoundary.space
        var index = 0
        while index < tokens.count {
            let skipped = skips.map { skip in Self.starts(tokens, at: index, with: skip) ? skip.count : 0 }.max() ?? 0
            let taken = max(skipped, 1)
            for dropped in index..<min(index + taken, tokens.count) { pending = max(pending, tokens[dropped].boundary) }
            if skipped == 0 {
                words.append(Word(token: tokens[index], tokenIndex: index, boundary: words.isEmpty ? .space : pending))
                pending = .space
            }
            index += taken
        }
        self.words = words
        self.builtins = BuiltinReadings(words: words.map(\.token))
    }

    private static func starts(_ tokens: [Token], at index: Int, with words: [String]) -> Bool {
        !words.isEmpty && index + words.count <= tokens.count
            && zip(tokens[index...], words).allSatisfy { $0.text == $1 }
    }

    /// Whether the words from `start` on are `sequence`, word for word (punctuation ignored).
    func has(_ sequence: [String], at start: Int) -> Bool {
        !sequence.isEmpty && start + sequence.count <= count
            && zip(words[start...], sequence).allSatisfy { $0.token.text == $1 }
    }

    /// The text from the word at `start` to the one before `end`, as typed.
    func span(from start: Int, to end: Int) -> TextSpan {
        TextSpan(words[start].token.range.lowerBound..<words[end - 1].token.range.upperBound)
    }

    /// Whether a clause starts (or ends) at `position`: the utterance's start or end, or a comma
    /// or sentence break before the word there.
    func startsClause(at position: Int) -> Bool {
        position == 0 || position >= count || words[position].boundary >= .comma
    }

    /// Whether a number of the builtin `{number}` starts at `position`.
    func hasNumber(at position: Int) -> Bool {
        builtins.readings.contains { reading in
            guard reading.start == position, case .number = reading.value else { return false }
            return true
        }
    }
}
