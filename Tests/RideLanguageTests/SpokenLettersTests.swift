import PhraseGrammar
import Testing
@testable import RideLanguage

@Suite struct SpokenLettersTests {
    @Test func spellsAnAcronymByLetterNamesAndByLetters() {
        #expect(SpokenLetters.spellings(of: "XL") == ["ex el", "x l"])
        #expect(SpokenLetters.spellings(of: "SUV") == ["ess you vee", "s u v"])
    }

    @Test func leavesWordsThatAreNotAcronymsAlone() {
        #expect(SpokenLetters.spellings(of: "Hail").isEmpty)
        #expect(SpokenLetters.spellings(of: "xl").isEmpty)
        #expect(SpokenLetters.spellings(of: "A").isEmpty)
        #expect(SpokenLetters.spelledForms(of: "Hail Pool").isEmpty)
    }

    @Test func spellsTheAcronymsInsideAPhrase() {
        #expect(SpokenLetters.spelledForms(of: "Hail XL") == ["Hail ex el", "Hail x l"])
    }

    @Test func acceptsAGrammarSynonymWrittenInCapitalsSpelledOut() throws {
        let grammar = try RideGrammar.load(sources: [GrammarSource(path: "a.grammar", text: """
            list ride_option
              SUV = SUV | van
            global
              slot rideOption: an {ride_option}
            """)])
        #expect(grammar.understand("an ess you vee").slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(grammar.understand("an s u v").slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(grammar.understand("an suv").slots.rideOption?.vocabularyIdentifier == "SUV")
        // "van" is not written as an acronym, so "vee ay en" is not a synonym.
        #expect(grammar.understand("an vee ay en").slots.rideOption == nil)
    }

    @Test func acceptsTheRealGrammarsAcronymsAndPlistPronunciationsSpelledOut() throws {
        let grammar = try GrammarFixture.grammar()
        for said in ["an ex el to SFO", "an ess you vee to SFO", "a hail ex el to SFO", "a hail x l to SFO"] {
            #expect(grammar.understand(said).slots.rideOption?.vocabularyIdentifier == "SUV", "\(said)")
        }
        // VocabularyItemPronunciation "hale black" for "Hail Black".
        #expect(grammar.understand("a hale black to SFO").slots.rideOption?.vocabularyIdentifier == "Luxury")
    }
}
