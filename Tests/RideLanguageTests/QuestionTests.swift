import Testing
@testable import RideLanguage

@Suite struct QuestionTests {
    @Test(arguments: [
        ("how much?", RideQuestion.fare), ("What's the fare?", .fare), ("how long until it gets here?", .eta),
        ("when will the cab arrive?", .eta), ("how long is the ride?", .duration), ("how long will it take to get there?", .duration),
        ("how much longer", .eta), ("how much longer will it be?", .eta), ("how much longer until the car gets here", .eta),
        ("how much is it", .fare),
    ])
    func readsQuestions(text: String, question: RideQuestion) throws {
        #expect(try GrammarFixture.grammar().understand(text).question == question)
    }

    @Test func readsSeveralQuestionsInOrder() throws {
        let understanding = try GrammarFixture.grammar().understand("How long is the ride and how much does it cost?")
        #expect(understanding.questions == [.duration, .fare])
        #expect(understanding.question == .duration)
    }
}
