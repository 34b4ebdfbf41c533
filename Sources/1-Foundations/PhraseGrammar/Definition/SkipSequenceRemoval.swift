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

    init(skips: [Expression], rules: [String: RuleDeclaration]) {
        var sequences: [[String]] = []
        for skip in skips {
            for text in skip.sampleTexts(rules: rules, limit: 1_000) {
                let words = text.split(separator: " ").map(String.init)
                if words.count > 1, !sequences.contains(words) { sequences.append(words) }
            }
        }
        self.sequences = sequences.sorted { $0.count > $1.count }
        firstWords = Set(sequences.compactMap(\.first))
    }

    /// Whether there is nothing to remove.
    var isEmpty: Bool { sequences.isEmpty }

    /// `expression` without the skip phrases its consecutive words spell out.
    func apply(to expression: Expression) -> Expression {
        rewritten(expression) ?? expression
    }

    /// `expression` without its skip phrases, or nil when it has none (nearly always: then
    /// nothing is copied or allocated).
    private func rewritten(_ expression: Expression) -> Expression? {
        switch expression {
        case .word, .ruleReference, .listReference:
            return nil
        case .sequence(let parts):
            let inner = rewritten(parts)
            let current = inner ?? parts
            guard current.indices.contains(where: { longestSkip(in: current, at: $0) != nil }) else {
                return inner.map { .sequence($0) }
            }
            return .sequence(removingSkips(from: current))
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
        guard case .word(let first, _) = parts[index], firstWords.contains(first) else { return nil }
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
