import PhraseGrammar

/// Writes an expression back in grammar syntax, for labels and reports:
/// `(get | book) [me] <ride_noun> to {place:dropOff}`.
public enum ExpressionText {
    /// The expression as it would be written in a grammar file.
    public static func render(_ expression: Expression) -> String {
        switch expression {
        case .word(let word, _): word
        case .sequence(let parts): parts.map(render).joined(separator: " ")
        case .alternative(let parts, _): "(" + parts.map(render).joined(separator: " | ") + ")"
        case .optional(let part, _): "[" + render(part) + "]"
        case .permutation(let parts, _): "(" + parts.map(render).joined(separator: "; ") + ")"
        case .ruleReference(let name, _): "<\(name)>"
        case .listReference(let name, let slot, _): slot.map { "{\(name):\($0)}" } ?? "{\(name)}"
        }
    }

    /// The first place in the source the expression covers.
    public static func firstSpan(of expression: Expression) -> SourceSpan? {
        switch expression {
        case .word(_, let span), .ruleReference(_, let span), .listReference(_, _, let span): span
        case .optional(_, let span), .permutation(_, let span): span
        case .sequence(let parts): parts.lazy.compactMap(firstSpan).first
        case .alternative(let parts, let span): parts.lazy.compactMap(firstSpan).first ?? span
        }
    }

    /// The top-level alternatives of a list entry: each one a synonym.
    public static func synonyms(of expression: Expression) -> [Expression] {
        if case .alternative(let parts, _) = expression { return parts }
        return [expression]
    }
}
