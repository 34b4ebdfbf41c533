/// The `{date}` builtin: "December 31", "Dec 31st", "the 31st of December", "31 December",
/// "Friday", "this Friday", "next Friday", "the day after tomorrow", and a day of the month alone
/// after "on" ("on the 31st": "the 31st" alone is as often a pick from a list).
extension BuiltinRecognizer {
    /// The dates starting at `position`.
    // NB: `mutating` for the matcher's call (see `BuiltinRecognizer`'s NB), the reading done by a
    // non-mutating call of its own: made mutating itself, it retained and released the date
    // words on every call.
    @inline(never)
    mutating func dates(at position: Int, into table: inout SpanTable<CalendarDay>) {
        readDates(at: position, into: &table)
    }

    @inline(never)
    private func readDates(at position: Int, into table: inout SpanTable<CalendarDay>) {
        let dates = words.dates
        let first = ids[position]
        // "12/31", "12/31/2027": one word, read by the tokenizer.
        if case .calendarDate(let month, let day, let year)? = numerics[position] {
            table.append(start: position, length: 1, value: year.map { .yearMonthDay(year: $0, month: month, day: day) } ?? .monthDay(month: month, day: day))
            return
        }
        // NB: "the" starts a date only before "day" or a day of the month ("the day after
        // tomorrow", "the 31st"): anywhere else it is turned away here, before each reading below
        // looks at it.
        if first == dates.the, first >= 0, !(position + 1 < count && (ids[position + 1] == dates.day || mayStartDayOfMonth(at: position + 1))) {
            return
        }
        // NB: any other word starts a date only as a day of the month before a month ("31
        // december", "the 31st of december" is "the"'s): a number or ordinal of two words at most,
        // perhaps "of", then the month. Without a month in the three words after it, a number is
        // turned away here, before each reading below looks at it (`dates(at:into:)` and its
        // callees 39 instructions an utterance fewer).
        if first != dates.the, !dates.leadsDate(first), dates.month(word(at: position + 1)) == nil,
           dates.month(word(at: position + 2)) == nil, dates.month(word(at: position + 3)) == nil {
            return
        }
        // "the day after tomorrow", "day after tomorrow".
        let dayStart = first == dates.the ? position + 1 : position
        if word(at: dayStart) == dates.day, word(at: dayStart + 1) == dates.after, word(at: dayStart + 2) == dates.tomorrow {
            table.append(start: position, length: dayStart + 3 - position, value: .offset(2))
        }
        // "friday", "this friday", "next friday", "this coming friday".
        var cursor = position
        var isNext = false
        while cursor < count, cursor - position < 2, dates.isQualifier(ids[cursor]) || ids[cursor] == dates.next {
            if ids[cursor] == dates.next { isNext = true }
            cursor += 1
        }
        if let weekday = dates.weekday(word(at: cursor)) {
            table.append(start: position, length: cursor + 1 - position, value: .weekday(weekday, isNext: isNext))
        }
        // "december 31", "dec 31st", "december the 31st".
        if let month = dates.month(first), position + 1 < count {
            let dayPosition = word(at: position + 1) == dates.the ? position + 2 : position + 1
            forEachDayOfMonth(at: dayPosition) { length, day in
                guard Self.isDate(month: month, day: day) else { return }
                table.append(start: position, length: dayPosition + length - position, value: .monthDay(month: month, day: day))
                // "june 3rd 2027", "june 3rd, 2027": a year after the day.
                if let year = self.year(at: dayPosition + length) {
                    table.append(start: position, length: dayPosition + length + 1 - position, value: .yearMonthDay(year: year, month: month, day: day))
                }
            }
        }
        // "31st of december", "the 31st of december", "31 december".
        let numberPosition = first == dates.the ? position + 1 : position
        // NB: the closure below is made only where a day of the month may start: made for every
        // "the" and number word, it cost about 25 instructions a call.
        if numberPosition < count, mayStartDayOfMonth(at: numberPosition) {
            forEachDayOfMonth(at: numberPosition) { length, day in
                var monthPosition = numberPosition + length
                if word(at: monthPosition) == dates.of { monthPosition += 1 }
                if let month = dates.month(word(at: monthPosition)), Self.isDate(month: month, day: day) {
                    table.append(start: position, length: monthPosition + 1 - position, value: .monthDay(month: month, day: day))
                }
            }
        }
        // "on the 31st": a day of the month as an ordinal, after "on"; not "on the 31st of Smarch",
        // whose month is unknown (left out whole, and said so).
        if first == dates.the, position > 0, word(at: position - 1) == dates.on, let ordinal = ordinal(at: position + 1),
           (1...31).contains(ordinal.value), word(at: position + 1 + ordinal.length) != dates.of {
            table.append(start: position, length: 1 + ordinal.length, value: .dayOfMonth(ordinal.value))
        }
    }

    /// Days 1–31 said as an ordinal ("31st", "thirty first") or a number ("31"), ordinals first.
    // NB: always inlined (with `forEachInteger`), so its callers' closures are inlined too and
    // capture nothing: capturing `self`, or a copy of its ids, retained and released them on
    // every call.
    @inline(__always)
    private func forEachDayOfMonth(at position: Int, _ body: (Int, Int) -> Void) {
        // Most words start no number: only digits and number words can (see `numbers(at:into:)`
        // and `ordinal(at:)`), so the rest skip looking for readings.
        guard position < count, mayStartDayOfMonth(at: position) else { return }
        if let ordinal = ordinal(at: position), ordinal.value >= 1, ordinal.value <= 31 { body(ordinal.length, ordinal.value) }
        forEachInteger(at: position) { length, value in
            if value >= 1, value <= 31 { body(length, value) }
        }
    }

    /// Whether a number or an ordinal may start at `position` (below `count`): digits, or a
    /// unit, tens or ordinal word.
    @inline(__always)
    private func mayStartDayOfMonth(at position: Int) -> Bool {
        numerics[position] != nil || !words.startKinds(ids[position]).isDisjoint(with: [.number, .ordinal])
    }

    private static func isDate(month: Int, day: Int) -> Bool {
        MonthLengths.isDate(month: month, day: day)
    }

    private func word(at position: Int) -> Int32 { position >= 0 && position < count ? ids[position] : -1 }

    /// A year written in four digits, 2000–2199, at `position`.
    private func year(at position: Int) -> Int? {
        guard position < count, case .number(let value)? = numerics[position], value == value.rounded(), value >= 2000, value < 2200
        else { return nil }
        return Int(value)
    }
}
