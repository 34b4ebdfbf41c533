/// Inserts expressions into a `PhraseTrie`, expanding alternatives, optional parts,
/// permutations and rules; captures become dynamic edges.
struct TrieBuilder {
    var trie = PhraseTrie()
    /// Nodes one insertion may create before it is reported as too large.
    let nodeBudget: Int
    private(set) var exceededBudget = false

    init(nodeBudget: Int = 200_000) {
        self.nodeBudget = nodeBudget
    }

    /// Inserts `expression` from the root and marks its ends with `payload`. Returns false when
    /// the expression could end at the root (match nothing).
    mutating func insert(
        _ expression: Expression, payload: Int32, rules: [String: RuleDeclaration], vocabulary: inout TokenVocabulary,
        capture: (_ name: String, _ slot: String?) -> Int32?
    ) -> Bool {
        let startCount = trie.nodeCount
        exceededBudget = false
        let ends = insert(expression, from: [PhraseTrie.root], rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount)
        for end in ends where end != PhraseTrie.root { trie.markTerminal(end, payload: payload) }
        return !ends.contains(PhraseTrie.root)
    }

    private mutating func insert(
        _ expression: Expression, from nodes: [Int32], rules: [String: RuleDeclaration], vocabulary: inout TokenVocabulary,
        capture: (_ name: String, _ slot: String?) -> Int32?, startCount: Int
    ) -> [Int32] {
        if trie.nodeCount - startCount > nodeBudget {
            exceededBudget = true
            return nodes
        }
        switch expression {
        case .word(let word, _):
            let id = vocabulary.id(for: word)
            return unique(nodes.map { trie.wordChild(of: $0, word: id) })
        case .sequence(let parts):
            var current = nodes
            for part in parts {
                current = insert(part, from: current, rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount)
            }
            return current
        case .alternative(let parts, _):
            var ends: [Int32] = []
            for part in parts {
                ends += insert(part, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount)
            }
            return unique(ends)
        case .optional(let part, _):
            return unique(nodes + insert(part, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount))
        case .permutation(let parts, _):
            var ends: [Int32] = []
            for order in Self.permutations(of: Array(parts.indices)) {
                var current = nodes
                for index in order {
                    current = insert(parts[index], from: current, rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount)
                }
                ends += current
            }
            return unique(ends)
        case .ruleReference(let name, _):
            guard let rule = rules[name] else { return nodes }
            return insert(rule.expression, from: nodes, rules: rules, vocabulary: &vocabulary, capture: capture, startCount: startCount)
        case .listReference(let name, let slot, _):
            guard let captureIndex = capture(name, slot) else { return nodes }
            return unique(nodes.map { trie.captureChild(of: $0, capture: captureIndex) })
        }
    }

    private func unique(_ nodes: [Int32]) -> [Int32] {
        guard nodes.count > 1 else { return nodes }
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
