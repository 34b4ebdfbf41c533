extension CompiledGrammar {
    /// Parses one utterance. Phrases in `expect` blocks take part only for the expectations
    /// given. Never fails: text nothing matches gives an empty parse with all words as residue.
    public func parse(_ text: String, expectations: Set<String> = []) -> PhraseParse {
        guard let matchers else { return PhraseParse(text: text, intent: nil, matches: [], residue: [], score: 0) }
        return matchers.parse(text, expectations: expectations)
    }

    /// Parses one utterance and hands `body` the parse read in place, without building a
    /// `PhraseParse`: for a caller that reads each parse once, as the ride grammar's
    /// understanding does. The view is valid only while `body` runs.
    // NB: the parse's arrays (matches, each match's captures, the residue), allocated, filled and
    // freed for every utterance, were about 850 instructions an utterance (callgrind).
    package func withParse<Result>(_ text: String, expectations: Set<String> = [], _ body: (PhraseParseView) -> Result) -> Result {
        guard let matchers else { return body(PhraseParseView(emptyOf: text)) }
        return matchers.withParse(text, expectations: expectations, body)
    }

    /// Parses one utterance and hands `body` the parse read in place, with `state` to fill from
    /// it (as the ride grammar fills an `Understanding`). The view is valid only while `body` runs.
    // NB: the state passed through rather than returned or captured: handing an `Understanding`
    // back through the generic result copied it twice, and capturing it in the closure cost more.
    package func withParse<State>(
        _ text: String, expectations: Set<String> = [], into state: inout State, _ body: (PhraseParseView, inout State) -> Void
    ) {
        // NB: the pool reached through the optional, not bound: bound, it was retained and released
        // once a parse (two atomic operations).
        if matchers == nil { return body(PhraseParseView(emptyOf: text), &state) }
        matchers?.withParse(text, expectations: expectations, into: &state, body)
    }
}
