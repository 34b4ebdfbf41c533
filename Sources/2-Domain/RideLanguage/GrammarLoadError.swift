import SourceDiagnostics

/// A ride grammar directory that could not be loaded: every fault found, each naming its file,
/// line and column, quoting the line with a caret under the fault, and saying what was expected.
public struct GrammarLoadError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [SourceDiagnostic]

    public init(diagnostics: [SourceDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics rendered one after another.
    public var description: String {
        DiagnosticListing.text(diagnostics)
    }
}
