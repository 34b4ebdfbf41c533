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
