import Testing

import PhraseGrammar

@Suite struct PhraseParseTests {
    @Test func residueTextJoinsUnusedRunsWithSingleSpacesAsTyped() throws {
        let grammar = try compile("""
            intent RequestRide
              trigger: get me a cab
            """)
        let parse = grammar.parse("Café  Müller, get me a cab   to  Zürich Straße")
        #expect(parse.intent == "RequestRide")
        #expect(parse.residue.count == 2)
        #expect(parse.residueText == "Café  Müller to  Zürich Straße")
    }

    @Test func residueTextIsEmptyWhenEveryWordIsUsed() throws {
        let grammar = try compile("""
            intent RequestRide
              trigger: get me a cab
            """)
        #expect(grammar.parse("get me a cab").residueText == "")
    }
}
