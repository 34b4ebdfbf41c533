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

/// Converts UTF-8 offsets of a text into character offsets, in one pass for the whole text.
public struct CharacterOffsets: Sendable {
    /// For each character, the UTF-8 offset it starts at (empty when the text is ASCII).
    private let starts: [Int]
    private let utf8Count: Int

    public init(_ text: String) {
        utf8Count = text.utf8.count
        if utf8Count == text.unicodeScalars.count, text.utf8.allSatisfy({ $0 < 0x80 }) {
            starts = []
        } else {
            var starts: [Int] = []
            var offset = 0
            for character in text {
                starts.append(offset)
                offset += character.utf8.count
            }
            self.starts = starts
        }
    }

    /// The character offset at (or containing) UTF-8 offset `utf8`.
    public func characterOffset(_ utf8: Int) -> Int {
        guard !starts.isEmpty else { return utf8 }
        if utf8 >= utf8Count { return starts.count }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= utf8 { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A half-open character range for a span.
    public func characterRange(_ span: TextSpan) -> Range<Int> {
        let lower = characterOffset(span.utf8.lowerBound)
        let upper = span.utf8.upperBound >= utf8Count ? (starts.isEmpty ? utf8Count : starts.count) : characterOffset(span.utf8.upperBound)
        return lower..<max(lower, upper)
    }
}
