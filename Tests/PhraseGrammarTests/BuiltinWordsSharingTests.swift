import Testing
@testable import PhraseGrammar

@Suite struct BuiltinWordsSharingTests {
    @Test func aGrammarsVocabularyStartsWithTheBuiltinWordsSoItsTablesAreShared() throws {
        let grammar = try CompiledGrammar(sources: [GrammarSource(path: "a.grammar", text: "global\n  answer yes: yes | yeah\n")])
        #expect(grammar.vocabulary.startsWithBuiltinWords)
        let words = BuiltinWords.forVocabulary(grammar.vocabulary)
        #expect(words === BuiltinWords.forVocabulary(TokenVocabulary.builtin))
        #expect(words.unit(grammar.vocabulary.lookup("five")) == 5)
        #expect(words.unit(grammar.vocabulary.lookup("yeah")) == nil)
    }

    @Test func aVocabularyNumberingTheBuiltinWordsOtherwiseGetsTablesOfItsOwn() {
        var vocabulary = TokenVocabulary()
        _ = vocabulary.id(for: "yeah")
        for word in EnglishNumberWords.allWords { _ = vocabulary.id(for: word) }
        #expect(!vocabulary.startsWithBuiltinWords)
        let words = BuiltinWords.forVocabulary(vocabulary)
        #expect(words !== BuiltinWords.forVocabulary(TokenVocabulary.builtin))
        #expect(words.unit(vocabulary.lookup("five")) == 5)
        #expect(words.dates.month(vocabulary.lookup("june")) == 6)
        #expect(words.unit(vocabulary.lookup("yeah")) == nil)
    }
}
