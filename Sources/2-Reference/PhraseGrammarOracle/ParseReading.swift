import PhraseGrammar

/// What a parse says, in values two matchers' parses can be compared by: the intent, the total
/// score, each chosen match (phrase, text, score, captures with slot, source, value and text) and
/// the residue; printed one item a line when they differ.
public struct ParseReading: Hashable, Sendable, CustomStringConvertible {
    public struct Capture: Hashable, Sendable {
        public var slot: String
        public var source: CaptureSource
        public var value: CaptureValue
        public var span: Range<Int>
    }

    public struct Match: Hashable, Sendable {
        public var phraseIndex: Int
        public var span: Range<Int>
        public var score: Int
        public var captures: [Capture]
    }

    public var intent: String?
    public var score: Int
    public var matches: [Match]
    public var residue: [Range<Int>]
    /// The utterance, to print the texts of spans (not compared).
    var text: String

    /// The reading of the engine's parse.
    public init(_ parse: PhraseParse) {
        self.init(
            intent: parse.intent, score: parse.score,
            matches: parse.matches.map { match in
                Match(
                    phraseIndex: match.phraseIndex, span: match.span.utf8, score: match.score,
                    captures: match.captures.map { Capture(slot: $0.slot, source: $0.source, value: $0.value, span: $0.span.utf8) })
            },
            residue: parse.residue.map(\.utf8), text: parse.text)
    }

    init(intent: String?, score: Int, matches: [Match], residue: [Range<Int>], text: String) {
        self.intent = intent
        self.score = score
        self.matches = matches
        self.residue = residue
        self.text = text
    }

    public static func == (lhs: ParseReading, rhs: ParseReading) -> Bool {
        lhs.intent == rhs.intent && lhs.score == rhs.score && lhs.matches == rhs.matches && lhs.residue == rhs.residue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(intent)
        hasher.combine(score)
        hasher.combine(matches)
        hasher.combine(residue)
    }

    public var description: String {
        var lines = ["intent \(intent ?? "none"), score \(score)"]
        for match in matches {
            lines.append("  phrase #\(match.phraseIndex) \(quoted(match.span)) score \(match.score)")
            for capture in match.captures {
                lines.append("    \(capture.slot) ← {\(capture.source.name)} \(capture.value) \(quoted(capture.span))")
            }
        }
        lines.append("  residue \(residue.map(quoted).joined(separator: " "))")
        return lines.joined(separator: "\n")
    }

    private func quoted(_ span: Range<Int>) -> String {
        "\"\(TextSpan(span).text(in: text))\"@\(span.lowerBound)..<\(span.upperBound)"
    }
}
