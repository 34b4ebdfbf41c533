import PhraseGrammar

/// A plain reference matcher: reads an utterance with a grammar's declarations
/// (`GrammarDefinition`), not its compiled automata, by trying every phrase from every word in
/// every way it can go, then choosing among them by the engine's documented rule. Slow (it is
/// for tests and tools) and meant to be obviously right, so that the fast `CompiledGrammar`
/// can be checked against it (`PhraseGrammarOracleTests`).
///
/// The steps, each as the grammar's README defines it:
/// 1. Tokenize (`Tokenizer`), and drop skip phrases: from the first word on, the longest skip
///    phrase starting at a word (punctuation between its words ignored), reading on after it.
/// 2. Builtin values (`{number}`, `{ordinal}`, `{time}`, `{duration}`, `{date}`) are the
///    engine's own recognizers' readings (`BuiltinReadings`), taken at every word: the one
///    part not worked out again here. Lists are their entries' word sequences; wildcards the
///    texts `ReferenceWildcard` allows.
/// 3. Every phrase (expect phrases only for the expectations given) read from every word
///    (`ExpressionReader`); a match covers one word at least; `(alone)` keeps the matches
///    of the whole utterance, `(clause)` those that start and end at a clause's edge.
/// 4. A match scores 20 a word the phrase names, 10 a word of a lone plain number read as a
///    time (weak evidence), 2 a word a wildcard takes, less 1.
/// 5. The parse is the set of non-overlapping matches of the highest total, among global
///    (and expect) phrases alone, then with each intent's phrases in declaration order; an
///    intent wins only with a strictly higher total.
///
/// Where the engine's behaviour is defined by its code rather than by the README, this matcher
/// does as the code does, and says so here:
/// - Ties within one set of phrases: the parse is chosen from the last word back; at each word,
///   leaving it out wins over a match of equal total, and among matches of equal total the one
///   the engine finds first: expect phrases (expectations in name order) before the others, then
///   its depth-first walk's order (`ReferenceCandidate.precedes`, `ReferenceStep`).
/// - Punctuation never stops a phrase's own words, a list entry or a skip phrase ("get me, a cab"
///   is "get me a cab"); only wildcards, `(clause)` and the residue's runs look at it.
/// - A wildcard's text continued past a comma to an address end (`ReferenceWildcard`) is one
///   length only, the longest, tried when the plain text's reach ends at a comma and longer than
///   it; `not last` and `never just` are not checked on it.
/// - The parse names an intent only when one of the winning intent's phrases was chosen.
public struct ReferenceMatcher: Sendable {
    public let definition: GrammarDefinition
    /// Entries added at run time (the user's vocabulary), by list name, after each list's own.
    public let extraEntries: [String: [ListEntry]]
    private let skips: [[String]]
    private let lists: ListEntries
    private let wildcards: [String: ReferenceWildcard]
    private let captureNumbers: CaptureNumbers
    /// Per phrase, the words it may start with.
    private let firstWords: [FirstWords]

    public init(definition: GrammarDefinition, extraEntries: [String: [ListEntry]] = [:]) {
        self.definition = definition
        self.extraEntries = extraEntries
        skips = definition.skips.flatMap { WordSequences.of($0, rules: definition.rules) }.filter { !$0.isEmpty }
        lists = ListEntries(definition: definition, extraEntries: extraEntries)
        var wildcards: [String: ReferenceWildcard] = [:]
        for wildcard in definition.wildcards where wildcards[wildcard.name] == nil {
            wildcards[wildcard.name] = ReferenceWildcard(declaration: wildcard)
        }
        self.wildcards = wildcards
        captureNumbers = CaptureNumbers(definition: definition)
        firstWords = definition.phrases.map { FirstWords($0.expression, rules: definition.rules) }
    }

    /// The best parse of `text`, with the phrases of the `expect` blocks named in `expectations`.
    public func parse(_ text: String, expectations: Set<String> = []) -> ReferenceParse {
        let utterance = ReferenceUtterance(text: text, skips: skips)
        let candidates = self.candidates(in: utterance, expectations: expectations)
        return ReferenceSelection(utterance: utterance, candidates: candidates, intents: definition.intents).parse()
    }

    /// Every phrase match, by start, in the order the engine finds them.
    func candidates(in utterance: ReferenceUtterance, expectations: Set<String>) -> [ReferenceCandidate] {
        let walked = expectations.sorted().filter { definition.expectations.contains($0) }
        let listEntries = lists.found(in: utterance)
        var candidates: [ReferenceCandidate] = []
        for start in 0..<utterance.count {
            var here: [ReferenceCandidate] = []
            for (index, phrase) in definition.phrases.enumerated() where firstWords[index].allows(utterance.words[start].token.text) {
                let rank: Int
                switch phrase.scope {
                case .expect(let name):
                    guard let found = walked.firstIndex(of: name) else { continue }
                    rank = found
                case .global, .intent:
                    rank = walked.count
                }
                let reader = ExpressionReader(
                    rules: definition.rules, listNames: lists.names, listEntries: listEntries, captureNumbers: captureNumbers, wildcards: wildcards, utterance: utterance, defaultSlot: phrase.name)
                for path in reader.read(phrase.expression, from: ReferencePath(end: start)) where path.end > start {
                    if phrase.isAlone, start != 0 || path.end != utterance.count { continue }
                    if phrase.isClause, !utterance.startsClause(at: start) || !utterance.startsClause(at: path.end) { continue }
                    here.append(ReferenceCandidate(phraseIndex: index, rank: rank, intent: intentNumber(of: phrase), start: start, path: path))
                }
            }
            candidates += ReferenceCandidate.ordered(here)
        }
        return candidates
    }

    /// 1 + the intent's index for an intent phrase; 0 for a global or expect phrase.
    private func intentNumber(of phrase: PhraseDeclaration) -> Int {
        guard case .intent(let name) = phrase.scope else { return 0 }
        return (definition.intents.firstIndex(of: name) ?? 0) + 1
    }
}
