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

    init(skips: [Expression], rules: [String: RuleDeclaration]) {
        var sequences: [[String]] = []
        for skip in skips {
            for text in skip.sampleTexts(rules: rules, limit: 1_000) {
                let words = text.split(separator: " ").map(String.init)
                if words.count > 1, !sequences.contains(words) { sequences.append(words) }
            }
        }
        self.sequences = sequences.sorted { $0.count > $1.count }
    }

    /// Whether there is nothing to remove.
    var isEmpty: Bool { sequences.isEmpty }

    /// `expression` without the skip phrases its consecutive words spell out.
    func apply(to expression: Expression) -> Expression {
        switch expression {
        case .word, .ruleReference, .listReference:
            return expression
        case .sequence(let parts):
            return .sequence(removingSkips(from: parts.map(apply)))
        case .alternative(let parts, let span):
            return .alternative(parts.map(apply), at: span)
        case .permutation(let parts, let span):
            return .permutation(parts.map(apply), at: span)
        case .optional(let part, let span):
            return .optional(apply(to: part), at: span)
        }
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
        guard case .word = parts[index] else { return nil }
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
