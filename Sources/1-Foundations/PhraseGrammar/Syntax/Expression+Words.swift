extension Expression {
    /// The texts the expression can match (captures shown as `{name}`), at most `limit`.
    func sampleTexts(rules: [String: RuleDeclaration], limit: Int) -> [String] {
        switch self {
        case .word(let word, _): return [word]
        case .listReference(let name, _, _): return ["{\(name)}"]
        case .ruleReference(let name, _): return rules[name]?.expression.sampleTexts(rules: rules, limit: limit) ?? []
        case .optional(let part, _): return [""] + part.sampleTexts(rules: rules, limit: limit)
        case .alternative(let parts, _):
            return Array(parts.flatMap { $0.sampleTexts(rules: rules, limit: limit) }.prefix(limit))
        case .sequence(let parts), .permutation(let parts, _):
            var texts = [""]
            for part in parts {
                let next = part.sampleTexts(rules: rules, limit: limit)
                texts = Array(texts.lazy.flatMap { prefix in next.map { [prefix, $0].filter { !$0.isEmpty }.joined(separator: " ") } }.prefix(limit))
            }
            return texts
        }
    }
}
