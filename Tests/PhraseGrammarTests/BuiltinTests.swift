import Testing
import PhraseGrammar

@Suite struct BuiltinTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              slot partySize: for {number} | party of {number}
              choice: the {ordinal} one
              slot time: at {time} | in {duration}
            """)
    }

    @Test func readsNumbersAsDigitsAndWords() {
        #expect(grammar.parse("for 3").values["partySize"] == .number(3))
        #expect(grammar.parse("party of four").values["partySize"] == .number(4))
        #expect(grammar.parse("for twenty five").values["partySize"] == .number(25))
        #expect(grammar.parse("for one hundred and five").values["partySize"] == .number(105))
    }

    @Test func readsOrdinals() {
        #expect(grammar.parse("the second one").values["ordinal"] == .ordinal(2))
        #expect(grammar.parse("the 3rd one").values["ordinal"] == .ordinal(3))
        #expect(grammar.parse("the twenty first one").values["ordinal"] == .ordinal(21))
    }

    @Test func readsTimesOfDay() {
        #expect(grammar.parse("at 9am").values["time"] == .time(ClockTime(hour: 9, minute: 0, isMeridiemKnown: true)))
        #expect(grammar.parse("at 7:30 pm").values["time"] == .time(ClockTime(hour: 19, minute: 30, isMeridiemKnown: true)))
        #expect(grammar.parse("at seven thirty").values["time"] == .time(ClockTime(hour: 7, minute: 30, isMeridiemKnown: false)))
        #expect(grammar.parse("at noon").values["time"] == .time(ClockTime(hour: 12, minute: 0, isMeridiemKnown: true)))
        #expect(grammar.parse("at half past 6").values["time"] == .time(ClockTime(hour: 6, minute: 30, isMeridiemKnown: false)))
        #expect(grammar.parse("at 7 in the evening").values["time"] == .time(ClockTime(hour: 19, minute: 0, isMeridiemKnown: true)))
        #expect(grammar.parse("at 7").values["time"] == .time(ClockTime(hour: 7, minute: 0, isMeridiemKnown: false)))
    }

    @Test func readsBritishAndSpokenClockForms() {
        #expect(grammar.parse("at 6.30pm").values["time"] == .time(ClockTime(hour: 18, minute: 30, isMeridiemKnown: true)))
        #expect(grammar.parse("at half six").values["time"] == .time(ClockTime(hour: 6, minute: 30, isMeridiemKnown: false)))
        #expect(grammar.parse("at ten to six").values["time"] == .time(ClockTime(hour: 5, minute: 50, isMeridiemKnown: false)))
        #expect(grammar.parse("at twenty past 7").values["time"] == .time(ClockTime(hour: 7, minute: 20, isMeridiemKnown: false)))
        #expect(grammar.parse("at a quarter past ten").values["time"] == .time(ClockTime(hour: 10, minute: 15, isMeridiemKnown: false)))
        #expect(grammar.parse("at 9ish").values["time"] == .time(ClockTime(hour: 9, minute: 0, isMeridiemKnown: false)))
    }

    @Test func readsTheTwentyFourHourClockWithItsLeadingZeroAsAMorningTime() {
        #expect(grammar.parse("at 0600").values["time"] == .time(ClockTime(hour: 6, minute: 0, isMeridiemKnown: true)))
        #expect(grammar.parse("at 0945").values["time"] == .time(ClockTime(hour: 9, minute: 45, isMeridiemKnown: true)))
        #expect(grammar.parse("at 0030").values["time"] == .time(ClockTime(hour: 0, minute: 30, isMeridiemKnown: true)))
        // Not a clock: minutes past 59, five digits, or no leading zero (a street number, a fare).
        #expect(grammar.parse("at 0675").values["time"] == nil)
        #expect(grammar.parse("at 06000").values["time"] == nil)
        #expect(grammar.parse("at 1200").values["time"] == nil)
    }

    @Test func aPriceOrARangeIsNoClock() {
        #expect(grammar.parse("at 6.30").values["time"] == nil)
        #expect(grammar.parse("for 2 to 3").values["time"] == nil)
    }

    @Test func readsDurationsInMinutes() {
        #expect(grammar.parse("in 20 minutes").values["time"] == .duration(20))
        #expect(grammar.parse("in an hour").values["time"] == .duration(60))
        #expect(grammar.parse("in half an hour").values["time"] == .duration(30))
        #expect(grammar.parse("in an hour and a half").values["time"] == .duration(90))
    }
}
