/// Inserts expressions into a `PhraseAutomaton` without expanding them: a part reached from
/// several nodes gets one node of its own, with an edge from each, so alternatives and optional
/// parts cost their size once instead of multiplying. Captures become dynamic edges.
struct AutomatonBuilder {
    // NB: the edges are kept here and handed over at the end: appending to a class's arrays
    // checked exclusive access at run time on every edge.
    private var wordEdges: [PhraseAutomaton.WordEdge] = []
    private var captureEdges: [PhraseAutomaton.CaptureEdge] = []
    private var terminals: [(node: Int32, payload: Int32)] = []
    private var nodeCount = 1
    /// The node sets being worked on, one above another up to `top`: an insert reads the nodes
    /// it starts from anywhere below `top` and leaves the nodes it ends at on top.
    // NB: a buffer with its own top, not an array grown and shrunk: removeLast went through
    // replaceSubrange on every part of a sequence.
    private var stack = [Int32](repeating: 0, count: 64)
    private var top = 0
    /// For each node, the `uniqueRound` that last saw it.
    private var seen: [UInt32] = []
    private var uniqueRound: UInt32 = 0

    /// An empty builder.
    init() {}

    /// An empty builder with room for about `phrases` phrases' edges before its lists grow.
    // NB: en-US's phrase automaton grew its edge list from empty some 15 times, copying it each
    // time (callgrind: 0.74M instructions a compile); a phrase there adds about 120 word edges.
    init(phrases: Int) {
        wordEdges.reserveCapacity(phrases * 128)
        captureEdges.reserveCapacity(phrases * 8)
        terminals.reserveCapacity(phrases * 4)
    }

    /// The automaton of everything inserted so far.
    var automaton: PhraseAutomaton {
        PhraseAutomaton(nodeCount: nodeCount, wordEdges: wordEdges, captureEdges: captureEdges, terminals: terminals)
    }

    /// Inserts the expression at `root` of `code` from the automaton's root and marks its ends
    /// with `payload`. Returns false when the expression could end at the root (match nothing).
    /// `captures` numbers the `{name:slot}` references met.
    mutating func insert<Captures: CaptureResolver>(
        _ root: Int32, of code: inout ExpressionCode, payload: Int32, vocabulary: inout TokenVocabulary,
        captures: inout Captures
    ) -> Bool {
        top = 0
        push(PhraseAutomaton.root)
        let ends = insert(root, from: 0..<1, code: &code, vocabulary: &vocabulary, captures: &captures)
        var matchesNothing = false
        for index in ends {
            let end = stack[index]
            if end == PhraseAutomaton.root {
                matchesNothing = true
            } else {
                terminals.append((end, payload))
            }
        }
        return !matchesNothing
    }

    /// Inserts node `node` of `code` from the nodes at `stack[from]`; returns where on the stack
    /// the nodes it ends at lie: on top, from where `top` was when it was called.
    private mutating func insert<Captures: CaptureResolver>(
        _ node: Int32, from: Range<Int>, code: inout ExpressionCode, vocabulary: inout TokenVocabulary,
        captures: inout Captures
    ) -> Range<Int> {
        let entry = code.nodes[Int(node)]
        switch entry.kind {
        case .word:
            return addWord(entry.value, from: from, code: &code, vocabulary: &vocabulary)
        case .sequence:
            guard entry.count > 0 else { return copy(from) }
            let base = top
            var current = from
            for offset in 0..<Int(entry.count) {
                let part = code.children[Int(entry.start) + offset]
                let partEntry = code.nodes[Int(part)]
                guard partEntry.kind == .word else {
                    current = lower(insert(part, from: current, code: &code, vocabulary: &vocabulary, captures: &captures), to: base)
                    continue
                }
                // NB: a word, the commonest part by far, is added here rather than by a call, and
                // its node takes the place of the nodes it is reached from.
                let id = code.vocabularyID(ofWord: partEntry.value, in: &vocabulary)
                let target = newNode()
                addWordEdges(id, from: current, to: target)
                if top == base {
                    push(target)
                } else {
                    stack[base] = target
                    top = base + 1
                }
                current = base..<top
            }
            return current
        case .alternative:
            // Single words share one end node; longer parts end where they end.
            let base = top
            var wordTarget: Int32 = -1
            for offset in 0..<Int(entry.count) {
                let part = code.children[Int(entry.start) + offset]
                let partEntry = code.nodes[Int(part)]
                if partEntry.kind == .word {
                    if wordTarget < 0 { wordTarget = newNode() }
                    let id = code.vocabularyID(ofWord: partEntry.value, in: &vocabulary)
                    addWordEdges(id, from: from, to: wordTarget)
                } else {
                    _ = insert(part, from: from, code: &code, vocabulary: &vocabulary, captures: &captures)
                }
            }
            if wordTarget >= 0 { push(wordTarget) }
            return unique(base..<top)
        case .optional:
            let base = copy(from).lowerBound
            _ = insert(entry.value, from: from, code: &code, vocabulary: &vocabulary, captures: &captures)
            return unique(base..<top)
        case .permutation:
            let base = top
            for order in Self.permutations(of: Array(0..<Int(entry.count))) {
                let orderBase = top
                var current = from
                for index in order {
                    let part = code.children[Int(entry.start) + index]
                    current = lower(insert(part, from: current, code: &code, vocabulary: &vocabulary, captures: &captures), to: orderBase)
                }
                if order.isEmpty { _ = copy(from) }
            }
            return unique(base..<top)
        case .rule:
            guard entry.value >= 0 else { return copy(from) }
            return insert(code.root(ofRule: entry.value), from: from, code: &code, vocabulary: &vocabulary, captures: &captures)
        case .capture:
            let reference = code.captureReferences[Int(entry.value)]
            guard let captureIndex = captures.captureIndex(name: reference.name, slot: reference.slot) else { return copy(from) }
            let target = newNode()
            for index in from { captureEdges.append(PhraseAutomaton.CaptureEdge(from: stack[index], capture: captureIndex, to: target)) }
            push(target)
            return top - 1 ..< top
        }
    }

    /// Adds an edge for word number `word` from each node at `stack[from]` to one new node,
    /// pushed on top.
    @inline(__always)
    private mutating func addWord(_ word: Int32, from: Range<Int>, code: inout ExpressionCode, vocabulary: inout TokenVocabulary) -> Range<Int> {
        let id = code.vocabularyID(ofWord: word, in: &vocabulary)
        let target = newNode()
        addWordEdges(id, from: from, to: target)
        push(target)
        return top - 1 ..< top
    }

    /// Adds an edge for vocabulary id `id` from each node at `stack[range]` to `target`.
    @inline(__always)
    private mutating func addWordEdges(_ id: Int32, from range: Range<Int>, to target: Int32) {
        for index in range { wordEdges.append(PhraseAutomaton.WordEdge(from: stack[index], word: id, to: target)) }
    }

    private mutating func newNode() -> Int32 {
        nodeCount += 1
        return Int32(nodeCount - 1)
    }

    @inline(__always)
    private mutating func push(_ node: Int32) {
        if top == stack.count { stack.append(contentsOf: repeatElement(0, count: stack.count)) }
        stack[top] = node
        top += 1
    }

    /// Pushes a copy of the nodes at `stack[range]`; returns where the copy lies.
    private mutating func copy(_ range: Range<Int>) -> Range<Int> {
        let base = top
        for index in range { push(stack[index]) }
        return base..<top
    }

    /// Moves the nodes at `range`, which ends at the top of the stack, down to start at `base`
    /// when it starts above it (dropping what lay between); returns where they lie.
    @inline(__always)
    private mutating func lower(_ range: Range<Int>, to base: Int) -> Range<Int> {
        guard range.lowerBound > base else { return range }
        for offset in 0..<range.count { stack[base + offset] = stack[range.lowerBound + offset] }
        top = base + range.count
        return base..<top
    }

    /// Drops the repeats from `range`, which ends at the top of the stack, keeping first
    /// occurrences in order; returns where the nodes left lie.
    private mutating func unique(_ range: Range<Int>) -> Range<Int> {
        guard range.count > 1 else { return range }
        if seen.count < nodeCount {
            seen.append(contentsOf: repeatElement(0, count: max(nodeCount, 2 * seen.count) - seen.count))
        }
        uniqueRound &+= 1
        if uniqueRound == 0 {
            for index in seen.indices { seen[index] = 0 }
            uniqueRound = 1
        }
        var kept = range.lowerBound
        for index in range {
            let node = stack[index]
            guard seen[Int(node)] != uniqueRound else { continue }
            seen[Int(node)] = uniqueRound
            stack[kept] = node
            kept += 1
        }
        top = kept
        return range.lowerBound..<kept
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
