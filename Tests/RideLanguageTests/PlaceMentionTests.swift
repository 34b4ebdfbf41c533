import Testing
@testable import RideLanguage

@Suite struct PlaceMentionTests {
    @Test func reportsThereAsAReference() throws {
        let understanding = try GrammarFixture.grammar().understand("get me a cab to get there")
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.dropOff == .reference("there"))
    }

    @Test func reportsTheSamePlaceAsAReference() throws {
        #expect(try GrammarFixture.grammar().understand("take me to the same place").slots.dropOff == .reference("the same place"))
        #expect(try GrammarFixture.grammar().understand("the same place", expecting: .dropOff).slots.dropOff == .reference("the same place"))
    }

    @Test func reportsHereAsTheCurrentLocation() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("pick me up here").slots.pickup == .currentLocation)
        #expect(grammar.understand("from my location").slots.pickup == .currentLocation)
        #expect(grammar.understand("here", expecting: .pickup).slots.pickup == .currentLocation)
    }
}
