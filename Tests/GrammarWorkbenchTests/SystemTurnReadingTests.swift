import Testing
@testable import GrammarWorkbench
import RideLanguage

@Suite struct SystemTurnReadingTests {
    @Test(arguments: [
        ("Where are you going?", DialogExpectation.dropOff), ("What is your destination?", .dropOff),
        ("How many people are in your group?", .partySize), ("Which type of ride would you prefer? Pool or Luxury?", .rideOption),
        ("Please confirm: a pool ride for 2 to SFO.", .confirmation), ("Is a shared ride okay?", .confirmation),
    ])
    func derivesTheExpectation(turn: String, expectation: DialogExpectation) {
        #expect(SystemTurnReading(turn).expectation == expectation)
    }

    @Test func tellsReadBacksFromOffers() {
        #expect(SystemTurnReading("Please confirm: a pool ride for 2 to SFO.").readsBackDetails)
        #expect(SystemTurnReading("So you want a ride to 5 Main Street for 2?").readsBackDetails)
        #expect(!SystemTurnReading("Would you like to buy tickets?").readsBackDetails)
        #expect(SystemTurnReading("Is there anything else I can help with?").offersMoreHelp)
        #expect(SystemTurnReading("Is a shared ride okay?").asksAboutSharedRide)
        #expect(!SystemTurnReading("Is a shared ride to 5 Main Street okay?").asksAboutSharedRide)
    }
}

/// STAR's wizard messages, read as the dialog would hear them.
@Suite struct WizardTurnReadingTests {
    @Test(arguments: [
        ("OK, and where are you departing from?", DialogExpectation.pickup), ("Where would you like to be picked up?", .pickup),
        ("May I have your name and your departure location please?", .pickup), ("Departure location?", .pickup),
        ("Where should the driver pick you up?", .pickup), ("Alright, where do you want to go?", .dropOff),
        ("Where would you like to go?", .dropOff), ("Destination?", .dropOff), ("Where do you need to go?", .dropOff),
        ("what time do you want to be picked up?", .scheduledPickupTime),
    ])
    func derivesTheExpectation(turn: String, expectation: DialogExpectation) {
        #expect(SystemTurnReading(turn).expectation == expectation)
    }

    @Test func askingForBothEndsExpectsNeither() {
        #expect(SystemTurnReading("May I have your name, your departure location and your arrival location please?").expectation == nil)
        #expect(SystemTurnReading("Thank you Angela, can I get your departure location and where you would like to go?").expectation == nil)
    }

    @Test func aTurnIsUnderstoodWithItsExpectation() throws {
        let grammar = try TuningFixture.grammar()
        #expect(grammar.understand("Union Square", answering: "OK, and where are you departing from?").slots.pickup == .named("Union Square"))
        #expect(grammar.understand("Union Square", answering: "Where do you need to go?").slots.dropOff == .named("Union Square"))
        #expect(grammar.understand("Union Square", answering: "") == grammar.understand("Union Square"))
    }
}
