import Testing
@testable import RideLanguage

/// Misreads found while writing transcripts (issue 3, "some phrasings … are still misread").
@Suite struct RegressionTests {
    @Test func aTimeAttachedToAnotherEventIsNotThePickupTime() throws {
        let grammar = try GrammarFixture.grammar()
        let flight = grammar.understand("my flight leaves at noon, get me a cab to SFO")
        #expect(flight.intent == .requestRide)
        #expect(flight.slots.dropOff == .named("SFO"))
        #expect(flight.slots.scheduledPickupTime == nil)
        #expect(grammar.understand("I have a meeting at 3pm, get me a cab").slots.scheduledPickupTime == nil)
        let dinner = grammar.understand("dinner is at 7 so get me a cab to Nopa at 6:30")
        #expect(dinner.slots.scheduledPickupTime == .clock(hour: 6, minute: 30, dayOffset: 0, isMeridiemKnown: false))
    }

    @Test func aTimeAboutThePickupIsStillTaken() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("get me a cab at 9am").slots.scheduledPickupTime == .clock(hour: 9, minute: 0, dayOffset: 0, isMeridiemKnown: true))
        #expect(grammar.understand("pick me up at 9").slots.scheduledPickupTime == .clock(hour: 9, minute: 0, dayOffset: 0, isMeridiemKnown: false))
        #expect(grammar.understand("a cab for 7:30 tomorrow").slots.scheduledPickupTime == .clock(hour: 7, minute: 30, dayOffset: 1, isMeridiemKnown: false))
        #expect(grammar.understand("a cab in 20 minutes").slots.scheduledPickupTime == .relative(minutes: 20))
        // "for 2" stays a party size.
        #expect(grammar.understand("get me a cab for 2").slots.partySize == 2)
        #expect(grammar.understand("get me a cab for 2").slots.scheduledPickupTime == nil)
    }

    @Test func readsDatesWithTheirTimes() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("get me a cab to SFO on December 31 at 9am").slots.scheduledPickupTime
            == .dated(.monthDay(month: 12, day: 31), hour: 9, minute: 0, isMeridiemKnown: true))
        #expect(grammar.understand("next Friday at 8").slots.scheduledPickupTime
            == .dated(.weekday(6, isNext: true), hour: 8, minute: 0, isMeridiemKnown: false))
        #expect(grammar.understand("a cab at 7pm on the 4th of July").slots.scheduledPickupTime
            == .dated(.monthDay(month: 7, day: 4), hour: 19, minute: 0, isMeridiemKnown: true))
        #expect(grammar.understand("tomorrow at 7:30").slots.scheduledPickupTime
            == .clock(hour: 7, minute: 30, dayOffset: 1, isMeridiemKnown: false))
        #expect(grammar.understand("the day after tomorrow at 6am").slots.scheduledPickupTime
            == .clock(hour: 6, minute: 0, dayOffset: 2, isMeridiemKnown: true))
        #expect(grammar.understand("in 40 days").slots.scheduledPickupTime == .relative(minutes: 40 * 1440))
        #expect(grammar.understand("friday at 5pm", expecting: .scheduledPickupTime).slots.scheduledPickupTime
            == .dated(.weekday(6, isNext: false), hour: 17, minute: 0, isMeridiemKnown: true))
    }

    @Test func aTrailingEmojiOrSymbolIsNotPartOfThePlace() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("get me a cab to SFO 🙏").slots.dropOff == .named("SFO"))
        #expect(grammar.understand("to the airport!!").slots.dropOff == .named("airport"))
        #expect(grammar.understand("a cab 🚕 to Oakland ✈️").slots.dropOff == .named("Oakland"))
    }

    @Test func anUnknownCardInTheFirstSentenceComesThroughAsAPaymentMethod() throws {
        let grammar = try GrammarFixture.grammar()
        let diners = grammar.understand("get me a cab to SFO with my diners club card")
        #expect(diners.slots.dropOff == .named("SFO"))
        #expect(diners.slots.paymentMethod == "diners club")
        #expect(grammar.understand("get me a cab to SFO with my friend").slots.paymentMethod == nil)
    }

    @Test(arguments: ["take me home", "home please", "I need to get home", "drive us home"])
    func goingHomeIsARideRequest(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.dropOff == .named("home"))
    }

    @Test func homeIsStillABareAnswerWhenADropOffIsAsked() throws {
        let grammar = try GrammarFixture.grammar().withUserVocabulary(UserVocabulary(placeNames: ["home", "work"]))
        let answer = grammar.understand("home", expecting: .dropOff)
        #expect(answer.slots.dropOff == .named("home"))
        #expect(grammar.understand("take me to work").slots.dropOff == .named("work"))
    }
}
