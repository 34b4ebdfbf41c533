import PhraseGrammar

/// The word sequences an expression of plain words can say (rules expanded, captures left out),
/// for skip phrases, list synonyms and lint.
public enum PhraseForms {
    /// Every form of `expression`, at most `limit`; a `{list}` reference yields no words.
    public static func forms(of expression: Expression, rules: [String: RuleDeclaration], limit: Int = 200, visiting: Set<String> = []) -> [[String]] {
        switch expression {
        case .word(let word, _): return [[word]]
        case .listReference: return [[]]
        case .ruleReference(let name, _):
            guard !visiting.contains(name), let rule = rules[name] else { return [] }
            return forms(of: rule.expression, rules: rules, limit: limit, visiting: visiting.union([name]))
        case .optional(let part, _):
            return Array(([[]] + forms(of: part, rules: rules, limit: limit, visiting: visiting)).prefix(limit))
        case .alternative(let parts, _):
            var result: [[String]] = []
            for part in parts where result.count < limit { result += forms(of: part, rules: rules, limit: limit, visiting: visiting) }
            return Array(result.prefix(limit))
        case .sequence(let parts), .permutation(let parts, _):
            var result: [[String]] = [[]]
            for part in parts {
                let next = forms(of: part, rules: rules, limit: limit, visiting: visiting)
                var combined: [[String]] = []
                outer: for prefix in result {
                    for suffix in next {
                        combined.append(prefix + suffix)
                        if combined.count >= limit { break outer }
                    }
                }
                result = combined
            }
            return result
        }
    }
}
