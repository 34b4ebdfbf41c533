/// A range of an utterance, in UTF-8 byte offsets (cheap to slice); `CharacterOffsets` turns it
/// into character offsets for reports.
public struct TextSpan: Hashable, Sendable {
    public var utf8: Range<Int>

    public init(_ utf8: Range<Int>) {
        self.utf8 = utf8
    }

    /// The text of this span as typed in `text`.
    public func text(in text: String) -> String {
        // NB: decoding from the contiguous bytes costs about a third of indexing `text.utf8`; read
        // in place, not through a `var` copy (whose retain and release were about 50 instructions).
        if let typed = text.utf8.withContiguousStorageIfAvailable({ decode(from: $0) }) { return typed }
        var text = text
        return text.withUTF8 { decode(from: $0) }
    }

    /// This span's bytes of `bytes` (clamped to them) as a string.
    @inline(__always)
    func decode(from bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (lower, upper) = clamped(to: bytes.count)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    }

    /// The bounds of this span within a text of `count` bytes.
    @inline(__always)
    func clamped(to count: Int) -> (lower: Int, upper: Int) {
        let lower = min(max(0, utf8.lowerBound), count)
        return (lower, min(max(lower, utf8.upperBound), count))
    }
}
