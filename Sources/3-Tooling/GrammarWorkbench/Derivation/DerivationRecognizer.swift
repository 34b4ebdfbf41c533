import PhraseGrammar

/// Re-derives which parts of the grammar produced a parse, from the grammar's declarations: a
/// slow, simple backtracking recogniser over each chosen match's words, guided by the match's
/// captures. Kept apart from the engine's matcher so the hot path carries no instrumentation.
public struct DerivationRecognizer: Sendable {
    public let catalogue: SiteCatalogue
    let runtimeEntries: [String: [ListEntry]]
    /// Skip phrases as word sequences, longest first.
    let skipSequences: [[String]]

    public init(catalogue: SiteCatalogue, runtimeEntries: [String: [ListEntry]] = [:]) {
        self.catalogue = catalogue
        self.runtimeEntries = runtimeEntries
        var sequences: [[String]] = []
        for skip in catalogue.definition.skips { sequences += PhraseForms.forms(of: skip, rules: catalogue.definition.rules, limit: 500) }
        skipSequences = sequences.sorted { $0.count > $1.count }
    }

    /// The derivation of every match of `parse`.
    public func derive(_ parse: PhraseParse) -> ParseDerivation {
        let tokens = keptTokens(parse.text)
        let matches = parse.matches.map { match in
            let inside = tokens.filter { $0.range.lowerBound >= match.span.utf8.lowerBound && $0.range.upperBound <= match.span.utf8.upperBound }
            return derive(match, tokens: inside)
        }
        return ParseDerivation(parse: parse, matches: matches)
    }

    /// The utterance's tokens without skip words, as the engine drops them (longest first).
    func keptTokens(_ text: String) -> [Token] {
        let tokens = Tokenizer.tokenize(text)
        var kept: [Token] = []
        var index = 0
        while index < tokens.count {
            if let skip = skipSequences.first(where: { sequence in
                index + sequence.count <= tokens.count && sequence.indices.allSatisfy { tokens[index + $0].text == sequence[$0] }
            }) {
                index += skip.count
                continue
            }
            kept.append(tokens[index])
            index += 1
        }
        return kept
    }

    private func derive(_ match: PhraseMatch, tokens: [Token]) -> MatchDerivation {
        let phraseSite = catalogue.phraseSite(match.phrase)
        let walk = Walk(recognizer: self, tokens: tokens, captures: match.captures)
        if let sites = walk.match(match.phrase.expression, at: 0, [phraseSite], then: { end, sites in end == tokens.count ? sites : nil }) {
            return MatchDerivation(match: match, sites: sites, isComplete: true)
        }
        return MatchDerivation(match: match, sites: [phraseSite], isComplete: false)
    }

    // MARK: - The walk

    /// One backtracking walk over a match's words; each step hands the sites used so far to a
    /// continuation, which returns nil to make it try the next way.
    final class Walk {
        let recognizer: DerivationRecognizer
        let tokens: [Token]
        let captures: [Capture]
        /// Bounds the work on pathological grammars (permutations of long alternatives).
        var budget = 20_000

        init(recognizer: DerivationRecognizer, tokens: [Token], captures: [Capture]) {
            self.recognizer = recognizer
            self.tokens = tokens
            self.captures = captures
        }

        typealias Continuation = (Int, [GrammarSite]) -> [GrammarSite]?

        func match(_ expression: Expression, at position: Int, _ sites: [GrammarSite], then next: Continuation) -> [GrammarSite]? {
            budget -= 1
            guard budget > 0 else { return nil }
            let catalogue = recognizer.catalogue
            switch expression {
            case .word(let word, _):
                guard position < tokens.count, tokens[position].text == word else { return nil }
                return next(position + 1, sites)
            case .sequence(let parts):
                return sequence(parts[...], at: position, sites, then: next)
            case .alternative(let parts, let span):
                for (index, part) in parts.enumerated() {
                    if let found = match(part, at: position, sites + [catalogue.branchSite(span, index: index, part)], then: next) { return found }
                }
                return nil
            case .optional(let part, let span):
                if let found = match(part, at: position, sites + [catalogue.optionalSite(span, part)], then: next) { return found }
                return next(position, sites)
            case .permutation(let parts, let span):
                return permutation(parts, used: [], at: position, sites + [catalogue.permutationSite(span, parts)], then: next)
            case .ruleReference(let name, _):
                guard let rule = catalogue.definition.rules[name] else { return nil }
                return match(rule.expression, at: position, sites + [catalogue.ruleSite(rule)], then: next)
            case .listReference(let name, _, _):
                return capture(name, at: position, sites, then: next)
            }
        }

        private func sequence(_ parts: ArraySlice<Expression>, at position: Int, _ sites: [GrammarSite], then next: Continuation) -> [GrammarSite]? {
            guard let first = parts.first else { return next(position, sites) }
            let rest = parts.dropFirst()
            return match(first, at: position, sites) { end, used in self.sequence(rest, at: end, used, then: next) }
        }

        private func permutation(_ parts: [Expression], used: Set<Int>, at position: Int, _ sites: [GrammarSite], then next: Continuation) -> [GrammarSite]? {
            guard used.count < parts.count else { return next(position, sites) }
            for index in parts.indices where !used.contains(index) {
                if let found = match(parts[index], at: position, sites, then: { end, more in
                    self.permutation(parts, used: used.union([index]), at: end, more, then: next)
                }) { return found }
            }
            return nil
        }

        /// A `{name}` reference: the capture of that source starting here (after a wildcard's
        /// strip words), and for a list the entry and synonym that said it.
        private func capture(_ name: String, at position: Int, _ sites: [GrammarSite], then next: Continuation) -> [GrammarSite]? {
            let definition = recognizer.catalogue.definition
            let strip = definition.wildcards.first { $0.name == name }?.stripWords ?? []
            var start = position
            while true {
                guard start < tokens.count else { return nil }
                let offset = tokens[start].range.lowerBound
                for capture in captures where capture.source.name == name && capture.span.utf8.lowerBound == offset {
                    var end = start
                    while end < tokens.count, tokens[end].range.upperBound <= capture.span.utf8.upperBound { end += 1 }
                    guard end > start else { continue }
                    var used = sites
                    if case .list = capture.source, case .entry(let value) = capture.value {
                        guard let entrySites = entry(of: name, value: value, tokens: Array(tokens[start..<end])) else { continue }
                        used += entrySites
                    }
                    if let found = next(end, used) { return found }
                }
                guard strip.contains(tokens[start].text) else { return nil }
                start += 1
            }
        }

        /// The sites of the first entry of `list` with `value` that says exactly `words`.
        private func entry(of list: String, value: String, tokens words: [Token]) -> [GrammarSite]? {
            let catalogue = recognizer.catalogue
            guard let declaration = catalogue.definition.list(named: list) else { return nil }
            for entry in declaration.entries where entry.value == value {
                for synonym in ExpressionText.synonyms(of: entry.expression) {
                    let inner = Walk(recognizer: recognizer, tokens: words, captures: [])
                    let start = [catalogue.entrySite(list, entry), catalogue.synonymSite(list, entry, synonym)]
                    if let found = inner.match(synonym, at: 0, start, then: { end, used in end == words.count ? used : nil }) { return found }
                }
            }
            // Entries added at run time (saved places, payment nicknames) are not grammar sites.
            if recognizer.runtimeEntries[list]?.contains(where: { $0.value == value }) == true { return [] }
            return nil
        }
    }
}
