import SourceDiagnostics

extension Expression {
    /// The span of the first thing written in the expression.
    var firstSpan: SourceSpan {
        switch self {
        case .word(_, let at), .alternative(_, let at), .optional(_, let at), .permutation(_, let at),
            .ruleReference(_, let at), .listReference(_, _, let at):
            at
        case .sequence(let parts):
            parts.first?.firstSpan ?? SourceSpan(SourceLocation(file: "", line: 0, column: 0))
        }
    }
}
