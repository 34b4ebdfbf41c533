/// Inserts expressions into a `PhraseAutomaton` without expanding them: a part reached from
/// several nodes gets one node of its own, with an edge from each, so alternatives and optional
/// parts cost their size once instead of multiplying. Captures become dynamic edges.
struct AutomatonBuilder {
    let automaton = PhraseAutomaton()

    /// Inserts `expression` from the root and marks its ends with `payload`. Returns false when
    /// the expression could end at the root (match nothing).
    mutating func insert(
        _ expression: Expression, payload: Int32, rules: [String: RuleDeclaration], vocabulary: inout TokenVocabulary,
        capture: (_ name: String, _ slot: String?) -> Int32?
    ) -> Bool {
        let ends = insert(expression, from: [PhraseAutomaton.root], rules: rules, vocabulary: &vocabulary, capture: capture)
        for end in ends where end != PhraseAutomaton.root { automaton.markTerminal(end, payload: payload) }
        return !ends.contains(PhraseAutomaton.root)
    }

    private mutating func insert(
        _ expression: Expression, from nodes: [Int32], rules: [String: RuleDeclaration], vocabulary: inout TokenVocabulary,
        capture: (_ name: String, _ slot: String?) -> Int32?
    ) -> [Int32] {
        switch expression {
        case .word(let word, _):
            let id = vocabulary.id(for: word)
            let target = automaton.newNode()
            for node in nodes { automaton.addWordEdge(from: node, word: id, to: target) }
            return [target]
        case .sequence(let parts):
            var current = nodes
            for part in parts {
                current = insert(part, from: current, rules: rules, vocabulary: &vocabulary, capture: capture)
            }
            return current
        case .alternative(let parts, _):
            // Single words share one end node; longer parts end where they end.
            var ends: [Int32] = []
            var wordTarget: Int32?
            for part in parts {
                if case .word(let word, _) = part {
                    let target = wordTarget ?? automaton.newNode()
                    wordTarget = target
                    let id = vocabulary.id(for: word)
                    for node in nodes { automaton.addWordEdge(from: node, word: id, to: target) }
                } else {
                    ends += insert(part, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture)
                }
            }
            if let wordTarget { ends.append(wordTarget) }
            return unique(ends)
        case .optional(let part, _):
            return unique(nodes + insert(part, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture))
        case .permutation(let parts, _):
            var ends: [Int32] = []
            for order in Self.permutations(of: Array(parts.indices)) {
                var current = nodes
                for index in order {
                    current = insert(parts[index], from: current, rules: rules, vocabulary: &vocabulary, capture: capture)
                }
                ends += current
            }
            return unique(ends)
        case .ruleReference(let name, _):
            guard let rule = rules[name] else { return nodes }
            return insert(rule.expression, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture)
        case .listReference(let name, let slot, _):
            guard let captureIndex = capture(name, slot) else { return nodes }
            let target = automaton.newNode()
            for node in nodes { automaton.addCaptureEdge(from: node, capture: captureIndex, to: target) }
            return [target]
        }
    }

    /// `nodes` without repeats, first occurrences in order.
    private func unique(_ nodes: [Int32]) -> [Int32] {
        guard nodes.count > 1 else { return nodes }
        if nodes.count <= 32 {
            // Short lists (nearly all): a scan beats hashing into a new Set.
            var result: [Int32] = []
            result.reserveCapacity(nodes.count)
            for node in nodes where !result.contains(node) { result.append(node) }
            return result
        }
        var seen = Set<Int32>()
        return nodes.filter { seen.insert($0).inserted }
    }

    /// All orders of `items` (at most 6 items, so at most 720 orders).
    static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        var result: [[Int]] = []
        for (index, item) in items.enumerated() {
            var rest = items
            rest.remove(at: index)
            for tail in permutations(of: rest) { result.append([item] + tail) }
        }
        return result
    }
}
