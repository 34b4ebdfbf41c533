import Testing
@testable import RideLanguage

/// The pickup, in the many ways riders give it: where they are, where the ride starts, where the
/// car should come, the first end of "between … and …".
@Suite struct PickupPhraseTests {
    private func pickup(_ text: String) throws -> PlaceMention? {
        try GrammarFixture.grammar().understand(text).slots.pickup
    }

    @Test(arguments: [
        ("pick me up at the Hilton", "Hilton"),
        ("I'm outside 200 Larkin", "200 Larkin"),
        ("we're standing in front of the Westin", "Westin"),
        ("I'm closer to 5th and Main", "5th and Main"),
        ("im currently at the airport", "airport"),
        ("my ride starts at the zoo", "zoo"),
        ("the trip begins from City Hall", "City Hall"),
        ("leaving Union Square around 6", "Union Square"),
        ("departing from Pier 39", "Pier 39"),
        ("collect me from the Ferry Building", "Ferry Building"),
        ("come get me at 88 Kearny St", "88 Kearny St"),
        ("my departure location is Forbes and Murray", "Forbes and Murray"),
    ])
    func saysWhereTheRideStarts(text: String, place: String) throws {
        #expect(try pickup(text) == .named(place))
    }

    @Test func betweenTwoPlacesIsPickupThenDropOff() throws {
        let understanding = try GrammarFixture.grammar().understand("a cab between City Hall and the ferry terminal")
        #expect(understanding.slots.pickup == .named("City Hall"))
        #expect(understanding.slots.dropOff == .named("ferry terminal"))
        #expect(understanding.intent == .requestRide)
    }

    @Test func whereTheCarIsSentIsThePickupNotTheDestination() throws {
        let grammar = try GrammarFixture.grammar()
        let home = grammar.understand("send a car to my place")
        #expect(home.intent == .requestRide)
        #expect(home.slots.pickup == .named("home"))
        #expect(home.slots.dropOff == nil)
        let hotel = grammar.understand("send an XL to the Hilton")
        #expect(hotel.slots.pickup == .named("Hilton"))
        #expect(hotel.slots.rideOption?.vocabularyIdentifier == "SUV")
    }

    @Test func aPickupAfterTheTimeKeepsBoth() throws {
        let understanding = try GrammarFixture.grammar().understand("Friday at 4 at 88 Kearny St")
        #expect(understanding.slots.pickup == .named("88 Kearny St"))
        guard case .dated(let day, let hour, _, _) = understanding.slots.scheduledPickupTime else {
            Issue.record("expected a dated time, got \(String(describing: understanding.slots.scheduledPickupTime))")
            return
        }
        #expect(day == .weekday(6, isNext: false))
        #expect(hour == 4)
    }

    @Test func intersectionsAndNamesWithAndAreWhole() throws {
        let grammar = try GrammarFixture.grammar()
        let understanding = grammar.understand("get me a cab from 3rd and King to Barnes and Noble")
        #expect(understanding.slots.pickup == .named("3rd and King"))
        #expect(understanding.slots.dropOff == .named("Barnes and Noble"))
        #expect(grammar.understand("take me to the Hilton in Oakland").slots.dropOff == .named("Hilton in Oakland"))
        #expect(grammar.understand("to SFO and 3 of us").slots.dropOff == .named("SFO"))
    }
}

/// Saying where you need to be is a ride request; saying you don't want to go is not.
@Suite struct GoingSomewherePhraseTests {
    @Test(arguments: [
        "I need to get to the airport", "I would like to travel to 5th and Main from the Hospital",
        "I'm trying to get to the hospital", "i wanna go to the Ferry Building", "I have to get to Pier 39",
        "I need a quick ride from University to the Hospital", "I'm headed from University to Hospital",
    ])
    func isARideRequest(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .requestRide)
    }

    @Test(arguments: [
        "I don't really want to go to London", "I wish I didn't have to go to the wedding",
        "I want to go to a salon in Walnut Creek", "I'd like to go to an extravagant Japanese restaurant",
        "I'd like to live in Pleasanton",
    ])
    func isNotARideRequest(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent != .requestRide)
    }
}

/// Asking after a booked ride in the words riders use.
@Suite struct RideStatusPhraseTests {
    @Test(arguments: [
        "I need to check the status of my ride", "what is the status of ride id 605", "check the status again",
        "can you check on my booked uber ride", "I'm still waiting for my ride", "my ride isn't here yet",
        "what's going on with my cab", "who is the driver", "what's the driver's name",
        "what kind of car is it", "is the car close?", "how far away are they",
        "did they forget about me", "status of my friend's ride",
    ])
    func asksForTheRideStatus(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .getRideStatus)
    }

    @Test func statusOfSomethingElseIsNotARide() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("what is the status of the weather").intent != .getRideStatus)
        #expect(grammar.understand("check it in Philadelphia").intent != .getRideStatus)
    }
}

/// Where the car comes, and a place said with no "to", in more of the ways riders put them.
@Suite struct MorePickupAndBarePlaceTests {
    @Test(arguments: [
        ("send a taxi round to my house", "home"), ("send a cab around to the Hilton", "Hilton"),
        ("pick me up on the corner of haight and ashbury", "haight and ashbury"), ("meet me on the corner of 3rd and King", "3rd and King"),
        ("can you have a car come and pick me up at the Marriott", "Marriott"),
    ])
    func theCarComesToThePickup(text: String, pickup: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.pickup?.text == pickup)
        #expect(understanding.slots.dropOff == nil)
    }

    @Test(arguments: ["we're at gate 5 at SFO, need a ride downtown", "take me downtown", "get me a cab downtown", "heading uptown from the ballpark"])
    func aBarePlaceIsTheDropOff(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(["downtown", "uptown"].contains(understanding.slots.dropOff?.text ?? ""))
        #expect(understanding.residue.isEmpty)
    }
}
