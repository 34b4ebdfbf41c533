/// Expressions with every word given a number and every rule reference its rule's index, kept
/// flat in two arrays, so `AutomatonBuilder` expands a rule at each reference without hashing a
/// word or a rule name. Each rule is compiled once, when the code is made or when first used;
/// phrases and list entries are appended one at a time.
///
/// A word's number here is its index among the spellings this code has met, not its vocabulary
/// id: the vocabulary id is asked for the first time an edge is added for the word
/// (`vocabularyID(ofWord:in:)`), so vocabulary ids are handed out in the order the expressions
/// are expanded, as when each word was looked up where it was inserted.
struct ExpressionCode {
    /// What a node stands for: `Expression`'s cases, with numbers for names.
    enum Kind: UInt8 {
        case word, sequence, alternative, optional, permutation, rule, capture
    }

    /// One expression node. `value` is the word number, the rule index (-1 for an unknown rule),
    /// the capture reference, or an optional's part; a sequence, alternative or permutation has
    /// its parts at `children[start ..< start + count]`.
    struct Node {
        var kind: Kind
        var value: Int32
        var start: Int32
        var count: Int32
    }

    private(set) var nodes: [Node] = []
    private(set) var children: [Int32] = []
    /// The root node of each rule, by rule index (rules sorted by name); -1 for a rule not
    /// compiled yet (see `init(compilingOnUse:)`).
    private(set) var ruleRoots: [Int32] = []
    /// Each rule's expression, by rule index.
    private let ruleExpressions: [Expression]
    /// The name and slot of each `{name:slot}` reference.
    private(set) var captureReferences: [(name: String, slot: String?)] = []
    /// The skip words written in the rules, in rule name order, each with where it is written.
    private(set) var ruleSkipWords: [(word: String, span: SourceSpan)] = []
    // NB: skip words met are collected here rather than reported through a closure: a closure
    // passed down the recursion had its captured tables retained at every level.
    private var skipWordsMet: [(word: String, span: SourceSpan)] = []
    private let ruleIndex: [String: Int32]
    private let skipWords: WordTable
    // NB: room for the words of a grammar the size of the ride grammar (about 700), so the
    // table is not rehashed again and again as it fills.
    private var words = WordTable(minimumCapacity: 1024)
    private var spellings: [String] = []
    private var isSkipWord: [Bool] = []
    /// Each word's vocabulary id once asked for, else -1.
    private var vocabularyIDs: [Int32] = []

    /// Compiles every rule, in name order, noting in `ruleSkipWords` each word written in a rule
    /// that is one of `skipWords`.
    init(rules: [String: RuleDeclaration], skipWords: WordTable) {
        self.init(rules: rules, skipWordTable: skipWords)
        for index in ruleRoots.indices { _ = root(ofRule: Int32(index)) }
        ruleSkipWords = skipWordsMet
        skipWordsMet = []
    }

    /// Compiles each rule the first time `root(ofRule:)` asks for it (list entries, compiled
    /// again whenever the user's vocabulary changes, use few rules). No word is a skip word.
    init(compilingOnUse rules: [String: RuleDeclaration]) {
        self.init(rules: rules, skipWordTable: WordTable())
    }

    private init(rules: [String: RuleDeclaration], skipWordTable: WordTable) {
        let names = rules.keys.sorted()
        ruleIndex = Dictionary(names.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        ruleExpressions = names.compactMap { rules[$0]?.expression }
        ruleRoots = [Int32](repeating: -1, count: ruleExpressions.count)
        skipWords = skipWordTable
    }

    /// The root node of rule `index`, compiling the rule if it is not yet.
    mutating func root(ofRule index: Int32) -> Int32 {
        let known = ruleRoots[Int(index)]
        if known >= 0 { return known }
        let root = compile(ruleExpressions[Int(index)])
        ruleRoots[Int(index)] = root
        return root
    }

    /// Appends `expression`; returns its root node and the skip words written in it, in source
    /// order, each with where it is written.
    mutating func append(_ expression: Expression) -> (root: Int32, skipWords: [(word: String, span: SourceSpan)]) {
        let root = compile(expression)
        guard !skipWordsMet.isEmpty else { return (root, []) }
        defer { skipWordsMet = [] }
        return (root, skipWordsMet)
    }

    /// The vocabulary id of word number `word`, adding the word to `vocabulary` the first time.
    @inline(__always)
    mutating func vocabularyID(ofWord word: Int32, in vocabulary: inout TokenVocabulary) -> Int32 {
        let known = vocabularyIDs[Int(word)]
        if known >= 0 { return known }
        let id = vocabulary.id(for: spellings[Int(word)])
        vocabularyIDs[Int(word)] = id
        return id
    }

    private mutating func compile(_ expression: Expression) -> Int32 {
        switch expression {
        case .word(let word, _):
            let number = self.number(of: word)
            // NB: the span is taken only for a skip word; copying it retained its file's path.
            if isSkipWord[Int(number)], case .word(_, let span) = expression { skipWordsMet.append((word, span)) }
            return add(Node(kind: .word, value: number, start: 0, count: 0))
        case .sequence(let parts):
            return add(.sequence, parts)
        case .alternative(let parts, _):
            return add(.alternative, parts)
        case .permutation(let parts, _):
            return add(.permutation, parts)
        case .optional(let part, _):
            let child = compile(part)
            return add(Node(kind: .optional, value: child, start: 0, count: 0))
        case .ruleReference(let name, _):
            return add(Node(kind: .rule, value: ruleIndex[name] ?? -1, start: 0, count: 0))
        case .listReference(let name, let slot, _):
            captureReferences.append((name, slot))
            return add(Node(kind: .capture, value: Int32(captureReferences.count - 1), start: 0, count: 0))
        }
    }

    private mutating func add(_ kind: Kind, _ parts: [Expression]) -> Int32 {
        // NB: the parts' places are taken first, so they lie side by side whatever they hold.
        let start = children.count
        for _ in 0..<parts.count { children.append(0) }
        var offset = start
        for part in parts {
            children[offset] = compile(part)
            offset += 1
        }
        return add(Node(kind: kind, value: 0, start: Int32(start), count: Int32(parts.count)))
    }

    private mutating func add(_ node: Node) -> Int32 {
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    private mutating func number(of word: String) -> Int32 {
        let number = words.insert(word)
        if Int(number) == spellings.count {
            spellings.append(word)
            isSkipWord.append(skipWords.id(of: word) >= 0)
            vocabularyIDs.append(-1)
        }
        return number
    }
}
