/// A source file's text split into lines, so a diagnostic can quote the line it points at.
public struct SourceText: Sendable {
    public let file: String
    public let lines: [String]

    public init(file: String, text: String) {
        self.file = file
        // NB: split on scalars, not Characters: "\r\n" is a single Character in Swift.
        self.lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            var line = String(String.UnicodeScalarView($0))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
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
