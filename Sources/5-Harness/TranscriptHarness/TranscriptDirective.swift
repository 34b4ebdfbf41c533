import SourceDiagnostics

/// A directive line, `@name argument`: in the header it sets up the conversation (clock, seed, profile,
/// location, trace); after the first step it is a step of its own (`@advance 5m`).
///
/// The generic layer does not know which names exist; a ``TranscriptDriver`` checks them and reports an
/// unknown one with ``error(_:at:expected:)``, which points at the name or the argument.
public struct TranscriptDirective: Hashable, Sendable {
    /// What a diagnostic about a directive underlines.
    public enum Part: Hashable, Sendable {
        case name, argument
    }

    /// The name after '@' ("clock").
    public var name: String
    /// Everything after the name and its separating space, trimmed of surrounding whitespace ("" if none).
    public var argument: String
    /// Where the '@' is.
    public var location: SourceLocation
    /// The directive's whole line as written, for quoting in diagnostics.
    public var sourceLine: String
    /// The 1-based column where the argument starts (just past the line's end when there is none).
    public var argumentColumn: Int

    public init(
        name: String,
        argument: String = "",
        location: SourceLocation = SourceLocation(file: "<transcript>", line: 0, column: 1),
        sourceLine: String? = nil,
        argumentColumn: Int? = nil
    ) {
        let line = sourceLine ?? Self.text(name: name, argument: argument)
        self.name = name
        self.argument = argument
        self.location = location
        self.sourceLine = line
        self.argumentColumn = argumentColumn ?? (argument.isEmpty ? line.count + 1 : name.count + 3)
    }

    /// The directive as it is written in a file: `@name argument`, or `@name` when there is no argument.
    public var text: String { Self.text(name: name, argument: argument) }

    /// An error about this directive with a caret under its name or its argument, e.g.
    /// `booking.txt:3:1: error: unknown directive '@clok'; did you mean '@clock'?`.
    public func error(_ message: String, at part: Part = .name, expected: String? = nil) -> SourceDiagnostic {
        let column: Int
        let length: Int
        switch part {
        case .name:
            column = location.column
            length = name.count + 1
        case .argument:
            column = argumentColumn
            length = max(1, argument.count)
        }
        return SourceDiagnostic(
            .error,
            at: SourceLocation(file: location.file, line: location.line, column: column),
            message: message,
            sourceLine: sourceLine,
            length: length,
            expected: expected
        )
    }

    static func text(name: String, argument: String) -> String {
        argument.isEmpty ? "@\(name)" : "@\(name) \(argument)"
    }
}
