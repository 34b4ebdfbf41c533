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
        guard !residue.isEmpty else { return "" }
        if residue.count == 1 { return residue[0].text(in: text) }
        // NB: one String from the joined bytes, rather than one per run appended in turn; runs
        // start and end on token boundaries, so the bytes decode to the same text.
        var text = self.text
        return text.withUTF8 { bytes in
            var joined: [UInt8] = []
            joined.reserveCapacity(bytes.count + residue.count)
            for (index, span) in residue.enumerated() {
                if index > 0 { joined.append(UInt8(ascii: " ")) }
                let lower = min(max(0, span.utf8.lowerBound), bytes.count)
                let upper = min(max(lower, span.utf8.upperBound), bytes.count)
                joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
            }
            return String(decoding: joined, as: UTF8.self)
        }
    }
}
