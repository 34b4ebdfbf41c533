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
    /// The parse's total score (each match's, `PhraseWalk.score`: 20 per literal word, 10 per lone
    /// number read as a time, 2 per wildcard word, less 1 per match).
    public var score: Int

    /// The residue words joined by single spaces.
    public var residueText: String {
        residue.withUnsafeBufferPointer { runs in TextSpan.joined(count: runs.count, in: text) { runs[$0] } }
    }
}
