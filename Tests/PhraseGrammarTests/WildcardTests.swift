import Testing
import PhraseGrammar

@Suite struct WildcardTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            wildcard place
              max = 4
              strip = the | a
              stop = and | for
              not first = me | go
            global
              slot dropOff: to {place}
              slot partySize: for {number} [people]
              closing: thanks
            """)
    }

    @Test func endsWherePhrasesAroundItBegin() {
        let parse = grammar.parse("to the Ferry Building for 4 people thanks")
        #expect(parse.values["dropOff"] == .text("Ferry Building"))
        #expect(parse.values["partySize"] == .number(4))
        #expect(parse.labels == ["slot dropOff", "slot partySize", "closing"])
    }

    @Test func stopsAtStopWordsCommasAndSentenceEnds() {
        #expect(grammar.parse("to SFO and then home").values["dropOff"] == .text("SFO"))
        #expect(grammar.parse("to SFO, I think").values["dropOff"] == .text("SFO"))
        #expect(grammar.parse("to SFO. I think").values["dropOff"] == .text("SFO"))
    }

    @Test func takesAtMostItsMaximumWords() {
        #expect(grammar.parse("to one two three four five").values["dropOff"] == .text("one two three four"))
    }

    @Test func neverStartsWithANotFirstWord() {
        #expect(grammar.parse("I want to go home").values["dropOff"] == nil)
        #expect(grammar.parse("tell me to go").values["dropOff"] == nil)
    }

    @Test func reportsTheTextAsTyped() {
        #expect(grammar.parse("to 12 Main # 7").values["dropOff"] == .text("12 Main # 7"))
    }
}
