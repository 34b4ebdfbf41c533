import Testing
@testable import RideLanguage

@Suite struct ExpectationTests {
    @Test func takesABarePlaceAsTheExpectedPlace() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("SFO", expecting: .dropOff).slots.dropOff == .named("SFO"))
        #expect(grammar.understand("um, SFO please", expecting: .dropOff).slots.dropOff == .named("SFO"))
        #expect(grammar.understand("659 Merchant Street", expecting: .dropOff).slots.dropOff == .named("659 Merchant Street"))
        #expect(grammar.understand("the Ferry Building", expecting: .pickup).slots.pickup == .named("Ferry Building"))
        #expect(grammar.understand("SFO").slots.dropOff == nil)
        #expect(grammar.understand("um, SFO please").residue == "SFO")
    }

    @Test func takesABareNumberAsThePartySizeWhenAsked() throws {
        let understanding = try GrammarFixture.grammar().understand("3", expecting: .partySize)
        #expect(understanding.slots.partySize == 3)
        #expect(understanding.choice == nil)
    }

    @Test func takesABareOptionWhenAsked() throws {
        #expect(try GrammarFixture.grammar().understand("the SUV", expecting: .rideOption).slots.rideOption?.vocabularyIdentifier == "SUV")
    }

    @Test func takesABareTimeWhenAsked() throws {
        #expect(try GrammarFixture.grammar().understand("7:30", expecting: .scheduledPickupTime).slots.scheduledPickupTime
            == .clock(hour: 7, minute: 30, dayOffset: 0, isMeridiemKnown: false))
    }
}

/// At a list, leaving the pick to Hail takes the cheapest; a size word names the SUV.
@Suite struct LeavingThePickToHailTests {
    @Test(arguments: ["whatever is cheapest", "whichever's cheapest", "any is fine", "either one works", "it doesn't matter", "you pick", "surprise me"])
    func theCheapestOfTheList(_ text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text, expecting: .choice).choice == .cheapest)
    }

    @Test(arguments: ["the bigger one", "something larger", "a bigger car", "more room"])
    func aBiggerRideIsTheSUV(_ text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rideOption?.vocabularyIdentifier == "SUV")
    }
}

/// Other apps' requests that hold ride words stay other apps'; a thumbs up is a rating.
@Suite struct OtherAppsWithRideWordsTests {
    @Test(arguments: ["remind me to call a cab at 5", "set a reminder to book a taxi", "I'd like a 4 star hotel near SFO",
                      "somewhere with classic French food", "a place that serves authentic Thai food"])
    func notARide(_ text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.isOutOfDomain)
        #expect(understanding.intent == nil)
        #expect(understanding.slots.rating == nil && understanding.slots.rideOption == nil)
    }

    @Test(arguments: ["give my last driver a thumbs up", "give the ride a thumbs-up"])
    func aThumbsUpIsTheTopRating(_ text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.rating == 5)
    }
}

/// Cancelling a ride named by its number is a cancellation, not a status question.
@Suite struct CancelARideByItsNumberTests {
    @Test(arguments: ["I need to cancel my ride, id 186", "cancel ride number 42", "My ride ID is 819. I'd like to cancel my ride."])
    func aCancellation(_ text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .cancelRide)
    }
}

/// Status asked as when the ride was booked for, or how soon it comes.
@Suite struct StatusAskedByTimeTests {
    @Test(arguments: ["I forget what time I booked my ride for", "when is my cab booked for?", "what time is my ride scheduled for",
                      "let me know how soon my car will be coming"])
    func aStatusQuestion(_ text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .getRideStatus)
    }
}

/// A card named by its last digits, anywhere in a request.
@Suite struct CardByItsLastDigitsTests {
    @Test(arguments: [("use the card ending in 4242", "4242"), ("with my card ending 1005", "1005"),
                      ("a ride to SFO on the card ending in 1005", "1005")])
    func theDigitsAreThePayment(_ text: String, _ digits: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.paymentMethod == digits)
        #expect(understanding.slots.dropOff != .named("SFO on the card ending"))
    }

    @Test func aTimeSaidAtAListMovesThePickupWhileALoneNumberStaysAPick() throws {
        let grammar = try GrammarFixture.grammar()
        for text in ["6pm", "wait, 6pm instead", "make it 7:30", "3:45 then"] {
            #expect(grammar.understand(text, expecting: .choice).slots.scheduledPickupTime != nil, "\(text)")
        }
        #expect(grammar.understand("2", expecting: .choice).choice == .position(2))
        #expect(grammar.understand("2", expecting: .choice).slots.scheduledPickupTime == nil)
        #expect(grammar.understand("the second", expecting: .choice).choice == .position(2))
    }
}
