#if canImport(Foundation)
import Foundation
#endif
import SourceDiagnostics

/// A grammar ready to parse utterances: phrases compiled into automata over token ids, lists into
/// one automaton of synonyms, wildcards into id sets. A value; parsing never mutates it.
///
///     let grammar = try CompiledGrammar(sources: [GrammarSource(path: "a.grammar", text: "global\n  answer yes: yes | yeah\n")])
///     grammar.parse("yeah!").matches.first?.phrase.label  // "answer yes"
public struct CompiledGrammar: Sendable {
    /// The declarations this grammar was compiled from.
    public var definition: GrammarDefinition {
        archivedExpressions.map { $0.filling(declarations) } ?? declarations
    }

    /// The phrases in declaration order, for what they are (kind, name, value, options, scope,
    /// span), without reading their expressions: read from an archive, each `expression` here is
    /// empty (`definition` has them all).
    public var phraseHeadings: [PhraseDeclaration] { declarations.phrases }

    /// The declarations; read from an archive, their phrases' expressions are in
    /// `archivedExpressions` until asked for (matching never reads them).
    let declarations: GrammarDefinition
    var archivedExpressions: ArchivedPhraseExpressions?

    var vocabulary = TokenVocabulary()
    /// Automaton 0 holds global and intent phrases; one more per expectation.
    var phraseAutomata: [DeterministicAutomaton] = []
    var expectationAutomata: [String: Int] = [:]
    var listAutomaton = DeterministicAutomaton()
    /// For each list-automaton payload: the list and the entry within it.
    var entryLists: [Int32] = []
    var entryValues: [String] = []
    var skipAutomaton = DeterministicAutomaton()
    var wildcards: [CompiledWildcard] = []
    var captures: [CaptureSpec] = []
    /// 0 for global and expectation phrases, 1 + intent index for intent phrases.
    var phraseIntent: [Int32] = []
    /// Whether each phrase must cover the whole utterance.
    var phraseIsAlone: [Bool] = []
    /// Whether each phrase must cover a whole clause.
    var phraseIsClause: [Bool] = []
    /// "request.grammar:12 slot dropOff" for each phrase, as evidence names it.
    var phraseRules: [String] = []
    var usedBuiltins: Set<BuiltinKind> = []
    /// The frozen tables matching reads, rebuilt whenever lists change.
    var tables: MatchTables?
    /// Matchers for `tables`, reused from one parse to the next.
    var matchers: MatcherPool?
    /// Entries added after loading (user vocabulary), by list name.
    public internal(set) var extraEntries: [String: [ListEntry]] = [:]

    /// Compiles grammar sources; throws every fault found, each with file, line and column.
    public init(sources: [GrammarSource], schema: GrammarSchema = .open) throws(InvalidGrammar) {
        let definition = try GrammarDefinition.parse(sources, schema: schema)
        try self.init(definition: definition, sources: sources)
    }

    /// Compiles a checked definition.
    public init(definition: GrammarDefinition, sources: [GrammarSource] = []) throws(InvalidGrammar) {
        self.declarations = definition
        var diagnostics: [SourceDiagnostic] = []
        // Split into lines only when a diagnostic quotes one.
        let texts = Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        func error(_ span: SourceSpan, _ message: String, expected: String? = nil) {
            let location = span.location
            let line = texts[location.file].flatMap { SourceText(file: location.file, text: $0).line(location.line) }
            diagnostics.append(SourceDiagnostic(
                .error, at: location, message: message, sourceLine: line, length: span.length,
                expected: expected))
        }

        // NB: the phrases' rule names are written on the other core meanwhile (callgrind: 0.65M
        // instructions a compile).
        let phrases = definition.phrases
        let ruleNames = BackgroundWork { Self.ruleNames(of: phrases) }

        vocabulary = TokenVocabulary.builtin

        // Skip words.
        // NB: a WordTable, not a Set<String>: hashing a word's first eight bytes with one
        // multiplication is several times cheaper than String's SipHash.
        var singleSkipWords = WordTable()
        for skip in definition.skips {
            let alternatives: [Expression] = if case .alternative(let parts, _) = skip { parts } else { [skip] }
            for case .word(let word, _) in alternatives { _ = singleSkipWords.insert(word) }
        }
        // NB: every rule is compiled once here, its words numbered and checked for skip words,
        // so expanding it at each reference below hashes no word.
        var code = ExpressionCode(rules: definition.rules, skipWords: singleSkipWords)
        for (word, span) in code.ruleSkipWords {
            error(span, "'\(word)' is a skip word, so this rule never matches it", expected: "remove it from the rule (skip words are dropped before matching)")
        }
        var skipBuilder = AutomatonBuilder()
        var noCaptures = NoCaptures()
        for skip in definition.skips {
            let root = code.append(skip).root
            _ = skipBuilder.insert(root, of: &code, payload: 0, vocabulary: &vocabulary, captures: &noCaptures)
        }
        skipAutomaton = DeterministicAutomaton(skipBuilder.automaton)

        // Wildcards.
        for wildcard in definition.wildcards {
            wildcards.append(CompiledWildcard(
                maxWords: wildcard.maxWords,
                stopIDs: Self.ids(of: wildcard.stopWords, in: &vocabulary),
                notFirstIDs: Self.ids(of: wildcard.notFirstWords, in: &vocabulary),
                stripIDs: Self.ids(of: wildcard.stripWords, in: &vocabulary),
                joinIDs: Self.ids(of: wildcard.joinWords, in: &vocabulary),
                addressEndIDs: Self.ids(of: wildcard.addressEndWords, in: &vocabulary),
                notLastIDs: Self.ids(of: wildcard.notLastWords, in: &vocabulary),
                refusesNumber: wildcard.neverJust.contains("number"), refusesTime: wildcard.neverJust.contains("time")))
        }

        // Phrases.
        var phraseCaptures = PhraseCaptures(lists: definition.lists, wildcards: definition.wildcards)
        var builders = [AutomatonBuilder(phrases: definition.phrases.count)]
        for (index, expectation) in definition.expectations.enumerated() {
            expectationAutomata[expectation] = index + 1
            builders.append(AutomatonBuilder())
        }
        for (index, phrase) in definition.phrases.enumerated() {
            var intent: Int32 = 0
            var automatonIndex = 0
            switch phrase.scope {
            case .global: break
            case .intent(let name): intent = Int32((definition.intents.firstIndex(of: name) ?? 0) + 1)
            case .expect(let name): automatonIndex = expectationAutomata[name] ?? 0
            }
            phraseIntent.append(intent)
            phraseIsAlone.append(phrase.isAlone)
            phraseIsClause.append(phrase.isClause)
            let (root, skipWords) = code.append(phrase.expression)
            for (word, span) in skipWords {
                error(span, "'\(word)' is a skip word, so this phrase never sees it", expected: "remove it from the phrase (skip words are dropped before matching)")
            }
            phraseCaptures.defaultSlot = phrase.name ?? ""
            let inserted = builders[automatonIndex].insert(root, of: &code, payload: Int32(index), vocabulary: &vocabulary, captures: &phraseCaptures)
            if !inserted {
                error(phrase.span, "phrase '\(phrase.label)' can match nothing", expected: "expected at least one part that is not optional")
            }
        }
        phraseRules = ruleNames.wait()
        captures = phraseCaptures.captures
        usedBuiltins = phraseCaptures.usedBuiltins
        let lists = listBuilder(code: &code)
        // Every automaton at once: [phrases, expectations…, lists].
        let made = DeterministicAutomaton.make(builders.map(\.automaton) + [lists.automaton])
        phraseAutomata = Array(made.dropLast())
        listAutomaton = made[made.count - 1]
        freezeTables()
        guard diagnostics.isEmpty else { throw InvalidGrammar(diagnostics: diagnostics) }
    }

    /// The ids of `words`, adding the new ones to `vocabulary` in sorted order, so word ids (and
    /// an archive of this grammar) are the same on every run.
    private static func ids(of words: Set<String>, in vocabulary: inout TokenVocabulary) -> Set<Int32> {
        var ids = Set<Int32>(minimumCapacity: words.count)
        var new: [String] = []
        for word in words {
            let id = vocabulary.lookup(word)
            if id >= 0 { ids.insert(id) } else { new.append(word) }
        }
        // NB: only the new words are sorted; the words already known keep their ids whatever
        // the order.
        for word in new.sorted() { ids.insert(vocabulary.id(for: word)) }
        return ids
    }

    /// Rebuilds the synonym automaton from the declared lists plus `extraEntries`.
    mutating func rebuildLists() {
        var code = ExpressionCode(compilingOnUse: declarations.rules)
        rebuildLists(code: &code)
    }

    /// Rebuilds the synonym automaton, with the rules compiled in `code`.
    private mutating func rebuildLists(code: inout ExpressionCode) {
        listAutomaton = DeterministicAutomaton(listBuilder(code: &code).automaton)
        freezeTables()
    }

    /// The declared lists and `extraEntries` inserted into an automaton (`entryLists` and
    /// `entryValues` say which entry each payload is).
    private mutating func listBuilder(code: inout ExpressionCode) -> AutomatonBuilder {
        var builder = AutomatonBuilder()
        var noCaptures = NoCaptures()
        entryLists = []
        entryValues = []
        func insert(_ entries: [ListEntry], ofList index: Int) {
            for entry in entries {
                let payload = Int32(entryLists.count)
                entryLists.append(Int32(index))
                entryValues.append(entry.value)
                let root = code.append(entry.expression).root
                _ = builder.insert(root, of: &code, payload: payload, vocabulary: &vocabulary, captures: &noCaptures)
            }
        }
        // NB: a list's declared and extra entries are inserted one after the other, not joined
        // into a new array (which copied every entry), and the extra entries are looked up only
        // when there are some.
        for (index, list) in declarations.lists.enumerated() {
            insert(list.entries, ofList: index)
            if !extraEntries.isEmpty, let extra = extraEntries[list.name] { insert(extra, ofList: index) }
        }
        return builder
    }

    /// Freezes what matching reads, after any automaton changed.
    private mutating func freezeTables() {
        let tables = MatchTables(self)
        self.tables = tables
        matchers = MatcherPool(tables: tables)
    }

    // MARK: - Run-time vocabulary

    /// This grammar with extra entries in some lists (replacing any added before), e.g. the
    /// user's saved place names. Lists not declared in the grammar are ignored.
    public func replacingExtraEntries(_ entries: [String: [ListEntry]]) -> CompiledGrammar {
        var copy = self
        copy.extraEntries = entries.filter { name, _ in declarations.lists.contains { $0.name == name } }
        copy.rebuildLists()
        return copy
    }

    /// A list entry whose synonym is `phrase` as written ("work card").
    public static func entry(value: String, phrase: String) -> ListEntry? {
        let span = SourceSpan(SourceLocation(file: "<runtime>", line: 1, column: 1))
        let words = Tokenizer.tokenize(phrase).map { Expression.word($0.text, at: span) }
        guard !words.isEmpty else { return nil }
        return ListEntry(value: value, expression: words.count == 1 ? words[0] : .sequence(words), span: span)
    }

    // MARK: - Introspection

    /// The canonical values of a list, in declaration order (extra entries last).
    public func values(ofList name: String) -> [String] {
        guard let list = declarations.list(named: name) else { return [] }
        var seen = Set<String>()
        return (list.entries + (extraEntries[name] ?? [])).map(\.value).filter { seen.insert($0).inserted }
    }

    /// Every way the list's entries for `value` can be said, as lowercase text, at most `limit`.
    public func synonyms(ofList name: String, value: String, limit: Int = 200) -> [String] {
        guard let list = declarations.list(named: name) else { return [] }
        var result: [String] = []
        for entry in list.entries + (extraEntries[name] ?? []) where entry.value == value {
            for form in entry.expression.sampleTexts(rules: declarations.rules, limit: limit) where !result.contains(form) {
                result.append(form)
            }
        }
        return Array(result.prefix(limit))
    }

    // MARK: - Loading

    /// Loads every `*.grammar` file in `directory` (sorted by name) and compiles them.
    public static func load(directory: URL, schema: GrammarSchema = .open) throws(InvalidGrammar) -> CompiledGrammar {
        try CompiledGrammar(sources: GrammarSources.read(directory: directory), schema: schema)
    }
}
