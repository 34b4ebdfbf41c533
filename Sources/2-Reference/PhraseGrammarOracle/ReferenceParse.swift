import PhraseGrammar

/// The reference matcher's parse of an utterance: what `PhraseParse` says, in plain values.
public struct ReferenceParse: Sendable {
    /// A chosen match: its phrase (index into the definition's phrases), the text it covers, its
    /// captures in text order and its score.
    public struct Match: Hashable, Sendable {
        public var phraseIndex: Int
        public var span: TextSpan
        var captures: [ReferenceCapture]
        public var score: Int
    }

    public var text: String
    /// The intent block of the parse (nil when only global or expect phrases were chosen).
    public var intent: String?
    public var matches: [Match]
    /// The runs of words no match covers.
    public var residue: [TextSpan]
    public var score: Int

    /// The parse as a `ParseReading`, to compare with the engine's.
    public var reading: ParseReading {
        ParseReading(
            intent: intent, score: score,
            matches: matches.map { match in
                ParseReading.Match(
                    phraseIndex: match.phraseIndex, span: match.span.utf8, score: match.score,
                    captures: match.captures.map { ParseReading.Capture(slot: $0.slot, source: $0.source, value: $0.value, span: $0.span.utf8) })
            },
            residue: residue.map(\.utf8), text: text)
    }
}
