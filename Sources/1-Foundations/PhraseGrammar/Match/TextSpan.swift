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

    /// The text of `count` spans of `text` (the `index`th is `span(index)`), joined by single spaces.
    static func joined(count: Int, in text: String, _ span: (Int) -> TextSpan) -> String {
        guard count > 0 else { return "" }
        if count == 1 { return span(0).text(in: text) }
        if let joined = text.utf8.withContiguousStorageIfAvailable({ joined(count: count, of: $0, span) }) { return joined }
        var text = text
        return text.withUTF8 { joined(count: count, of: $0, span) }
    }

    /// The `count` spans of `bytes` (the text's), joined by single spaces.
    // NB: written straight into the string's own storage, rather than gathered in an array of bytes
    // first (an allocation and a copy, about 500 instructions a parse with two runs or more); spans
    // start and end on token boundaries, so the bytes decode to the same text.
    private static func joined(count: Int, of bytes: UnsafeBufferPointer<UInt8>, _ span: (Int) -> TextSpan) -> String {
        var length = count - 1
        for index in 0..<count {
            let (lower, upper) = span(index).clamped(to: bytes.count)
            length += upper - lower
        }
        return String(unsafeUninitializedCapacity: length) { joined in
            var end = 0
            for index in 0..<count {
                if index > 0 {
                    joined[end] = UInt8(ascii: " ")
                    end += 1
                }
                let (lower, upper) = span(index).clamped(to: bytes.count)
                end = joined[end...].initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
            }
            return end
        }
    }
}
