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

@Suite struct PickupStatementTests {
    @Test func sayingWhereYouAreGivesThePickup() throws {
        let grammar = try GrammarFixture.grammar()
        let understanding = grammar.understand("I'm at Union Square, get me a cab to SFO")
        #expect(understanding.slots.pickup == .named("Union Square"))
        #expect(understanding.slots.dropOff == .named("SFO"))
        #expect(understanding.intent == .requestRide)
    }

    @Test func theCheapestRideIsTheSharedOne() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("the cheapest ride to Oakland for 2").slots.rideOption?.vocabularyIdentifier == "Shared")
    }
}
