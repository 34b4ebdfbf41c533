import Testing
import PhraseGrammar

@Suite struct AlternativeAndOptionalTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              answer yes: (yes | yeah) [please] | (that's | that is) (right | correct)
            """)
    }

    @Test func matchesEachAlternative() {
        for text in ["yes", "yeah", "that's right", "that is correct"] {
            #expect(grammar.parse(text).labels == ["answer yes"], "\(text)")
        }
    }

    @Test func matchesWithAndWithoutTheOptionalPart() {
        #expect(grammar.parse("yeah please").matches.first?.span.utf8 == 0..<11)
        #expect(grammar.parse("yeah").matches.first?.span.utf8 == 0..<4)
    }

    @Test func ignoresCaseAndPunctuation() {
        #expect(grammar.parse("THAT'S RIGHT!!!").labels == ["answer yes"])
    }

    @Test func findsPhrasesAnywhereInTheUtterance() {
        let parse = grammar.parse("well I think that is correct, thanks")
        #expect(parse.labels == ["answer yes"])
        #expect(parse.residueText == "well I think thanks")
    }
}
