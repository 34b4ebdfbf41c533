import SourceDiagnostics

/// The checks of a grammar definition still running on another thread
/// (`GrammarDefinition.parseCheckingAside`): unknown rules, lists and slots, phrases outside the
/// schema, and phrases and list entries that can match nothing.
public struct PendingGrammarChecks: Sendable {
    private let work: BackgroundWork<[SourceDiagnostic]>

    init(_ checks: @escaping @Sendable () -> [SourceDiagnostic]) {
        work = BackgroundWork(checks)
    }

    /// Waits for the checks; throws every fault they found, in the order `GrammarDefinition.parse`
    /// reports them.
    public func wait() throws(InvalidGrammar) {
        let diagnostics = work.wait()
        guard diagnostics.isEmpty else { throw InvalidGrammar(diagnostics: diagnostics) }
    }
}
