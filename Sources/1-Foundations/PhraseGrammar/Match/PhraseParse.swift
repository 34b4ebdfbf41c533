/// What the engine made of one utterance: the chosen phrase matches (non-overlapping, best total
/// score), the intent block they belong to, and the words no phrase used.
public struct PhraseParse: Sendable {
    public var text: String
    /// The intent block of the winning parse, or nil when only global phrases matched.
    public var intent: String?
    /// The chosen matches in text order.
    public var matches: [PhraseMatch]
    /// Runs of words no phrase used (skip words excluded), as typed.
    public var residue: [TextSpan]
    /// The parse's total score (20 per literal word, 2 per wildcard word, less 1 per match).
    public var score: Int

    /// The residue words joined by single spaces.
    public var residueText: String {
        residue.map { $0.text(in: text) }.joined(separator: " ")
    }
}

/// One phrase found in the utterance.
public struct PhraseMatch: Sendable {
    public var phrase: PhraseDeclaration
    /// The index of the phrase in the grammar's declaration order.
    public var phraseIndex: Int
    /// Where the phrase is written and its label: "request.grammar:12 slot dropOff".
    public var rule: String
    public var span: TextSpan
    public var captures: [Capture]
    public var score: Int
}

/// A value a phrase captured from a list, builtin or wildcard.
public struct Capture: Sendable, Hashable {
    /// The slot the value fills (`{number:partySize}` → "partySize").
    public var slot: String
    public var source: CaptureSource
    public var value: CaptureValue
    /// The text the value was read from, as typed.
    public var span: TextSpan
}

/// A captured value.
public enum CaptureValue: Hashable, Sendable {
    /// A list entry's canonical value.
    case entry(String)
    /// Free text from a wildcard, as typed (leading strip words removed).
    case text(String)
    case number(Double)
    case ordinal(Int)
    case time(ClockTime)
    /// Minutes.
    case duration(Int)
}
