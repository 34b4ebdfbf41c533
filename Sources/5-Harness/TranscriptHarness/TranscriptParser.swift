import Foundation
import SourceDiagnostics

/// Reads the transcript format described in `Transcripts/README.md`.
///
///     # A comment.
///     @clock 2026-11-23T09:00:00-08:00
///
///     > get me a ride to SFO
///     Where should the driver pick you up?
///
/// A malformed line is reported with its file, line and column, the line itself and a caret:
///
///     booking.txt:4:2: error: expected a space after '>'
///      4 | >get me a ride to SFO
///        |  ^ a user line is '> ' followed by what the user says
public enum TranscriptParser {
    /// Parses a transcript's text; `file` names it in diagnostics.
    public static func parse(text: String, file: String) throws(SourceDiagnostic) -> Transcript {
        var rawLines = TranscriptOutput.splitLines(text)
        let endsWithNewline = text.unicodeScalars.last == "\n"
        if endsWithNewline { rawLines.removeLast() }
        if rawLines == [""] { rawLines = [] }

        var builder = Builder(file: file, lineCount: rawLines.count)
        for (index, raw) in rawLines.enumerated() {
            var line = TranscriptOutput.droppingCarriageReturn(raw)
            // NB: some editors start UTF-8 files with a byte order mark; it is kept in `sourceLines`.
            if index == 0, line.unicodeScalars.first == "\u{FEFF}" { line = String(line.unicodeScalars.dropFirst()) }
            try builder.add(try classify(line, number: index + 1, file: file), number: index + 1, text: line)
        }
        let (header, steps) = builder.finish()
        guard !steps.isEmpty else {
            throw SourceDiagnostic(
                .error,
                at: SourceLocation(file: file, line: max(1, rawLines.count), column: 1),
                message: "transcript has no steps",
                sourceLine: rawLines.last.map(TranscriptOutput.droppingCarriageReturn),
                expected: "add a user line such as '> get me a ride to SFO'"
            )
        }
        return Transcript(file: file, header: header, steps: steps, sourceLines: rawLines, endsWithNewline: endsWithNewline)
    }

    /// Reads and parses the file at `url`; `file` names it in diagnostics (defaults to the URL's path).
    public static func parse(contentsOf url: URL, file: String? = nil) throws(SourceDiagnostic) -> Transcript {
        let name = file ?? url.relativePath
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw SourceDiagnostic(
                .error,
                at: SourceLocation(file: name, line: 1, column: 1),
                message: "cannot read the transcript (\(Self.reason(error)))"
            )
        }
        return try parse(text: text, file: name)
    }

    // MARK: - Lines

    /// What one line of a transcript is.
    enum Line: Equatable {
        case blank
        case comment
        case directive(TranscriptDirective)
        case say(String)
        case output(String)
        /// `~ pattern`, kept as written.
        case pattern(String)
    }

    static func classify(_ line: String, number: Int, file: String) throws(SourceDiagnostic) -> Line {
        guard let first = line.first else { return .blank }
        let fault = Fault(file: file, number: number, line: line)
        switch first {
        case "#":
            return .comment
        case ">":
            if line == ">" { return .say("") }
            guard line.dropFirst().first == " " else {
                throw fault.error(column: 2, "expected a space after '>'", expected: "a user line is '> ' followed by what the user says")
            }
            return .say(String(line.dropFirst(2)))
        case "@":
            return .directive(try directive(line, fault: fault))
        case "~":
            guard TranscriptPattern.isPattern(line) else {
                throw fault.error(
                    column: 2, "expected a space after '~'",
                    expected: "a pattern line is '~ ' followed by a regular expression; write '\\\(line)' for an output line starting with '~'")
            }
            if let problem = TranscriptPattern.problem(in: String(line.dropFirst(2))) {
                throw fault.error(column: 3, length: max(1, line.count - 2), "not a regular expression: \(problem)",
                                  expected: "a pattern line is '~ ' followed by a regular expression the whole line must match")
            }
            return .pattern(line)
        case "\\":
            guard let escaped = line.dropFirst().first else {
                throw fault.error(column: 1, "a lone '\\' is not an output line", expected: "write '\\\\' for an output line that is a single backslash")
            }
            guard TranscriptOutput.escapedLeaders.contains(escaped) else {
                throw fault.error(
                    column: 1, length: 2, "unknown escape '\\\(escaped)'",
                    expected: "only '\\>', '\\@', '\\#', '\\~' and '\\\\' are escapes; write '\\\(line)' for an output line starting with '\\'"
                )
            }
            return .output(String(line.dropFirst()))
        default:
            return .output(line)
        }
    }

    private static func directive(_ line: String, fault: Fault) throws(SourceDiagnostic) -> TranscriptDirective {
        let characters = Array(line)
        var end = 1
        while end < characters.count, isNameCharacter(characters[end], first: end == 1) { end += 1 }
        guard end > 1 else {
            throw fault.error(column: 2, "expected a directive name after '@'", expected: "a directive is '@name argument', e.g. '@seed 42'")
        }
        let name = String(characters[1..<end])
        var argumentColumn = characters.count + 1
        var argument = ""
        if end < characters.count {
            guard characters[end] == " " || characters[end] == "\t" else {
                throw fault.error(
                    column: end + 1, "unexpected '\(characters[end])' after the directive name '@\(name)'",
                    expected: "separate the argument from the name with a space"
                )
            }
            var start = end
            while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
            argument = String(characters[start...]).trimmingCharacters(in: .whitespaces)
            if !argument.isEmpty { argumentColumn = start + 1 }
        }
        return TranscriptDirective(
            name: name,
            argument: argument,
            location: SourceLocation(file: fault.file, line: fault.number, column: 1),
            sourceLine: line,
            argumentColumn: argumentColumn
        )
    }

    /// Builds diagnostics about one line.
    private struct Fault {
        let file: String
        let number: Int
        let line: String

        func error(column: Int, length: Int = 1, _ message: String, expected: String? = nil) -> SourceDiagnostic {
            SourceDiagnostic(
                .error,
                at: SourceLocation(file: file, line: number, column: column),
                message: message,
                sourceLine: line,
                length: length,
                expected: expected
            )
        }
    }

    private static func isNameCharacter(_ character: Character, first: Bool) -> Bool {
        guard character.isASCII else { return false }
        if character.isLetter { return true }
        return !first && (character.isNumber || character == "-" || character == "_")
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadInapplicableStringEncodingError { return "not UTF-8 text" }
        return nsError.localizedDescription
    }

    // MARK: - Assembly

    /// Gathers classified lines into header directives and steps with their expected blocks.
    private struct Builder {
        let file: String
        let lineCount: Int
        var header: [TranscriptDirective] = []
        var steps: [TranscriptStep] = []
        /// The output lines (and their line numbers, and whether each is a pattern) of the step being read.
        var block: [(line: Int, text: String, isPattern: Bool)] = []

        init(file: String, lineCount: Int) {
            self.file = file
            self.lineCount = lineCount
        }

        mutating func add(_ line: Line, number: Int, text: String) throws(SourceDiagnostic) {
            switch line {
            case .comment:
                return
            case .blank:
                if !steps.isEmpty { block.append((number, "", false)) }
            case .directive(let directive):
                if steps.isEmpty {
                    header.append(directive)
                } else {
                    startStep(.directive(directive), number: number, text: text)
                }
            case .say(let said):
                startStep(.say(said), number: number, text: text)
            case .output(let output), .pattern(let output):
                guard !steps.isEmpty else {
                    throw Fault(file: file, number: number, line: text).error(
                        column: 1, length: text.count, "output before the first user line",
                        expected: "expected '> what the user says', '@directive argument' or '# comment'"
                    )
                }
                if case .pattern = line { block.append((number, output, true)) } else { block.append((number, output, false)) }
            }
        }

        mutating func startStep(_ kind: TranscriptStep.Kind, number: Int, text: String) {
            closeBlock(endingAt: number)
            steps.append(TranscriptStep(
                kind: kind,
                location: SourceLocation(file: file, line: number, column: 1),
                sourceLine: text,
                expectedStartLine: number + 1,
                expectedLineNumbers: [],
                expectedEndLine: number + 1
            ))
        }

        mutating func closeBlock(endingAt end: Int) {
            guard let last = steps.indices.last else { return }
            while block.last?.text.isEmpty == true { block.removeLast() }
            steps[last].expected = block.map(\.text)
            steps[last].expectedLineNumbers = block.map(\.line)
            steps[last].patternLines = Set(block.indices.filter { block[$0].isPattern })
            steps[last].expectedEndLine = end
            block = []
        }

        mutating func finish() -> ([TranscriptDirective], [TranscriptStep]) {
            closeBlock(endingAt: lineCount + 1)
            return (header, steps)
        }
    }
}
