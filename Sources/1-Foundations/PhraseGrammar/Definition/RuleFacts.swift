/// Whether an expression can match nothing and whether it captures, with each rule's answer
/// worked out once and then looked up at every reference to it.
///
/// Only for rules without a cycle: there a rule's answers depend on the rule alone. Through a
/// cycle they depend on the path taken, and `GrammarValidator` follows paths instead.
struct RuleFacts {
    private let rules: [String: RuleDeclaration]
    private var canMatchNothing: [String: Bool] = [:]
    private var captures: [String: Bool] = [:]

    init(rules: [String: RuleDeclaration]) {
        self.rules = rules
    }

    /// Whether `expression` matches the empty text: every part of a sequence, or some
    /// alternative, can be left out (an unknown rule cannot).
    mutating func canMatchNothing(_ expression: Expression) -> Bool {
        switch expression {
        case .word, .listReference: return false
        case .optional: return true
        case .sequence(let parts), .permutation(let parts, _):
            for part in parts where !canMatchNothing(part) { return false }
            return true
        case .alternative(let parts, _):
            for part in parts where canMatchNothing(part) { return true }
            return false
        case .ruleReference(let name, _):
            if let known = canMatchNothing[name] { return known }
            guard let rule = rules[name] else { return false }
            let answer = canMatchNothing(rule.expression)
            canMatchNothing[name] = answer
            return answer
        }
    }

    /// Whether `expression` holds a `{list}`, itself or in a rule it uses.
    mutating func captures(_ expression: Expression) -> Bool {
        switch expression {
        case .word: return false
        case .listReference: return true
        case .optional(let part, _): return captures(part)
        case .sequence(let parts), .alternative(let parts, _), .permutation(let parts, _):
            for part in parts where captures(part) { return true }
            return false
        case .ruleReference(let name, _):
            if let known = captures[name] { return known }
            guard let rule = rules[name] else { return false }
            let answer = captures(rule.expression)
            captures[name] = answer
            return answer
        }
    }
}
