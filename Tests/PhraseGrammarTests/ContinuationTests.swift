import Testing
import PhraseGrammar

@Suite struct ContinuationTests {
    @Test func continuesAnExpressionOnLinesStartingWithABar() throws {
        let grammar = try compile("""
            # a comment
            rule ride = cab   # trailing comment
              | taxi
            global
              answer yes: yes
                | yeah
                | <ride> please no
            """)
        #expect(grammar.parse("yeah").labels == ["answer yes"])
        #expect(grammar.parse("taxi please no").labels == ["answer yes"])
    }
}
