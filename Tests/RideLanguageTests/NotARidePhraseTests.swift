import Testing
@testable import RideLanguage

/// Trains, flights, directions, traffic, reminders, food orders, sharing an ETA and hotel stars are
/// other apps' work; cuisine words are no ride options.
@Suite struct NotARidePhraseTests {
    @Test(arguments: [
        "book a train to LA", "when is the next train to San Jose", "book me a flight to Seattle",
        "get me directions to Oakland", "how do I get to the ferry building", "how's traffic on 101",
        "what's the traffic like to SFO", "remind me to call mom at 5", "set a reminder to book a cab",
        "order me some thai food", "order a pizza to my place", "share my ETA with John", "send my eta to my wife",
        "I'd like classic French", "a classic French restaurant", "find 5 star hotels", "the hotel has 4 stars",
    ])
    func isAnotherDomain(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == nil)
        #expect(understanding.slots.rideOption == nil)
        #expect(understanding.slots.rating == nil)
    }

    @Test func aRestaurantNamedAsTheDestinationIsStillOne() throws {
        let understanding = try GrammarFixture.grammar().understand("a ride to Sitar Indian Cuisine")
        #expect(understanding.isOutOfDomain == false)
        #expect(understanding.slots.dropOff == .named("Sitar Indian Cuisine"))
    }

    @Test func stoppingOnTheWayIsNoCancel() throws {
        #expect(try GrammarFixture.grammar().understand("we're going to stop by a friend's house first").command == nil)
    }
}

/// The other intents in riders' words.
@Suite struct OtherIntentPhraseTests {
    @Test(arguments: [("give her 15%", 15), ("tip 20 percent", 20), ("tip the driver 15 percent", 15), ("leave a 10% tip", 10)])
    func aTipAsAShareOfTheFare(text: String, percent: Int) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.tipPercent == percent)
        #expect(understanding.slots.tip == nil)
    }

    @Test func aRatingAndAPercentTip() throws {
        let slots = try GrammarFixture.grammar().understand("give him five stars and a 20 percent tip").slots
        #expect(slots.rating == 5)
        #expect(slots.tipPercent == 20)
    }

    @Test(arguments: ["nix my ride", "scrap the booking", "kill the booking", "cancel the ride I booked for tomorrow"])
    func cancelsTheRide(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .cancelRide)
    }

    @Test(arguments: ["what am I looking for?", "what should I look for", "how will I recognize the car"])
    func asksWhatCarToLookFor(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).questions.contains(.vehicle))
    }
}
