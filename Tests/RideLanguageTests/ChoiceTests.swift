import Testing
@testable import RideLanguage

@Suite struct ChoiceTests {
    @Test func readsABareNumberAsAPositionAndNothingElse() throws {
        let understanding = try GrammarFixture.grammar().understand("3")
        #expect(understanding.choice == .position(3))
        #expect(understanding.slots.isEmpty)
    }

    @Test(arguments: [("the second one", 2), ("number 2", 2), ("option three", 3), ("the 1st", 1), ("second one", 2)])
    func readsPositions(text: String, position: Int) throws {
        #expect(try GrammarFixture.grammar().understand(text).choice == .position(position))
    }

    @Test func readsTheLastOne() throws {
        #expect(try GrammarFixture.grammar().understand("the last one").choice == .last)
    }

    /// A pick by description, which only an offered item may answer.
    @Test(arguments: [
        ("the Market Street one", "Market Street"), ("the SF one", "SF"), ("the one in Oakland", "Oakland"),
        ("the one near the ballpark", "ballpark"), ("the one on Powell", "Powell"),
    ])
    func readsAPickByDescription(text: String, words: String) throws {
        #expect(try GrammarFixture.grammar().understand(text, expecting: .choice).choice == .described(words))
    }

    @Test func readsANameSaidAloneAtAListAsANamedPick() throws {
        #expect(try GrammarFixture.grammar().understand("suvs", expecting: .choice).choice == .named("suvs"))
    }

    @Test func readsBareValuesWhenAChoiceIsExpected() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("3", expecting: .choice).choice == .position(3))
        #expect(grammar.understand("second", expecting: .choice).choice == .position(2))
    }
}
