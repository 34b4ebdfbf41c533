import Testing
@testable import RideLanguage

/// Times as riders say them: parts of days, days with no time, slashed dates, years, times after
/// "leave", 24-hour clocks, and a number before a time word that is a party.
@Suite struct TimePhraseTests {
    private func time(_ text: String) throws -> TimeExpression? {
        try GrammarFixture.grammar().understand(text).slots.scheduledPickupTime
    }

    @Test(arguments: [
        ("a cab to SFO tonight", TimeExpression.window(.offset(0), part: .night)),
        ("a taxi this evening", .window(.offset(0), part: .evening)),
        ("book me a cab for tomorrow morning", .window(.offset(1), part: .morning)),
        ("a cab tmw afternoon", .window(.offset(1), part: .afternoon)),
        ("a taxi on Thursday", .window(.weekday(5, isNext: false), part: nil)),
        ("a ride on 12/31", .window(.monthDay(month: 12, day: 31), part: nil)),
        ("a cab Friday evening", .window(.weekday(6, isNext: false), part: .evening)),
        ("a taxi to the airport on the 15th", .window(.dayOfMonth(15), part: nil)),
    ])
    func aDayOrPartOfOneIsAWindow(text: String, expected: TimeExpression) throws {
        #expect(try time(text) == expected)
    }

    @Test(arguments: [
        ("a cab at 7 tomorrow evening", TimeExpression.clock(hour: 19, minute: 0, dayOffset: 1, isMeridiemKnown: true)),
        ("a cab tonight at 9", .clock(hour: 21, minute: 0, dayOffset: 0, isMeridiemKnown: true)),
        ("cab tmw at 9", .clock(hour: 9, minute: 0, dayOffset: 1, isMeridiemKnown: false)),
        ("I want to leave after 17:15", .clock(hour: 17, minute: 15, dayOffset: 0, isMeridiemKnown: true)),
        ("order a taxi to the airport for 5 pm", .clock(hour: 17, minute: 0, dayOffset: 0, isMeridiemKnown: true)),
        ("a ride on 12/31 at 9am", .dated(.monthDay(month: 12, day: 31), hour: 9, minute: 0, isMeridiemKnown: true)),
        ("June 3rd 2027 at 9am", .dated(.yearMonthDay(year: 2027, month: 6, day: 3), hour: 9, minute: 0, isMeridiemKnown: true)),
        ("at quarter to 8", .clock(hour: 7, minute: 45, dayOffset: 0, isMeridiemKnown: false)),
        ("I want a cab on the 31st at 9pm to the Fairmont", .dated(.dayOfMonth(31), hour: 21, minute: 0, isMeridiemKnown: true)),
        ("a taxi to SFO on the 2nd at 7am", .dated(.dayOfMonth(2), hour: 7, minute: 0, isMeridiemKnown: true)),
    ])
    func aTimeWithItsDayAndPart(text: String, expected: TimeExpression) throws {
        #expect(try time(text) == expected)
    }

    @Test func aNumberBeforeATimeWordIsAParty() throws {
        let slots = try GrammarFixture.grammar().understand("a cab for 3 tonight").slots
        #expect(slots.partySize == 3)
        #expect(slots.scheduledPickupTime == .window(.offset(0), part: .night))
        #expect(try GrammarFixture.grammar().understand("I need a cab for two").slots.partySize == 2)
    }

    @Test func aRideSaidWithItsTimeIsARequest() throws {
        let grammar = try GrammarFixture.grammar()
        #expect(grammar.understand("a cab at 7").intent == .requestRide)
        #expect(grammar.understand("an XL on 12/31 at 9am").intent == .requestRide)
        #expect(grammar.understand("a taxi tomorrow morning").intent == .requestRide)
    }

    @Test func aPlaceNeverTakesTheTimeAfterIt() throws {
        let slots = try GrammarFixture.grammar().understand("I need a taxi to pick me up at the Arts Theatre after 14:30").slots
        #expect(slots.pickup == .named("Arts Theatre"))
        #expect(slots.scheduledPickupTime == .clock(hour: 14, minute: 30, dayOffset: 0, isMeridiemKnown: true))
        #expect(try GrammarFixture.grammar().understand("pick me up from 22 Station Road").slots.pickup == .named("22 Station Road"))
    }
}

/// Ride options as riders of other apps name them.
@Suite struct RideOptionBrandTests {
    @Test(arguments: [
        ("get me an UberX to Union Station", "Standard"), ("how much is an Uber XL", "SUV"), ("make it an Uber Pool", "Shared"),
        ("book a Lyft Line for two", "Shared"), ("an Uber Black to the Four Seasons", "Luxury"), ("a 7 seater to SFO", "SUV"),
    ])
    func namesTheOption(text: String, option: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.rideOption?.vocabularyIdentifier == option)
    }
}

/// Arriving by a time is a deadline, kept apart from the pickup time.
@Suite struct ArrivalDeadlinePhraseTests {
    @Test(arguments: [
        ("I'd like to arrive by 16:45", TimeExpression.clock(hour: 16, minute: 45, dayOffset: 0, isMeridiemKnown: true)),
        ("I need to be at SFO by 5:30", .clock(hour: 5, minute: 30, dayOffset: 0, isMeridiemKnown: false)),
        ("a taxi to arrive at the museum by 10:30", .clock(hour: 10, minute: 30, dayOffset: 0, isMeridiemKnown: false)),
        ("I have to get there before 6 pm tomorrow", .clock(hour: 18, minute: 0, dayOffset: 1, isMeridiemKnown: true)),
    ])
    func isADeadlineNotAPickupTime(text: String, deadline: TimeExpression) throws {
        let slots = try GrammarFixture.grammar().understand(text).slots
        #expect(slots.arrivalDeadline == deadline)
        #expect(slots.scheduledPickupTime == nil)
    }

    @Test func aPickupByATimeStaysThePickupTime() throws {
        let slots = try GrammarFixture.grammar().understand("pick me up by 5").slots
        #expect(slots.scheduledPickupTime == .clock(hour: 5, minute: 0, dayOffset: 0, isMeridiemKnown: false))
        #expect(slots.arrivalDeadline == nil)
        #expect(try GrammarFixture.grammar().understand("I need to be at SFO by 5:30").slots.dropOff == .named("SFO"))
    }
}
