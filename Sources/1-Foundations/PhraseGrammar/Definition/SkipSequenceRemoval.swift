/// Skip phrases of two or more words ("can you") are dropped from an utterance before its phrases
/// are matched, so a phrase that spells one out ("what can you do") would never match as written.
/// This drops them from the grammar's phrases, rules and synonyms the same way (longest first, left
/// to right), when the grammar is read: "what can you do" is matched as "what do", which is what
/// is left of "what can you do" once its skip words are gone.
///
/// Only words written one after another are seen; a skip phrase spread over an optional or an
/// alternative part (`[can] you`) is left as it is.
struct SkipSequenceRemoval {
    /// The skip phrases of two or more words, longest first.
    private let sequences: [[String]]
    /// Their first words: most words start none, and are passed over after one lookup.
    private let firstWords: Set<String>
    /// The same words by their bytes, when all are ASCII (else nil).
    // NB: FNV over an ASCII word's bytes, not SipHash (callgrind: the lookups 0.24M → 0.1M
    // instructions a compile). Only where both words are ASCII do equal bytes mean equal
    // `String`s: one that is not can equal an ASCII one ("\u{212A}" is "K").
    private let asciiFirstWords: WordTable?
    /// The first bytes of the first words that are ASCII, as bits (`firstBytes.0` for 0-63).
    // NB: most words start with none of them, and are passed over without being hashed.
    private let firstBytes: (UInt64, UInt64)

    init(skips: [Expression], rules: [String: RuleDeclaration]) {
        var sequences: [[String]] = []
        for skip in skips {
            for words in Self.wordSequences(of: skip, rules: rules) where words.count > 1 && !sequences.contains(words) {
                sequences.append(words)
            }
        }
        self.sequences = sequences.sorted { $0.count > $1.count }
        let firstWords = Set(sequences.compactMap(\.first))
        self.firstWords = firstWords
        asciiFirstWords = firstWords.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } ? WordTable(Array(firstWords)) : nil
        var firstBytes: (UInt64, UInt64) = (0, 0)
        for word in firstWords {
            guard let byte = word.utf8.first, byte < 128 else { continue }
            if byte < 64 { firstBytes.0 |= 1 << byte } else { firstBytes.1 |= 1 << (byte - 64) }
        }
        self.firstBytes = firstBytes
    }

    /// The words of each text `skip` matches (at most 1,000 texts), as `sampleTexts` gives them.
    private static func wordSequences(of skip: Expression, rules: [String: RuleDeclaration]) -> [[String]] {
        // NB: a skip is nearly always words and runs of words separated by '|': their texts are
        // read off directly instead of being joined into strings and split again.
        let parts: [Expression]
        if case .alternative(let alternatives, _) = skip { parts = alternatives } else { parts = [skip] }
        var sequences: [[String]] = []
        for part in parts.prefix(1_000) {
            switch part {
            case .word(let word, _): sequences.append(word.split(separator: " ").map(String.init))
            case .sequence(let words):
                var sequence: [String] = []
                for word in words {
                    guard case .word(let text, _) = word else {
                        return skip.sampleTexts(rules: rules, limit: 1_000).map { $0.split(separator: " ").map(String.init) }
                    }
                    sequence += text.split(separator: " ").map(String.init)
                }
                sequences.append(sequence)
            default:
                return skip.sampleTexts(rules: rules, limit: 1_000).map { $0.split(separator: " ").map(String.init) }
            }
        }
        return sequences
    }

    /// Whether there is nothing to remove.
    var isEmpty: Bool { sequences.isEmpty }

    /// `expression` without the skip phrases its consecutive words spell out, or nil when it has
    /// none (nearly always: then nothing is copied or allocated).
    func apply(to expression: Expression) -> Expression? {
        rewritten(expression)
    }

    private func rewritten(_ expression: Expression) -> Expression? {
        switch expression {
        case .word, .ruleReference, .listReference:
            return nil
        case .sequence(let parts):
            // NB: one pass looks for skip phrases at the words and rewrites the other parts.
            // Rewriting changes no word, so where skip phrases start is the same before and after.
            var inner: [Expression]?
            var hasSkip = false
            for index in parts.indices {
                switch parts[index] {
                case .word: if !hasSkip, longestSkip(in: parts, at: index) != nil { hasSkip = true }
                case .ruleReference, .listReference: break
                case .sequence, .alternative, .permutation, .optional:
                    guard let changed = rewritten(parts[index]) else { continue }
                    if inner == nil { inner = parts }
                    inner?[index] = changed
                }
            }
            guard hasSkip else { return inner.map { .sequence($0) } }
            return .sequence(removingSkips(from: inner ?? parts))
        case .alternative(let parts, let span):
            return rewritten(parts).map { .alternative($0, at: span) }
        case .permutation(let parts, let span):
            return rewritten(parts).map { .permutation($0, at: span) }
        case .optional(let part, let span):
            return rewritten(part).map { .optional($0, at: span) }
        }
    }

    /// `parts` with each rewritten, or nil when none changed.
    private func rewritten(_ parts: [Expression]) -> [Expression]? {
        var result: [Expression]?
        for (index, part) in parts.enumerated() {
            guard let changed = rewritten(part) else { continue }
            if result == nil { result = parts }
            result?[index] = changed
        }
        return result
    }

    /// `parts` without each run of consecutive words that spells a skip phrase.
    private func removingSkips(from parts: [Expression]) -> [Expression] {
        var result: [Expression] = []
        var index = 0
        while index < parts.count {
            if let length = longestSkip(in: parts, at: index) {
                index += length
                continue
            }
            result.append(parts[index])
            index += 1
        }
        return result
    }

    /// The length of the longest skip phrase whose words are `parts[index...]`, if any.
    private func longestSkip(in parts: [Expression], at index: Int) -> Int? {
        guard case .word(let first, _) = parts[index], let byte = first.utf8.first else { return nil }
        if byte < 128, (byte < 64 ? firstBytes.0 >> byte : firstBytes.1 >> (byte - 64)) & 1 == 0 { return nil }
        if let asciiFirstWords, first.utf8.allSatisfy({ $0 < 0x80 }) {
            guard asciiFirstWords.id(of: first) >= 0 else { return nil }
        } else {
            guard firstWords.contains(first) else { return nil }
        }
        for sequence in sequences where index + sequence.count <= parts.count {
            var matches = true
            for (offset, word) in sequence.enumerated() {
                guard case .word(let written, _) = parts[index + offset], written == word else {
                    matches = false
                    break
                }
            }
            if matches { return sequence.count }
        }
        return nil
    }
}
