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
