/// One phrase found in the utterance.
public struct PhraseMatch: Sendable {
    /// The index of the phrase in the grammar's declaration order.
    public var phraseIndex: Int
    public var span: TextSpan
    public var captures: [Capture]
    /// 20 per literal word, 10 per lone number read as a time, 2 per wildcard word, less 1
    /// (`PhraseWalk.score`): below 19 the match named no word.
    public var score: Int
    // NB: the declaration and its rule are looked up when asked for, so a parse holds one
    // reference per match instead of copying (and later freeing) each declaration's strings.
    let tables: MatchTables

    /// The phrase as declared.
    public var phrase: PhraseDeclaration { tables.phrase(at: phraseIndex) }

    /// Where the phrase is written and its label: "request.grammar:12 slot dropOff".
    public var rule: String { tables.phraseRules[phraseIndex] }
}
