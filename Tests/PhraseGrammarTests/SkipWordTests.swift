import Testing
import PhraseGrammar

@Suite struct SkipWordTests {
    @Test func dropsSkipWordsWhereverTheyAppear() throws {
        let grammar = try compile("""
            skip = please | um | can you
            intent RequestRide
              trigger: get me a cab
            """)
        let parse = grammar.parse("um, can you get me a please cab")
        #expect(parse.intent == "RequestRide")
        #expect(parse.residueText.isEmpty)
    }
}

@Suite struct SkipPhraseInsidePhraseTests {
    @Test func aSkipPhraseSpelledOutInAPhraseIsDroppedFromItAsFromTheUtterance() throws {
        let grammar = try compile("""
            skip = please | can you | could you
            rule offer = (do you have | can you offer)
            global
              command help: what can you do
              question options: what rides <offer>
            """)
        #expect(grammar.parse("what can you do?").labels == ["command help"])
        #expect(grammar.parse("please, what could you do").labels == ["command help"])
        #expect(grammar.parse("what rides can you offer").labels == ["question options"])
        #expect(grammar.parse("what rides do you have").labels == ["question options"])
    }

    @Test func theDefinitionShowsThePhraseAsItIsMatched() throws {
        let grammar = try compile("""
            skip = can you
            global
              command help: what can you do
            """)
        guard case .sequence(let parts) = grammar.definition.phrases.first?.expression else {
            Issue.record("not a sequence")
            return
        }
        #expect(parts.count == 2)
    }

    @Test func aPhraseMadeOnlyOfASkipPhraseIsAnError() {
        let found = diagnostics("""
            skip = can you
            global
              command help: can you
            """)
        #expect(found.count == 1)
        #expect(found.first?.contains("can match nothing") == true)
    }
}

@Suite struct SkipWordResidueTests {
    @Test func residueRunsSplitAtASkipWordAndNameTheWordsAsTyped() throws {
        let grammar = try compile("""
            skip = please
            intent RequestRide
              trigger: get me a cab
            """)
        let plain = grammar.parse("get me a cab Right Now")
        #expect(plain.residue.map { $0.text(in: plain.text) } == ["Right Now"])
        #expect(plain.matches.map { $0.span.text(in: plain.text) } == ["get me a cab"])
        let polite = grammar.parse("get me a cab Right please Now")
        #expect(polite.residue.map { $0.text(in: polite.text) } == ["Right", "Now"])
        #expect(polite.matches.map { $0.span.text(in: polite.text) } == ["get me a cab"])
    }
}
