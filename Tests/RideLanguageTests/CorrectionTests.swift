import Testing
@testable import RideLanguage

@Suite struct CorrectionTests {
    @Test func readsAChangedPartySize() throws {
        let understanding = try GrammarFixture.grammar().understand("actually make it 3")
        #expect(understanding.isCorrection)
        #expect(understanding.slots.partySize == 3)
    }

    @Test func readsNoWithANewValueAsACorrection() throws {
        let understanding = try GrammarFixture.grammar().understand("no, to the airport")
        #expect(understanding.isCorrection)
        #expect(understanding.answer == .no)
        #expect(understanding.slots.dropOff == .named("airport"))
    }

    @Test func letsTheLastValueWin() throws {
        #expect(try GrammarFixture.grammar().understand("to SFO, sorry, to Oakland").slots.dropOff == .named("Oakland"))
    }

    @Test func readsAChangedRideOption() throws {
        let understanding = try GrammarFixture.grammar().understand("actually, can you switch that to a Luxury ride?")
        #expect(understanding.isCorrection)
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == "Luxury")
    }
}
