import Testing
@testable import RideLanguage

@Suite struct UserVocabularyTests {
    @Test func addsSavedPlacesAndPaymentNicknames() throws {
        let grammar = try GrammarFixture.grammar().withUserVocabulary(
            UserVocabulary(placeNames: ["home", "work", "gym"], paymentNicknames: ["work card"]))
        #expect(grammar.userVocabulary.placeNames == ["home", "work", "gym"])
        #expect(grammar.understand("take me home").slots.dropOff == .named("home"))
        #expect(grammar.understand("from work to the gym").slots.pickup == .named("work"))
        #expect(grammar.understand("my work card").slots.paymentMethod == "work card")
        #expect(grammar.understand("put it on the work card").slots.paymentMethod == "work card")
    }

    @Test func replacesTheVocabularyGivenBefore() throws {
        let base = try GrammarFixture.grammar()
        let first = base.withUserVocabulary(UserVocabulary(paymentNicknames: ["work card"]))
        let second = first.withUserVocabulary(UserVocabulary(paymentNicknames: ["blue card"]))
        #expect(second.understand("my work card").slots.paymentMethod == nil)
        #expect(second.understand("my blue card").slots.paymentMethod == "blue card")
        #expect(base.understand("my work card").slots.paymentMethod == nil)
    }
}
