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

/// Issue 26: after a turn about a train, a flight, a bus, a hotel or a restaurant, travel said
/// without a ride ("I would like to travel on Friday", "I need to go from Ely to Cambridge")
/// answers that turn; a taxi, a cab or a ride named asks for one whatever came before.
@Suite struct AnotherDomainTurnTests {
    let grammar: RideGrammar

    init() throws {
        grammar = try RideGrammar.load(directory: WorkbenchFixture.realDirectory)
    }

    @Test(arguments: [
        "What day would you like the train for?", "There are 3 trains leaving Norwich after 10:00. When would you like to leave?",
        "Which hotel would you like? I have 2 guesthouses with 4 stars.", "Your table for 4 at the Italian restaurant is booked.",
        "The flight leaves at 6. Where are you flying from?", "The bus to Oxford leaves every hour.",
    ])
    func travelWithoutARideAfterAnotherDomainIsNoRequest(turn: String) {
        #expect(SystemTurnReading(turn).isAboutAnotherDomain, "\(turn)")
        for text in ["I need to go from Ely to Cambridge on Friday", "I want to get to London by 18:00", "I'd like to go to Stansted"] {
            let heard = grammar.understand(text, answering: turn)
            #expect(heard.intent != .requestRide, "\(turn) / \(text)")
        }
    }

    @Test(arguments: [
        ("Your hotel is booked for 3 nights.", "I also need a taxi from the hotel to the station"),
        ("What day would you like the train for?", "actually get me a cab to the station instead"),
        ("How can I help?", "I need to go from Ely to Cambridge on Friday"),
        ("Would you like me to book a taxi from the restaurant?", "I need to get to the hotel by 10pm"),
    ])
    func aRideNamedOrNoOtherDomainStaysARequest(turn: String, text: String) {
        #expect(grammar.understand(text, answering: turn).intent == .requestRide, "\(turn) / \(text)")
    }
}
