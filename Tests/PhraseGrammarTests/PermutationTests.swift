import Testing
import PhraseGrammar

@Suite struct PermutationTests {
    @Test func matchesPartsInAnyOrder() throws {
        let grammar = try compile("""
            intent SendRideFeedback
              trigger: (rate my driver; leave a tip; say thanks)
            """)
        for text in ["rate my driver leave a tip say thanks", "leave a tip rate my driver say thanks", "say thanks leave a tip rate my driver"] {
            #expect(grammar.parse(text).intent == "SendRideFeedback", "\(text)")
        }
        #expect(grammar.parse("rate my driver leave a tip").intent == nil)
    }
}
