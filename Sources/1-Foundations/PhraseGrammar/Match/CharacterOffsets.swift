/// Converts UTF-8 offsets of a text into character offsets, in one pass for the whole text.
public struct CharacterOffsets: Sendable {
    /// For each character, the UTF-8 offset it starts at (empty when the text is ASCII).
    private let starts: [Int]
    private let utf8Count: Int

    public init(_ text: String) {
        self.init(text, isASCII: Self.isASCII(text))
    }

    /// The offsets of `text`, known to be ASCII or not (`isASCII` must say so truly).
    // NB: the text borrowed, not owned (an initializer's default): owned, the caller retained it
    // and this released it, once a parse (two atomic operations).
    // NB: inlined, with the characters' starts worked out out of line (for a text that is not
    // ASCII): as a call, its saving and restoring of registers for that loop was most of the
    // work for an ASCII text.
    @inline(__always)
    init(_ text: borrowing String, isASCII: Bool) {
        utf8Count = text.utf8.count
        starts = isASCII ? [] : Self.characterStarts(of: copy text)
    }

    /// For each character of `text`, the UTF-8 offset it starts at.
    @inline(never)
    private static func characterStarts(of text: String) -> [Int] {
        var starts: [Int] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.utf8.count
        }
        return starts
    }

    private static func isASCII(_ text: String) -> Bool {
        if let isASCII = text.utf8.withContiguousStorageIfAvailable(isASCII) { return isASCII }
        var text = text
        return text.withUTF8(isASCII)
    }

    // NB: eight bytes at a time, and the text read in place rather than through a `var` copy:
    // byte by byte it was about 200 instructions an utterance, most of building an `Understanding`
    // from a parse without the text's characters.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var combined: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            combined |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            combined |= UInt64(bytes[offset])
            offset += 1
        }
        return combined & 0x8080_8080_8080_8080 == 0
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
