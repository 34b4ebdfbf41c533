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
        switch self {
        case .word: []
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
            parts.flatMap(\.references)
        case .optional(let part, _): part.references
        case .ruleReference, .listReference: [self]
        }
    }
}
