/// One phrase found in the utterance.
public struct PhraseMatch: Sendable {
    public var phrase: PhraseDeclaration
    /// The index of the phrase in the grammar's declaration order.
    public var phraseIndex: Int
    /// Where the phrase is written and its label: "request.grammar:12 slot dropOff".
    public var rule: String
    public var span: TextSpan
    public var captures: [Capture]
    /// 20 per literal word, 2 per wildcard word, less 1: below 19 the match named no word.
    public var score: Int
}
