import PhraseGrammar

/// The words an expression can start with, and whether it can start with a captured value: a
/// phrase is read from a word only when it could start there (a shortcut that changes no
/// reading, since a phrase that cannot start with a word never matches from it).
struct FirstWords {
    var words: Set<String> = []
    var capture = false
    /// Whether the expression can match no word at all (so what follows it may start).
    var canBeEmpty = false

    init(_ expression: Expression, rules: [String: RuleDeclaration], depth: Int = 0) {
        guard depth < 64 else {
            capture = true  // never: rules have no cycles; read as able to start anywhere
            return
        }
        switch expression {
        case .word(let word, _):
            words = [word]
        case .sequence(let parts):
            canBeEmpty = true
            for part in parts where canBeEmpty {
                let first = FirstWords(part, rules: rules, depth: depth + 1)
                words.formUnion(first.words)
                capture = capture || first.capture
                canBeEmpty = first.canBeEmpty
            }
        case .alternative(let parts, _), .permutation(let parts, _):
            let firsts = parts.map { FirstWords($0, rules: rules, depth: depth + 1) }
            for first in firsts {
                words.formUnion(first.words)
                capture = capture || first.capture
            }
            if case .alternative = expression {
                canBeEmpty = firsts.contains { $0.canBeEmpty }
            } else {
                canBeEmpty = firsts.allSatisfy(\.canBeEmpty)
            }
        case .optional(let part, _):
            self = FirstWords(part, rules: rules, depth: depth + 1)
            canBeEmpty = true
        case .ruleReference(let name, _):
            if let rule = rules[name] { self = FirstWords(rule.expression, rules: rules, depth: depth + 1) }
        case .listReference:
            capture = true
        }
    }

    /// Whether a match may start with the word `word`.
    func allows(_ word: String) -> Bool {
        capture || words.contains(word)
    }
}
