import Testing
import PhraseGrammar

@Suite struct ScopeTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            intent RequestRide
              trigger: get me a cab
              slot extra: for now
            intent CancelRide
              trigger: cancel my cab
            global
              command cancel: cancel
              choice (alone): {number:position}
              slot partySize: {number} people
            expect partySize
              slot partySize (alone): {number}
            """)
    }

    @Test func picksTheIntentWhosePhrasesCoverMost() {
        #expect(grammar.parse("get me a cab").intent == "RequestRide")
        #expect(grammar.parse("cancel my cab").intent == "CancelRide")
        #expect(grammar.parse("cancel").intent == nil)
        #expect(grammar.parse("cancel").labels == ["command cancel"])
    }

    @Test func usesIntentPhrasesOnlyInAParseForThatIntent() {
        #expect(grammar.parse("get me a cab for now").labels == ["trigger", "slot extra"])
        #expect(grammar.parse("cancel my cab for now").labels == ["trigger"])
    }

    @Test func aloneMatchesOnlyTheWholeUtterance() {
        #expect(grammar.parse("3").labels == ["choice"])
        #expect(grammar.parse("3 people").labels == ["slot partySize"])
    }

    @Test func expectationPhrasesTakePartOnlyWhenExpectedAndWinTies() {
        #expect(grammar.parse("3", expectations: ["partySize"]).labels == ["slot partySize"])
        #expect(grammar.parse("3", expectations: ["dropOff"]).labels == ["choice"])
    }
}
