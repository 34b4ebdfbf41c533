import SourceDiagnostics

/// One line of a grammar file as the parsers read it: the file's UTF-8 bytes, where the line's
/// text lies in them (up to a `#` comment), and how its Characters fall.
///
/// Positions are byte offsets into the file. Columns and lengths count Characters, as `String`
/// does, so a diagnostic points where an editor shows the fault.
struct GrammarLine {
    let path: String
    let bytes: [UInt8]
    /// 1-based.
    let number: Int
    /// Where the line starts (column 1).
    let start: Int
    /// Where its text ends: before a `#` outside quotes, else at the end of the line.
    let textEnd: Int
    /// Where the line ends, without its "\n" (or "\r\n").
    private let end: Int
    /// Where each Character of the text starts, then `textEnd`; empty when the text is ASCII.
    // NB: nearly every line is ASCII, and there every byte is a Character: the parsers answer
    // from the byte itself. Other lines are broken into Characters by `String`, once.
    private let characterStarts: [Int]

    /// Where the next line starts (past the end of `bytes` after the last line).
    let nextStart: Int

    /// The line of `bytes` that starts at `start` and ends before the next "\n" (or "\r\n").
    init(path: String, bytes: [UInt8], number: Int, start: Int) {
        self.path = path
        self.bytes = bytes
        self.number = number
        self.start = start
        var end = start
        var textEnd = -1
        var high: UInt8 = 0
        // NB: one pass over the bytes finds the comment and the end of the line and tells
        // whether the text is ASCII. `#`, `"` and "\n" are ASCII, so a UTF-8 byte equal to one
        // is that scalar. They are all below '$': most bytes are past them after one comparison
        // (and bytes below '$' cannot make `high` reach 0x80).
        bytes.withUnsafeBufferPointer { buffer in
            var inQuote = false
            while end < buffer.count {
                let byte = buffer[end]
                if byte > UInt8(ascii: "#") {
                    high |= byte
                } else if byte == UInt8(ascii: "\n") {
                    return
                } else if byte == UInt8(ascii: "\"") {
                    inQuote.toggle()
                } else if byte == UInt8(ascii: "#"), !inQuote {
                    textEnd = end
                    break
                }
                end += 1
            }
            // After a comment: only the end of the line matters.
            while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
        }
        nextStart = end + 1
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        self.end = end
        if textEnd < 0 || textEnd > end { textEnd = end }
        self.textEnd = textEnd
        guard high >= 0x80 else {
            characterStarts = []
            return
        }
        let text = String(decoding: bytes[start..<textEnd], as: UTF8.self)
        var starts: [Int] = []
        var index = text.startIndex
        while index < text.endIndex {
            starts.append(start + text.utf8.distance(from: text.startIndex, to: index))
            index = text.index(after: index)
        }
        starts.append(textEnd)
        characterStarts = starts
    }

    /// Whether every byte of the text is ASCII, so each is one Character.
    var isASCII: Bool { characterStarts.isEmpty }

    // MARK: - Characters

    /// The index in `characterStarts` of the Character starting at `position`, or of the first
    /// one after it.
    private func characterIndex(_ position: Int) -> Int {
        var low = 0
        var high = characterStarts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if characterStarts[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where the Character at `position` ends.
    func next(_ position: Int) -> Int {
        if isASCII || position >= textEnd { return position + 1 }
        let index = characterIndex(position)
        return index + 1 < characterStarts.count ? characterStarts[index + 1] : textEnd
    }

    /// Where the Character that ends at `position` starts.
    func previous(_ position: Int) -> Int {
        if isASCII || position > textEnd { return position - 1 }
        let index = characterIndex(position)
        return index > 0 ? characterStarts[index - 1] : start
    }

    /// The Character at `position` (on lines that are not ASCII).
    private func character(at position: Int) -> Character {
        Character(String(decoding: bytes[position..<next(position)], as: UTF8.self))
    }

    /// Whether the Character at `position` is a space (`Character.isGrammarSpace`).
    func isSpace(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte < 0x80, isASCII || next(position) == position + 1 { return byte == 32 || (byte >= 9 && byte <= 13) }
        return character(at: position).isGrammarSpace
    }

    /// Whether the Character at `position` is `ascii` (or, as `Character` compares, equivalent to it).
    func isCharacter(_ ascii: UInt8, at position: Int) -> Bool {
        if isASCII { return bytes[position] == ascii }
        if next(position) == position + 1 { return bytes[position] == ascii }
        return character(at: position) == Character(Unicode.Scalar(ascii))
    }

    /// Whether the Character at `position` may be part of a name: a letter, a digit, `_`, `-` or `.`.
    func isNameCharacter(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte < 0x80, isASCII || next(position) == position + 1 {
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
        let character = character(at: position)
        return character.isLetter || character.isNumber
    }

    /// The first position in `range` whose Character is not a space, or its end.
    func skippingSpaces(_ range: Range<Int>) -> Int {
        var position = range.lowerBound
        while position < range.upperBound, isSpace(at: position) { position = next(position) }
        return position
    }

    /// `range` without the spaces at either end.
    func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        let first = skippingSpaces(range)
        var last = range.upperBound
        while last > first, isSpace(at: previous(last)) { last = previous(last) }
        return first..<last
    }

    /// How many Characters lie between two positions.
    func count(from low: Int, to high: Int) -> Int {
        isASCII ? high - low : characterIndex(high) - characterIndex(low)
    }

    /// How many Characters `range` holds.
    func count(_ range: Range<Int>) -> Int {
        count(from: range.lowerBound, to: range.upperBound)
    }

    /// The 1-based column of `position`.
    func column(at position: Int) -> Int {
        1 + count(from: start, to: position)
    }

    /// The text of `range`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the text of `range` is `text` (compared as `String` compares).
    func matches(_ range: Range<Int>, _ text: StaticString) -> Bool {
        guard isASCII else { return string(range) == text.description }
        guard range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            var offset = 0
            for index in range {
                if bytes[index] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    // MARK: - Diagnostics

    /// The span of `length` Characters at `column` of this line.
    func span(column: Int, length: Int = 1) -> SourceSpan {
        SourceSpan(SourceLocation(file: path, line: number, column: column), length: length)
    }

    /// An error at `column` of this line, quoting it.
    func error(column: Int, length: Int = 1, _ message: String, expected: String? = nil) -> SourceDiagnostic {
        SourceDiagnostic(
            .error, at: SourceLocation(file: path, line: number, column: column), message: message,
            sourceLine: string(start..<end), length: length, expected: expected)
    }
}
