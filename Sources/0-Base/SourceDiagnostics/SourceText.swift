/// A source file's text split into lines, so a diagnostic can quote the line it points at.
public struct SourceText: Sendable {
    public let file: String
    /// The text's UTF-8.
    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, then one past the end (as if a "\n" followed).
    // NB: a line becomes a `String` only when asked for: a diagnostic quotes one line, and
    // decoding every line of a file up front cost more than the rest of the work.
    private let lineStarts: [Int]

    public init(file: String, text: String) {
        self.file = file
        // NB: split on UTF-8 bytes, not Characters: "\r\n" is a single Character in Swift. A
        // newline byte never occurs inside a multi-byte scalar, so this splits as scalars would.
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        lineStarts.append(bytes.count + 1)
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// Every line, without its "\n" (or "\r\n").
    public var lines: [String] {
        (1..<lineStarts.count).compactMap { line($0) }
    }

    /// The line with 1-based number `line`, if it exists.
    public func line(_ line: Int) -> String? {
        guard line >= 1, line < lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = lineStarts[line] - 1
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The `length` Characters from 1-based `column` of `line`, if the line holds them.
    public func text(line: Int, column: Int, length: Int) -> Substring? {
        guard line >= 1, line < lineStarts.count, column >= 1, length >= 0 else { return nil }
        let lineStart = lineStarts[line - 1]
        var lineEnd = lineStarts[line] - 1
        if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        let start = lineStart + column - 1
        let end = start + length
        // NB: where the line is ASCII up to the span's end and just after it (a combining mark
        // there would join its last Character), each byte is one Character: the text is cut
        // from the bytes, without decoding the line and counting its Characters.
        if end <= lineEnd, bytes[lineStart..<min(end + 1, lineEnd)].allSatisfy({ $0 < 0x80 }) {
            return Substring(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        guard let text = self.line(line), column - 1 + length <= text.count else { return nil }
        return text.dropFirst(column - 1).prefix(length)
    }

    /// An error at `line`:`column`, quoting that line.
    public func error(
        line: Int, column: Int, length: Int = 1, _ message: String, expected: String? = nil
    ) -> SourceDiagnostic {
        SourceDiagnostic(
            .error,
            at: SourceLocation(file: file, line: line, column: column),
            message: message,
            sourceLine: self.line(line),
            length: length,
            expected: expected
        )
    }
}
