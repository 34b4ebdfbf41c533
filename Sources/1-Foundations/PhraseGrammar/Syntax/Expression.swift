import SourceDiagnostics

/// A node of a phrase expression, named after the grammar construct it stands for.
///
///     (get | book) [me] a <ride_noun> to {place:dropOff}
///
/// is a `sequence` of an `alternative`, an `optional`, a `word`, a `ruleReference`, another
/// `word` and a `listReference`.
public indirect enum Expression: Hashable, Sendable {
    /// One literal word, already normalized the way utterances are ("What's" → "what's").
    case word(String, at: SourceSpan)
    /// Parts that follow one another.
    case sequence([Expression])
    /// One of several parts: `(a | b)`.
    case alternative([Expression], at: SourceSpan)
    /// A part that may be left out: `[a]`.
    case optional(Expression, at: SourceSpan)
    /// Parts said in any order: `(a; b; c)`.
    case permutation([Expression], at: SourceSpan)
    /// An expansion rule shared between phrases: `<ride_noun>`.
    case ruleReference(name: String, at: SourceSpan)
    /// A slot list, builtin or wildcard whose value is captured: `{ride_option}` or
    /// `{number:partySize}` (the part after ':' names the slot the value fills).
    case listReference(name: String, slot: String?, at: SourceSpan)

    /// Every rule and list reference in the expression, in source order.
    var references: [Expression] {
        var references: [Expression] = []
        collectReferences(into: &references)
        return references
    }

    /// Whether a `{list}` is written in the expression (rules not expanded).
    var containsListReference: Bool {
        switch self {
        case .word, .ruleReference: false
        case .listReference: true
        case .optional(let part, _): part.containsListReference
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
            parts.contains { $0.containsListReference }
        }
    }

    // NB: one array for the whole expression, not one per node joined by `flatMap`.
    private func collectReferences(into references: inout [Expression]) {
        switch self {
        case .word: break
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
            for part in parts { part.collectReferences(into: &references) }
        case .optional(let part, _): part.collectReferences(into: &references)
        case .ruleReference, .listReference: references.append(self)
        }
    }
}
