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
        if let joined = text.utf8.withContiguousStorageIfAvailable({ joinedResidue(of: $0) }) { return joined }
        var text = self.text
        return text.withUTF8 { joinedResidue(of: $0) }
    }

    /// The residue runs of `bytes` (the text's), joined by single spaces.
    // NB: written straight into the string's own storage, rather than gathered in an array of bytes
    // first (an allocation and a copy, about 500 instructions a parse with two runs or more); runs
    // start and end on token boundaries, so the bytes decode to the same text.
    private func joinedResidue(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        var count = residue.count - 1
        for span in residue {
            let (lower, upper) = span.clamped(to: bytes.count)
            count += upper - lower
        }
        return String(unsafeUninitializedCapacity: count) { joined in
            var end = 0
            for (index, span) in residue.enumerated() {
                if index > 0 {
                    joined[end] = UInt8(ascii: " ")
                    end += 1
                }
                let (lower, upper) = span.clamped(to: bytes.count)
                end = joined[end...].initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
            }
            return end
        }
    }
}
