import Testing
@testable import RideLanguage
import RideIntents

@Suite struct RequestRideTests {
    @Test func readsARequestWithItsDestination() throws {
        let understanding = try GrammarFixture.grammar().understand("get me a cab to SFO")
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.dropOff == .named("SFO"))
    }

    @Test func readsSlotsInAnyOrder() throws {
        let understanding = try GrammarFixture.grammar().understand("to SFO, 4 of us, an XL")
        #expect(understanding.slots.dropOff == .named("SFO"))
        #expect(understanding.slots.partySize == 4)
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(understanding.slots.rideOption?.spokenPhrase == "XL")
    }

    @Test func findsTheRequestInsideChatter() throws {
        let understanding = try GrammarFixture.grammar().understand("thanks! also I need a cab for two to the airport")
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.partySize == 2)
        #expect(understanding.slots.dropOff == .named("airport"))
        #expect(understanding.slots.scheduledPickupTime == nil)
        #expect(!understanding.isClosing)
    }

    @Test(arguments: [
        ("get me a ride from 1200 Clay St Apt 4, San Francisco, CA 94108 to SFO", "1200 Clay St Apt 4, San Francisco, CA 94108", "SFO"),
        ("pick me up at 200 Larkin St, San Francisco and take me to the zoo", "200 Larkin St, San Francisco", "zoo"),
        ("I need a cab from 800 Market St, Oakland to 500 Howard St, San Francisco, CA 94105", "800 Market St, Oakland", "500 Howard St, San Francisco, CA 94105"),
        ("ride to 1 Main St, SF for 3 people from SFO", "SFO", "1 Main St, SF"),
    ])
    func aWholeAddressWithTownStateAndPostalCodeIsOnePlace(_ text: String, _ pickup: String, _ dropOff: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.pickup == .named(pickup))
        #expect(understanding.slots.dropOff == .named(dropOff))
    }

    @Test func chatterAfterACommaIsNoPartOfThePlace() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("take me to 300 Post St, it's raining").slots.dropOff == .named("300 Post St"))
        #expect(grammar.understand("take me to SFO, Oakland is too far").slots.dropOff == .named("SFO"))
        #expect(grammar.understand("a cab to the zoo, 2 of us").slots.partySize == 2)
    }

    @Test func keepsPlacesAsTypedWithoutLeadingArticles() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("a ride to 659 Merchant Street please").slots.dropOff == .named("659 Merchant Street"))
        #expect(grammar.understand("take me to the Ferry Building").slots.dropOff == .named("Ferry Building"))
        #expect(grammar.understand("from the office to SFO").slots.pickup == .named("office"))
    }

    @Test(arguments: [
        ("a pool ride", "Shared"), ("a shared ride", "Shared"), ("carpool", "Shared"), ("a regular cab", "Standard"),
        ("an XL", "SUV"), ("a large car", "SUV"), ("the van", "SUV"), ("a black car", "Luxury"), ("premium", "Luxury"),
        ("compact", "Compact"),
    ])
    func mapsRideOptionSynonymsToCanonicalNames(text: String, option: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rideOption?.vocabularyIdentifier == option)
    }

    @Test(arguments: [
        ("for 4", 4), ("3 people", 3), ("a party of four", 4), ("just me", 1), ("two of us", 2), ("there are three of us", 3),
        ("party of 6", 6), ("me and a friend", 2),
    ])
    func readsPartySizeFromPartyEvidence(text: String, size: Int) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.partySize == size)
    }

    @Test func readsScheduledPickupTimes() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("pick me up at 9am").slots.scheduledPickupTime == .clock(hour: 9, minute: 0, dayOffset: 0, isMeridiemKnown: true))
        #expect(grammar.understand("in 20 minutes").slots.scheduledPickupTime == .relative(minutes: 20))
        #expect(grammar.understand("tomorrow at 7:30").slots.scheduledPickupTime == .clock(hour: 7, minute: 30, dayOffset: 1, isMeridiemKnown: false))
        #expect(grammar.understand("at 6 pm tomorrow").slots.scheduledPickupTime == .clock(hour: 18, minute: 0, dayOffset: 1, isMeridiemKnown: true))
        #expect(grammar.understand("I need a cab right now").slots.scheduledPickupTime == .now)
    }

    @Test func readsPaymentMethods() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("pay with my Amex").slots.paymentMethod == "American Express")
        #expect(grammar.understand("charge it to visa ending 4242").slots.paymentMethod == "Visa ending 4242")
        #expect(grammar.understand("pay with the company paypal").slots.paymentMethod == "company paypal")
    }

    @Test func readsACardNamedAsAClauseOfItsOwnOrStraightAfterChargeOrBill() throws {
        let grammar = try GrammarFixture.grammar()
        let cases: [(String, String)] = [
            ("get me a ride to SFO, visa", "Visa"),
            ("ride to the airport for 2, amex please", "American Express"),
            ("book a taxi to SFO at 5pm, my amex card", "American Express"),
            ("cash, to the ballpark", "Cash"),
            ("car to Pier 39 for 3. mastercard", "Mastercard"),
            ("uber to oakland airport, charge the amex", "American Express"),
            ("bill my visa, a cab to Union Square", "Visa"),
            ("get me a cab to the Ferry Building. charge my mastercard", "Mastercard"),
        ]
        for (text, card) in cases {
            let understanding = grammar.understand(text)
            #expect(understanding.slots.paymentMethod == card, "\(text)")
            #expect(understanding.residue.isEmpty, "\(text)")
        }
        // Inside a clause a card's name is part of what is said there.
        #expect(grammar.understand("pay with the company paypal").slots.paymentMethod == "company paypal")
        #expect(grammar.understand("take me to Discover Bank, 2 people").slots.paymentMethod == nil)
        #expect(grammar.understand("a ride to the Visa office").slots.paymentMethod == nil)
    }

    @Test func takesAcceptingASharedRideAsChoosingIt() throws {
        let understanding = try GrammarFixture.grammar().understand("a shared ride is fine")
        #expect(understanding.slots.sharedRideAcceptable == true)
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == "Shared")
    }

    @Test func neverTakesTheAppNameForAPlace() throws {
        let grammar = try GrammarFixture.grammar()
        let asked = grammar.understand("ask Hail to get me a cab")
        #expect(asked.intent == .requestRide)
        #expect(asked.slots.dropOff == nil)
        let booked = grammar.understand("book a ride with Hale")
        #expect(booked.intent == .requestRide)
        #expect(booked.slots.isEmpty)
    }

    @Test func knowsHomeWithoutSavedPlaces() throws {
        let understanding = try GrammarFixture.grammar().understand("can I get a ride home")
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.dropOff == .named("home"))
    }
}

/// Pickups and times as people put them in ride requests from other sources.
@Suite struct PickupPhrasingTests {
    @Test(arguments: [
        ("the pickup should be at the Hilton on Union Square", "Hilton on Union Square"),
        ("my pick up is outside the Marriott", "Marriott"),
        ("I want to leave the hotel after 5pm", "hotel"),
        ("call me a taxi from my office to SFO", "office"),
        ("pick me up from our apartment", "apartment"),
    ])
    func pickupsSaidAsWhereTheRideStarts(_ text: String, _ pickup: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.pickup == .named(pickup))
    }

    @Test(arguments: ["pick up at 5 from the Marriott", "a cab around 9ish to SFO", "to SFO at 9ish"])
    func aTimeOrNumberIsNeverAPlace(_ text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.scheduledPickupTime != nil)
        for mention in [understanding.slots.pickup, understanding.slots.dropOff].compactMap({ $0 }) {
            if case .named(let name) = mention { #expect(name.allSatisfy { !$0.isNumber }) }
        }
    }

    @Test func whereTheCarComesIsThePickup() throws {
        let understanding = try GrammarFixture.grammar().understand("I need a taxi to come to the hotel by 17:45")
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.pickup == .named("hotel"))
        #expect(understanding.slots.dropOff == nil)
    }

    @Test func aDeadlineThenItsPlace() throws {
        let understanding = try GrammarFixture.grammar().understand("the taxi should arrive by 9:00 at the college")
        #expect(understanding.slots.dropOff == .named("college"))
        #expect(understanding.slots.arrivalDeadline != nil)
    }

    @Test func theDestinationSaidWithAPlaceWord() throws {
        let understanding = try GrammarFixture.grammar().understand("the drop off will be at the Ferry Building")
        #expect(understanding.slots.dropOff == .named("Ferry Building"))
    }
}

/// A ride said with its party after "for" is a request, the party counted.
@Suite struct RideForAPartyTests {
    @Test(arguments: [
        ("a ride for me and 3 coworkers to SFO", 4), ("a ride for a party of 5 to SFO", 5),
        ("a cab for myself and my wife to the zoo", 2), ("a cab for 2 adults and 2 kids to the zoo", 4),
    ])
    func theRequestAndItsParty(_ text: String, _ party: Int) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.partySize == party)
    }
}

/// A place ends before "where …" and before a join word followed by a verb of being carried.
@Suite struct PlaceEndsBeforeAClauseTests {
    @Test func whereStartsAClause() throws {
        let understanding = try GrammarFixture.grammar().understand("I need to go from the hospital where I work to the zoo")
        #expect(understanding.slots.pickup == .named("hospital"))
    }

    @Test func andThenAVerbEndsThePlace() throws {
        let understanding = try GrammarFixture.grammar().understand("I need to be picked up at 'University' and taken to 'Union Square'")
        #expect(understanding.slots.pickup == .named("University"))
        #expect(understanding.slots.dropOff == .named("Union Square"))
    }
}
