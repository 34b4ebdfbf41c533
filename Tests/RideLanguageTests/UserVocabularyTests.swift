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

    @Test func aVocabularyAskedForAgainGivesTheSameUnderstandingEvenPastTheFewKept() throws {
        let base = try GrammarFixture.grammar()
        let vocabularies = (0...UserVocabularyGrammars.capacity + 1).map { UserVocabulary(paymentNicknames: ["card \($0)"]) }
        // Each once, then each again: the first ones were dropped from those kept and are made anew.
        for round in 0..<2 {
            for (index, vocabulary) in vocabularies.enumerated() {
                let grammar = base.withUserVocabulary(vocabulary)
                #expect(grammar.userVocabulary == vocabulary)
                #expect(grammar.understand("put it on my card \(index)").slots.paymentMethod == "card \(index)", "round \(round)")
                let other = (index + 1) % vocabularies.count
                #expect(grammar.understand("put it on my card \(other)").slots.paymentMethod != "card \(other)", "round \(round)")
            }
        }
        #expect(base.withUserVocabulary(.empty).understand("put it on my card 0").slots.paymentMethod != "card 0")
    }

    @Test func theGrammarsKeptAreAtMostAFewAndTheLatestFirst() throws {
        let kept = UserVocabularyGrammars()
        let grammar = try GrammarFixture.grammar()
        for index in 0..<(UserVocabularyGrammars.capacity + 2) {
            kept.keep(grammar, for: UserVocabulary(placeNames: ["place \(index)"]))
        }
        #expect(kept.grammar(for: UserVocabulary(placeNames: ["place 0"])) == nil)
        #expect(kept.grammar(for: UserVocabulary(placeNames: ["place \(UserVocabularyGrammars.capacity + 1)"])) != nil)
        #expect(kept.grammar(for: UserVocabulary(placeNames: ["place 2"])) != nil)
    }
}
