/// An error (or warning) about a place in a source file, rendered the way compilers do:
///
///     Grammar/en-US/ride.grammar:12:16: error: unknown list '{destinaton}'; did you mean '{destination}'?
///        12 | book a ride to {destinaton}
///           |                ^~~~~~~~~~~~ expected a list defined in this grammar
///
/// Grammar files, transcripts and vocabulary plists all report their faults with it.
public struct SourceDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation
    /// One line saying what is wrong.
    public var message: String
    /// The whole source line the fault is on (without its newline), when known.
    public var sourceLine: String?
    /// How many characters the caret run underlines (at least 1).
    public var length: Int
    /// What was expected there, shown after the caret ("expected ')' to close '(' at 12:3").
    public var expected: String?

    public init(
        _ severity: Severity = .error,
        at location: SourceLocation,
        message: String,
        sourceLine: String? = nil,
        length: Int = 1,
        expected: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
        self.length = max(1, length)
        self.expected = expected
    }

    /// The diagnostic in full: the summary line, then the source line with a caret run under the
    /// fault. Lines longer than 100 characters are cut around the fault with '…'.
    public var description: String {
        var out = "\(location): \(severity.rawValue): \(message)"
        guard let sourceLine else {
            if let expected { out += "\n  \(expected)" }
            return out
        }
        let gutter = String(location.line)
        let pad = String(repeating: " ", count: gutter.count)
        let (shown, caretColumn) = Self.window(of: sourceLine, around: location.column, width: 100)
        let expandedCaretOffset = shown.prefix(max(0, caretColumn - 1)).reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        let visibleLine = shown.replacingTabs()
        let caretRun = "^" + String(repeating: "~", count: max(0, min(length, max(1, visibleLine.count - expandedCaretOffset)) - 1))
        out += "\n \(gutter) | \(visibleLine)"
        out += "\n \(pad) | \(String(repeating: " ", count: expandedCaretOffset))\(caretRun)"
        if let expected { out += " \(expected)" }
        return out
    }

    /// A window of at most `width` characters of `line` that contains `column`, with '…' marking
    /// cut ends; returns the window and the column within it.
    static func window(of line: String, around column: Int, width: Int) -> (String, Int) {
        let characters = Array(line)
        guard characters.count > width else { return (line, column) }
        let half = width / 2
        let start = max(0, min(column - 1 - half, characters.count - width))
        let end = min(characters.count, start + width)
        var text = String(characters[start..<end])
        var newColumn = column - start
        if start > 0 {
            text = "…" + text
            newColumn += 1
        }
        if end < characters.count { text += "…" }
        return (text, newColumn)
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        replacingOccurrences(of: "\t", with: "    ")
    }
}

#if canImport(Foundation)
import Foundation
#endif
