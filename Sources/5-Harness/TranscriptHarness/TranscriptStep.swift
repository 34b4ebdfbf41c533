import SourceDiagnostics

/// One thing that happens in a conversation: the user says a line, or a directive acts mid-conversation
/// (`@advance 5m`), followed by the output Hail is expected to print in response.
public struct TranscriptStep: Hashable, Sendable {
    /// What the step does.
    public enum Kind: Hashable, Sendable {
        /// The user types a line (`> text`); an empty text means the user just pressed Enter.
        case say(String)
        /// A directive after the first user line.
        case directive(TranscriptDirective)
    }

    public var kind: Kind
    /// The expected output lines, unescaped, without comments and without trailing blank lines;
    /// a pattern line is kept as written (`~ Booked! Ride .* is confirmed\.`).
    public var expected: [String]
    /// The indices in ``expected`` of its pattern lines (``TranscriptPattern``).
    public var patternLines: Set<Int>
    /// Where the step's line (`> …` or `@…`) is.
    public var location: SourceLocation
    /// The step's line as written.
    public var sourceLine: String
    /// The line number just after the step's line, where its expected block begins.
    public var expectedStartLine: Int
    /// The file line number of each line of `expected` (same count), for diffs in the file's own numbers.
    public var expectedLineNumbers: [Int]
    /// The line number just past the expected block: the next step's line, or one past the last line.
    public var expectedEndLine: Int

    public init(
        kind: Kind,
        expected: [String] = [],
        location: SourceLocation = SourceLocation(file: "<transcript>", line: 0, column: 1),
        sourceLine: String? = nil,
        expectedStartLine: Int? = nil,
        expectedLineNumbers: [Int]? = nil,
        expectedEndLine: Int? = nil,
        patternLines: Set<Int> = []
    ) {
        let start = expectedStartLine ?? location.line + 1
        self.kind = kind
        self.expected = expected
        self.patternLines = patternLines
        self.location = location
        self.sourceLine = sourceLine ?? Self.text(of: kind)
        self.expectedStartLine = start
        self.expectedLineNumbers = expectedLineNumbers ?? expected.indices.map { start + $0 }
        self.expectedEndLine = expectedEndLine ?? start + expected.count
    }

    /// The step as it is written in a file: `> text` or `@name argument`.
    public var text: String { Self.text(of: kind) }

    /// An error about this step, underlining its whole line.
    public func error(_ message: String, expected: String? = nil) -> SourceDiagnostic {
        SourceDiagnostic(
            .error,
            at: location,
            message: message,
            sourceLine: sourceLine,
            length: max(1, sourceLine.count),
            expected: expected
        )
    }

    static func text(of kind: Kind) -> String {
        switch kind {
        case .say(let text): "> \(text)"
        case .directive(let directive): directive.text
        }
    }
}
