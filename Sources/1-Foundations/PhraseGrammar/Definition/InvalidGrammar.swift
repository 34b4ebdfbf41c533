import SourceDiagnostics

/// A grammar that could not be loaded, with every fault found, each pointing at its file, line
/// and column.
public struct InvalidGrammar: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [SourceDiagnostic]

    public init(diagnostics: [SourceDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// All diagnostics, rendered one after another.
    public var description: String {
        DiagnosticListing.text(diagnostics)
    }
}
