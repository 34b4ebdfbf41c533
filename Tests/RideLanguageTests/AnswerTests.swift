import Testing
@testable import RideLanguage

@Suite struct AnswerTests {
    @Test(arguments: ["yes", "Yeah", "yep", "sure", "that's right", "That is correct", "go ahead", "sounds good", "no problem"])
    func readsYes(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).answer == .yes)
    }

    @Test(arguments: ["no", "nope", "nah", "no thanks", "not right now", "that's wrong"])
    func readsNo(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).answer == .no)
    }

    @Test func takesPlainAgreementAsYesOnlyWhenConfirming() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("okay, perfect").answer == nil)
        #expect(grammar.understand("okay, perfect", expecting: .confirmation).answer == .yes)
    }

    @Test func keepsAnAnswerBesideOtherContent() throws {
        let understanding = try GrammarFixture.grammar().understand("Yes, how much will it cost?")
        #expect(understanding.answer == .yes)
        #expect(understanding.question == .fare)
    }

    @Test func readsClosings() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("Thanks, that's all.").isClosing)
        #expect(!grammar.understand("thanks, get me a cab").isClosing)
    }
}
