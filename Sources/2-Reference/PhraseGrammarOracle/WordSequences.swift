import PhraseGrammar

/// Every word sequence an expression without captures (a skip phrase, a list entry) can be,
/// rules expanded: `(a | b) [c]` is a, a c, b and b c.
enum WordSequences {
    static func of(_ expression: Expression, rules: [String: RuleDeclaration]) -> [[String]] {
        switch expression {
        case .word(let word, _):
            return [[word]]
        case .sequence(let parts):
            return parts.reduce([[]]) { sequences, part in
                let endings = of(part, rules: rules)
                return sequences.flatMap { head in endings.map { head + $0 } }
            }
        case .alternative(let parts, _):
            return parts.flatMap { of($0, rules: rules) }
        case .optional(let part, _):
            return [[]] + of(part, rules: rules)
        case .permutation(let parts, _):
            return Permutations.of(parts).flatMap { of(.sequence($0), rules: rules) }
        case .ruleReference(let name, _):
            return rules[name].map { of($0.expression, rules: rules) } ?? []
        case .listReference:
            return []
        }
    }
}

/// Every order of a list's elements.
enum Permutations {
    static func of<Element>(_ elements: [Element]) -> [[Element]] {
        guard elements.count > 1 else { return [elements] }
        return elements.indices.flatMap { index in
            var rest = elements
            let first = rest.remove(at: index)
            return of(rest).map { [first] + $0 }
        }
    }
}
