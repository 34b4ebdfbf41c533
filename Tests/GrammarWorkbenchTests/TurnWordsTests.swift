import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite("The words of a system turn")
struct TurnWordsTests {
    @Test func punctuationIsTrimmedAndClauseEndsAreKept() {
        let words = TurnWords("So, you're going to “SFO”? For 2 people.")
        #expect(words.original == ["So", "you're", "going", "to", "SFO", "For", "2", "people"])
        #expect(words.endsClause == [true, false, false, false, true, false, false, true])
        #expect(words.lower.first == "so")
    }

    @Test func accentedWordsKeepTheirLetters() {
        #expect(TurnWords("to Café Claude!").original == ["to", "Café", "Claude"])
    }

    @Test func openingsAreMatchedByWholeWords() {
        let words = TurnWords("Okay so a pool ride for 2")
        #expect(words.startsWithAny("okay so"))
        #expect(!words.startsWithAny("okay s", "so"))
        #expect(words.namesSomething, "\"for 2\" names a party size")
        #expect(!TurnWords("Okay so a pool ride then").namesSomething)
        #expect(TurnWords("Your destination is 2500 Milvia Street").namesSomething)
    }
}
