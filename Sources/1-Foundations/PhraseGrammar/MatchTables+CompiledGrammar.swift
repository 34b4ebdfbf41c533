extension MatchTables {
    /// The tables matching reads in `grammar`.
    convenience init(_ grammar: CompiledGrammar) {
        self.init(
            vocabulary: grammar.vocabulary, phraseAutomata: grammar.phraseAutomata, expectationAutomata: grammar.expectationAutomata,
            listAutomaton: grammar.listAutomaton, skipAutomaton: grammar.skipAutomaton, entryLists: grammar.entryLists,
            entryValues: grammar.entryValues, wildcards: grammar.wildcards, captures: grammar.captures, phrases: grammar.declarations.phrases,
            archivedExpressions: grammar.archivedExpressions, phraseIsAlone: grammar.phraseIsAlone, phraseIsClause: grammar.phraseIsClause,
            phraseIntent: grammar.phraseIntent, phraseRules: grammar.phraseRules, intents: grammar.declarations.intents,
            usedBuiltins: grammar.usedBuiltins)
    }
}
