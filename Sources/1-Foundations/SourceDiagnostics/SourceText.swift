/// A source file's text split into lines, so a diagnostic can quote the line it points at.
public struct SourceText: Sendable {
    public let file: String
    public let lines: [String]

    public init(file: String, text: String) {
        self.file = file
        // NB: split on UTF-8 bytes, not Characters: "\r\n" is a single Character in Swift. A
        // newline byte never occurs inside a multi-byte scalar, so this splits as scalars would.
        let bytes = Array(text.utf8)
        var lines: [String] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = index + 1
        }
        self.lines = lines
    }

    /// The line with 1-based number `line`, if it exists.
    public func line(_ line: Int) -> String? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
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
