import Testing
import PhraseGrammar

@Suite struct RuleTests {
    @Test func expandsRulesSharedAcrossPhrasesAndIntents() throws {
        let grammar = try compile("""
            rule ride_noun = ride | cab | taxi | "cab ride"
            rule polite_ride = [a] <ride_noun>
            intent RequestRide
              trigger: (get | book) [me] <polite_ride>
            intent CancelRide
              trigger: cancel my <ride_noun>
            """)
        #expect(grammar.parse("book me a cab ride").intent == "RequestRide")
        #expect(grammar.parse("get taxi").intent == "RequestRide")
        #expect(grammar.parse("cancel my taxi").intent == "CancelRide")
    }
}
