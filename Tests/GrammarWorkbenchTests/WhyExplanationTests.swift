import GrammarWorkbench
import Testing

struct WhyExplanationTests {
    @Test func namesThePhraseRuleAndSynonymBehindAnUnderstanding() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean)
        let text = WhyExplanation.render(Utterance("book me an XL cab"), grammar: grammar.grammar, locator: grammar.locator)
        #expect(text == """
            "book me an XL cab" → intent=RequestRide rideOption=SUV
              rides.grammar:19 trigger  "book me an XL cab"
                <want> (rides.grammar:3) · book (rides.grammar:3) · [me] (rides.grammar:19) · [(a | an)] (rides.grammar:19) · an (rides.grammar:19) · [{ride_option:rideOption}] (rides.grammar:19) · <ride_noun> (rides.grammar:4) · cab (rides.grammar:4)
                {ride_option} xl → SUV (rides.grammar:8)
            """)
    }

    @Test func saysWhenNoPhraseMatched() throws {
        let grammar = try WorkbenchFixture.grammar(WorkbenchFixture.clean)
        let text = WhyExplanation.render(Utterance("hmm"), grammar: grammar.grammar)
        #expect(text == "\"hmm\" → nothing\n  no phrase matched\n  unused words: \"hmm\"")
    }
}
