/// Everything matching reads, compiled and frozen: one shared, immutable object, so a matcher
/// holds a single reference instead of copying a grammar's many tables.
final class MatchTables: Sendable {
    let words: WordTable
    /// Automaton 0 holds global and intent phrases; one more per expectation.
    let phraseAutomata: [DeterministicAutomaton]
    let expectationAutomata: [String: Int]
    let listAutomaton: DeterministicAutomaton
    let skipAutomaton: DeterministicAutomaton
    /// For each list-automaton payload: the list and the entry's canonical value.
    let entryLists: [Int32]
    let entryValues: [String]
    let wildcardMaxWords: [Int]
    /// Per wildcard: whether its text may not be a number alone, or a clock time.
    let wildcardRefusesNumber: [Bool]
    let wildcardRefusesTime: [Bool]
    /// Per wildcard, per word id: `CompiledWildcard` flags (stop, not first, strip, join, address end, not last).
    let wildcardWordFlags: [[UInt8]]
    let captures: [CaptureSpec]
    let captureCodes: [CaptureCode]
    /// The phrases as declared; read from an archive, without their expressions, which are in
    /// `archivedExpressions` (see `phrase(at:)`).
    let phrases: [PhraseDeclaration]
    let archivedExpressions: ArchivedPhraseExpressions?
    /// 0 for global and expectation phrases, 1 + intent index for intent phrases.
    let phraseIntent: [Int32]
    /// Per phrase: `aloneFlag` and `clauseFlag`, read together where a walk emits a match (most
    /// phrases have neither).
    let phraseFlags: [UInt8]
    static let aloneFlag: UInt8 = 1
    static let clauseFlag: UInt8 = 2
    let phraseRules: [String]
    let intents: [String]
    let builtinWords: BuiltinWords
    /// Which builtins some phrase captures, as flags read once per utterance without hashing.
    let usesNumbers: Bool
    let usesOrdinals: Bool
    let usesTimes: Bool
    let usesDurations: Bool
    let usesDates: Bool

    /// The tables of a compiled grammar (see `MatchTables(_: CompiledGrammar)`): its words, its
    /// automata and what their payloads and captures mean.
    init(
        vocabulary: TokenVocabulary, phraseAutomata: [DeterministicAutomaton], expectationAutomata: [String: Int],
        listAutomaton: DeterministicAutomaton, skipAutomaton: DeterministicAutomaton, entryLists: [Int32], entryValues: [String],
        wildcards: [CompiledWildcard], captures: [CaptureSpec], phrases: [PhraseDeclaration], archivedExpressions: ArchivedPhraseExpressions?,
        phraseIsAlone: [Bool], phraseIsClause: [Bool], phraseIntent: [Int32], phraseRules: [String], intents: [String],
        usedBuiltins: Set<BuiltinKind>
    ) {
        words = vocabulary.table
        self.phraseAutomata = phraseAutomata
        self.expectationAutomata = expectationAutomata
        self.listAutomaton = listAutomaton
        self.skipAutomaton = skipAutomaton
        self.entryLists = entryLists
        self.entryValues = entryValues
        wildcardMaxWords = wildcards.map(\.maxWords)
        wildcardRefusesNumber = wildcards.map(\.refusesNumber)
        wildcardRefusesTime = wildcards.map(\.refusesTime)
        let count = vocabulary.words.count
        wildcardWordFlags = wildcards.map { wildcard in
            var flags = [UInt8](repeating: 0, count: count)
            for id in wildcard.stopIDs { flags[Int(id)] |= CompiledWildcard.stop }
            for id in wildcard.notFirstIDs { flags[Int(id)] |= CompiledWildcard.notFirst }
            for id in wildcard.stripIDs { flags[Int(id)] |= CompiledWildcard.strip }
            for id in wildcard.joinIDs { flags[Int(id)] |= CompiledWildcard.join }
            for id in wildcard.addressEndIDs { flags[Int(id)] |= CompiledWildcard.addressEnd }
            for id in wildcard.notLastIDs { flags[Int(id)] |= CompiledWildcard.notLast }
            return flags
        }
        self.captures = captures
        let captureCodes = captures.map(CaptureCode.init)
        let phraseFlags = zip(phraseIsAlone, phraseIsClause).map { alone, clause in
            (alone ? Self.aloneFlag : 0) | (clause ? Self.clauseFlag : 0)
        }
        self.phraseFlags = phraseFlags
        self.captureCodes = captureCodes
        self.phrases = phrases
        self.archivedExpressions = archivedExpressions
        self.phraseIntent = phraseIntent
        self.phraseRules = phraseRules
        self.intents = intents
        builtinWords = BuiltinWords.forVocabulary(vocabulary)
        usesNumbers = usedBuiltins.contains(.number)
        usesOrdinals = usedBuiltins.contains(.ordinal)
        usesTimes = usedBuiltins.contains(.time)
        usesDurations = usedBuiltins.contains(.duration)
        usesDates = usedBuiltins.contains(.date)
    }

    /// The flags of word `id` for wildcard `wildcard`.
    @inline(__always)
    func wildcardFlags(_ wildcard: Int, _ id: Int32) -> UInt8 {
        let table = wildcardWordFlags[wildcard]
        return id >= 0 && Int(id) < table.count ? table[Int(id)] : 0
    }

    /// Per phrase automaton, what the walk reads beside it (made when a first matcher is, see
    /// `MatcherPool`: a grammar loaded only to be listed or checked never needs them).
    func makeWalkTables() -> [PhraseWalkTable] {
        phraseAutomata.map { PhraseWalkTable($0, codes: captureCodes, phraseFlags: phraseFlags) }
    }

    /// Phrase `index` as declared, with its expression.
    func phrase(at index: Int) -> PhraseDeclaration {
        guard let archivedExpressions else { return phrases[index] }
        var phrase = phrases[index]
        phrase.expression = archivedExpressions.expressions[index]
        return phrase
    }
}
