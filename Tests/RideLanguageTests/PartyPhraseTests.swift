import Testing
@testable import RideLanguage

/// A party counted from who comes ("me and my three kids"), in any common shorthand, with a minus
/// sign never dropped.
@Suite struct PartyPhraseTests {
    private func partySize(_ text: String) throws -> Int? {
        try GrammarFixture.grammar().understand(text).slots.partySize
    }

    @Test(arguments: [
        ("me and my three kids", 4), ("me plus 2 friends", 3), ("3 adults and a child", 4), ("my sister and I", 2),
        ("me, my husband and the twins", 4), ("a cab for my friend and me", 2), ("me with 2 colleagues", 3),
        ("2 adults and 3 kids", 5), ("my wife and I and our two kids", 4), ("5 ppl", 5),
    ])
    func countsEveryoneNamed(text: String, size: Int) throws {
        #expect(try partySize(text) == size)
    }

    @Test(arguments: [
        ("we're a group of 8, need two cars to the Giants game", 8), ("we are a party of 6", 6),
        ("I'm with a group of 5 going to the zoo", 5), ("need 4 seats to SFO", 4), ("a shared ride, I only need 1 spot", 1),
    ])
    func aGroupOrTheSeatsNeededGiveTheParty(text: String, size: Int) throws {
        #expect(try partySize(text) == size, "\(text)")
    }

    @Test func carsOrOneMoreFavourAreNoRiders() throws {
        #expect(try partySize("need two cars to the airport") == nil)
        #expect(try partySize("I need one more favor from you") == nil)
        #expect(try partySize("I just need 2 baths") == nil)
    }

    @Test func aBareNeedCountsOnlyWhenTheSeatsWereAskedFor() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("I only need 2", expecting: .partySize).slots.partySize == 2)
        #expect(grammar.understand("I need two.", expecting: .partySize).slots.partySize == 2)
        #expect(grammar.understand("I need one in mountain view").slots.partySize == nil)
    }

    @Test func seatsAreNotCompanions() throws {
        // "2 people and I am fine with a shared ride" is two people, not three.
        #expect(try partySize("it's for 2 people and I am fine with a shared ride") == 2)
        #expect(try partySize("thanks for helping me, I don't need anything else") == nil)
    }

    @Test func aMinusSignIsNeverDropped() throws {
        #expect(try partySize("for -2 people") == -2)
        #expect(try partySize("a cab for 3 - 2 of us") == 2)
        #expect(try partySize("twenty-five people") == 25)
    }
}

/// Ruling a ride option out, and picking one by what riders compare.
@Suite struct RideOptionPreferenceTests {
    @Test(arguments: [
        ("anything but a pool", "Shared"), ("not the shared one", "Shared"), ("no SUV", "SUV"),
        ("I don't want an XL", "SUV"), ("a cab to SFO, just not a luxury car", "Luxury"),
    ])
    func excludesRatherThanSelects(text: String, excluded: String) throws {
        let slots = try GrammarFixture.grammar().understand(text).slots
        #expect(slots.excludedRideOptions == [excluded])
        #expect(slots.rideOption == nil)
    }

    @Test func aChoiceBesideAnExclusionStands() throws {
        let slots = try GrammarFixture.grammar().understand("not the shared one, a standard").slots
        #expect(slots.excludedRideOptions == ["Shared"])
        #expect(slots.rideOption?.vocabularyIdentifier == "Standard")
        // "No, a Luxury ride": a no that answers, then a choice.
        #expect(try GrammarFixture.grammar().understand("No, a Luxury ride for two").slots.rideOption?.vocabularyIdentifier == "Luxury")
    }

    @Test(arguments: [("the cheapest ride", "Shared"), ("whatever is fastest", "Compact"), ("something nicer", "Luxury")])
    func superlativesPickByPriceSpeedOrComfort(text: String, option: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rideOption?.vocabularyIdentifier == option)
    }

    @Test func theAppsProductNamesAreReadInAnyCaseAndAsOneWord() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("a HailXL to Oakland").slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(grammar.understand("a hailxl to Oakland").slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(grammar.understand("get me a HAIL GO to Union Square").slots.rideOption?.vocabularyIdentifier == "Compact")
        #expect(grammar.understand("book a HailClassic").slots.rideOption?.vocabularyIdentifier == "Standard")
        let priced = grammar.understand("XLride $18-23 to SFO")
        #expect(priced.slots.rideOption?.vocabularyIdentifier == "SUV")
        #expect(priced.slots.dropOff == .named("SFO"))
        #expect(priced.residue.isEmpty)
    }

    @Test func joinedFormsAreMadeOfTwoOrThreeWords() {
        #expect(AppIntentVocabulary.joinedForm(of: "Hail XL") == "hailxl")
        #expect(AppIntentVocabulary.joinedForm(of: "XL Ride") == "xlride")
        #expect(AppIntentVocabulary.joinedForm(of: "Pool") == nil)
        #expect(AppIntentVocabulary.joinedForm(of: "a b c d") == nil)
    }
}

/// A payment named anywhere in the request is kept.
@Suite struct PaymentPhraseTests {
    @Test(arguments: [
        ("bill it to the amex", "American Express"), ("charge the ride to my visa, to SFO", "Visa"),
        ("a cab to SFO, on visa", "Visa"), ("put it on my mastercard", "Mastercard"),
    ])
    func keepsThePayment(text: String, payment: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.paymentMethod == payment)
        #expect(understanding.slots.dropOff?.text != payment)
    }

    @Test(arguments: [
        ("get me a cab to SFO with card •••• 1111", "1111", "SFO"), ("pay with card 4242", "4242", nil),
        ("a ride to Oracle Park using card 0005", "0005", "Oracle Park"),
    ])
    func aCardByItsDigitsStraightAfterCardIsThePayment(text: String, payment: String, dropOff: String?) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.paymentMethod == payment)
        #expect(understanding.slots.dropOff?.text == dropOff)
        #expect(understanding.residue.isEmpty)
    }

    @Test(arguments: ["a ride to SFO on my card", "get me a cab to the ferry building, put it on my card", "a cab to SFO with the card"])
    func aCardNotSaidWhichIsThePaymentNotPartOfThePlace(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.paymentMethod == "card")
        #expect(understanding.slots.dropOff?.text.contains("card") == false)
    }
}

/// A ride option said by how it compares with a regular car is the option, and asking for one is a request.
@Suite struct ComparativeRideOptionTests {
    @Test(arguments: [
        ("get me something bigger than a sedan to sfo", "SUV", "sfo"), ("i want something nicer than usual to the opera", "Luxury", "opera"),
        ("book me something roomier than a regular car to Oakland", "SUV", "Oakland"), ("find us something fancier to the Ritz", "Luxury", "Ritz"),
    ])
    func askingForABiggerOrNicerRideIsARequest(text: String, option: String, dropOff: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.rideOption?.vocabularyIdentifier == option)
        #expect(understanding.slots.dropOff?.text == dropOff)
    }

    @Test(arguments: [("the bigger one", "SUV"), ("a bigger car than the standard one for 5", "SUV"), ("an upgrade", "Luxury")])
    func aComparisonAloneIsTheOption(text: String, option: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rideOption?.vocabularyIdentifier == option)
    }

    @Test func gettingAnUpgradeIsNotARideRequest() throws {
        #expect(try GrammarFixture.grammar().understand("I wonder if you can get an upgrade").intent == nil)
    }

    @Test(arguments: ["I am the only one riding", "i'm the only one going", "I'll be the only one"])
    func theOnlyOneIsAPartyOfOne(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.partySize == 1)
        #expect(understanding.choice == nil)
    }
}
