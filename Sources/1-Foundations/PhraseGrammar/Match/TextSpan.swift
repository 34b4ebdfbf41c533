/// A range of an utterance, in UTF-8 byte offsets (cheap to slice); `CharacterOffsets` turns it
/// into character offsets for reports.
public struct TextSpan: Hashable, Sendable {
    public var utf8: Range<Int>

    public init(_ utf8: Range<Int>) {
        self.utf8 = utf8
    }

    /// The text of this span as typed in `text`.
    public func text(in text: String) -> String {
        // NB: decoding from the contiguous bytes costs about a third of indexing `text.utf8`.
        var text = text
        return text.withUTF8 { bytes in
            let lower = min(max(0, utf8.lowerBound), bytes.count)
            let upper = min(max(lower, utf8.upperBound), bytes.count)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
    }
}
