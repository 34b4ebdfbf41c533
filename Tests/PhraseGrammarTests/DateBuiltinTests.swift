import Testing
import PhraseGrammar

@Suite struct DateBuiltinTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              slot when: on {date} [at {time:hour}] | {date} at {time:hour} | in {duration}
            """)
    }

    @Test(arguments: [
        ("on December 31", CalendarDay.monthDay(month: 12, day: 31)),
        ("on dec 31st", .monthDay(month: 12, day: 31)),
        ("on december the thirty first", .monthDay(month: 12, day: 31)),
        ("on the 4th of July", .monthDay(month: 7, day: 4)),
        ("on 4 july", .monthDay(month: 7, day: 4)),
        ("on February 29", .monthDay(month: 2, day: 29)),
    ])
    func readsDaysOfTheMonth(text: String, day: CalendarDay) {
        #expect(grammar.parse(text).values["when"] == .date(day))
    }

    @Test(arguments: [("on the 31st", 31), ("on the 2nd at 7am", 2), ("on the thirty first", 31), ("on the first", 1)])
    func readsADayOfTheMonthAloneAfterOn(text: String, day: Int) {
        #expect(grammar.parse(text).values["when"] == .date(.dayOfMonth(day)), "\(text)")
    }

    @Test func aDayOfTheMonthAloneNeedsOnBeforeIt() throws {
        let choosing = try compile("""
            global
              slot when: [on] {date}
              choice: the {ordinal:position} [one]
            """)
        #expect(choosing.parse("the second").labels == ["choice"])
        #expect(choosing.parse("the 2nd one").labels == ["choice"])
        #expect(choosing.parse("on the 2nd").values["when"] == .date(.dayOfMonth(2)))
        #expect(grammar.parse("on the 32nd").values["when"] == nil)
        #expect(grammar.parse("on the 31st of Smarch").values["when"] == nil, "a month no one knows")
    }

    @Test func rejectsDaysAMonthDoesNotHave() {
        #expect(grammar.parse("on April 31").values["when"] == nil)
        #expect(grammar.parse("on the 32nd of May").values["when"] == nil)
    }

    @Test func readsWeekdaysAndWhetherTheyMeanNextWeek() {
        #expect(grammar.parse("on Friday").values["when"] == .date(.weekday(6, isNext: false)))
        #expect(grammar.parse("on this coming Friday").values["when"] == .date(.weekday(6, isNext: false)))
        #expect(grammar.parse("next Friday at 8").values["when"] == .date(.weekday(6, isNext: true)))
        #expect(grammar.parse("next Friday at 8").values["hour"] == .time(ClockTime(hour: 8, minute: 0, isMeridiemKnown: false)))
    }

    @Test func readsTheDayAfterTomorrow() {
        #expect(grammar.parse("the day after tomorrow at 9am").values["when"] == .date(.offset(2)))
    }

    @Test func readsADateWithItsTime() {
        let parse = grammar.parse("on December 31 at 9am")
        #expect(parse.values["when"] == .date(.monthDay(month: 12, day: 31)))
        #expect(parse.values["hour"] == .time(ClockTime(hour: 9, minute: 0, isMeridiemKnown: true)))
    }

    @Test func readsDaysAndWeeksAsDurations() {
        #expect(grammar.parse("in 40 days").values["when"] == .duration(40 * 1440))
        #expect(grammar.parse("in two weeks").values["when"] == .duration(2 * 10_080))
        #expect(grammar.parse("in a day").values["when"] == .duration(1440))
    }
}

/// Dates written with slashes, and a year after a month and day.
@Suite struct WrittenDateTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              slot when: on {date} [at {time:hour}] | {date} at {time:hour}
            """)
    }

    @Test(arguments: [
        ("on 12/31", CalendarDay.monthDay(month: 12, day: 31)),
        ("on 6/3/2027", .yearMonthDay(year: 2027, month: 6, day: 3)),
        ("on 6/3/27", .yearMonthDay(year: 2027, month: 6, day: 3)),
        ("on June 3rd 2027", .yearMonthDay(year: 2027, month: 6, day: 3)),
        ("on June 3rd, 2027", .yearMonthDay(year: 2027, month: 6, day: 3)),
    ])
    func readsSlashesAndYears(text: String, day: CalendarDay) {
        #expect(grammar.parse(text).values["when"] == .date(day))
    }

    @Test func rejectsSlashedNumbersThatAreNoDate() {
        #expect(grammar.parse("on 13/1").values["when"] == nil)
        #expect(grammar.parse("on 2/30").values["when"] == nil)
        #expect(grammar.parse("on 1/2/345").values["when"] == nil)
    }

    @Test func aSlashedDateIsOneWordAsTyped() {
        let tokens = Tokenizer.tokenize("on 12/31 at 9")
        #expect(tokens.map(\.text) == ["on", "12/31", "at", "9"])
    }
}

/// A lone number read as a time weighs less than the same number read as a number.
@Suite struct BareNumberTimeTests {
    let grammar: CompiledGrammar

    init() throws {
        grammar = try compile("""
            global
              slot partySize: for {number}
              slot time: for {time} | at {time}
            """)
    }

    @Test func aLoneNumberAfterForIsANumber() {
        #expect(grammar.parse("for two").values["partySize"] == .number(2))
        #expect(grammar.parse("for 3").values["partySize"] == .number(3))
    }

    @Test func aClockTimeAfterForIsATime() {
        #expect(grammar.parse("for 5 pm").values["time"] == .time(ClockTime(hour: 17, minute: 0, isMeridiemKnown: true)))
        #expect(grammar.parse("for 6:15").values["time"] == .time(ClockTime(hour: 6, minute: 15, isMeridiemKnown: false)))
        #expect(grammar.parse("at 7").values["time"] == .time(ClockTime(hour: 7, minute: 0, isMeridiemKnown: false)))
    }
}
