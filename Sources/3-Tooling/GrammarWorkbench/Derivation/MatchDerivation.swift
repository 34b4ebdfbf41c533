import PhraseGrammar

/// How one phrase match came about: the phrase, and every rule, alternative branch, optional part,
/// list entry and synonym it went through, in the order the words used them.
public struct MatchDerivation: Sendable {
    public var match: PhraseMatch
    /// The sites used, the phrase first.
    public var sites: [GrammarSite]
    /// Whether the match could be re-derived from the grammar's declarations; when not, `sites`
    /// holds the phrase alone.
    public var isComplete: Bool
}

/// How a whole parse came about: one derivation per chosen match.
public struct ParseDerivation: Sendable {
    public var parse: PhraseParse
    public var matches: [MatchDerivation]

    /// Every site used, with repeats.
    public var sites: [GrammarSite] { matches.flatMap(\.sites) }
}
