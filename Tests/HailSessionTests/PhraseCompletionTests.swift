import Testing
@testable import HailSession

@Suite struct PhraseCompletionTests {
    let places = ["Ferry Building", "Fisherman's Wharf", "San Francisco International Airport", "SUV"]

    @Test func completesTheTrailingWordsIntoAMultiWordPhrase() {
        #expect(PhraseCompletion.complete("take me to ferry b", candidates: places) == ["take me to Ferry Building"])
    }

    @Test func offersEveryCandidateThatExtendsTheWord() {
        #expect(PhraseCompletion.complete("to f", candidates: places) == ["to Ferry Building", "to Fisherman's Wharf"])
    }

    @Test func offersNothingAfterASpaceOrForUnknownWords() {
        #expect(PhraseCompletion.complete("to ", candidates: places).isEmpty)
        #expect(PhraseCompletion.complete("to zz", candidates: places).isEmpty)
    }
}
