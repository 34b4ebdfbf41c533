extension CompiledGrammar {
    /// Parses one utterance. Phrases in `expect` blocks take part only for the expectations
    /// given. Never fails: text nothing matches gives an empty parse with all words as residue.
    public func parse(_ text: String, expectations: Set<String> = []) -> PhraseParse {
        guard let matchers else { return PhraseParse(text: text, intent: nil, matches: [], residue: [], score: 0) }
        return matchers.parse(text, expectations: expectations)
    }
}
