/// A range of an utterance, in UTF-8 byte offsets (cheap to slice); `CharacterOffsets` turns it
/// into character offsets for reports.
public struct TextSpan: Hashable, Sendable {
    public var utf8: Range<Int>

    public init(_ utf8: Range<Int>) {
        self.utf8 = utf8
    }

    /// The text of this span as typed in `text`.
    public func text(in text: String) -> String {
        let bytes = text.utf8
        let lower = min(max(0, utf8.lowerBound), bytes.count)
        let upper = min(max(lower, utf8.upperBound), bytes.count)
        let start = bytes.index(bytes.startIndex, offsetBy: lower)
        let end = bytes.index(bytes.startIndex, offsetBy: upper)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
