/// The `{date}` builtin: "December 31", "Dec 31st", "the 31st of December", "31 December",
/// "Friday", "this Friday", "next Friday", "the day after tomorrow".
extension BuiltinRecognizer {
    func dates(at position: Int) -> [(Int, CalendarDay)] {
        let dates = words.dates
        let first = ids[position]
        var results: [(Int, CalendarDay)] = []
        // "the day after tomorrow", "day after tomorrow".
        let dayStart = first == dates.the ? position + 1 : position
        if word(at: dayStart) == dates.day, word(at: dayStart + 1) == dates.after, word(at: dayStart + 2) == dates.tomorrow {
            results.append((dayStart + 3 - position, .offset(2)))
        }
        // "friday", "this friday", "next friday", "this coming friday".
        var cursor = position
        var isNext = false
        while cursor < count, cursor - position < 2, dates.isQualifier(ids[cursor]) || ids[cursor] == dates.next {
            if ids[cursor] == dates.next { isNext = true }
            cursor += 1
        }
        if let weekday = dates.weekday(word(at: cursor)) {
            results.append((cursor + 1 - position, .weekday(weekday, isNext: isNext)))
        }
        // "december 31", "dec 31st", "december the 31st".
        if let month = dates.month(first), position + 1 < count {
            let dayPosition = word(at: position + 1) == dates.the ? position + 2 : position + 1
            for (length, day) in daysOfMonth(at: dayPosition) where Self.isDate(month: month, day: day) {
                results.append((dayPosition + length - position, .monthDay(month: month, day: day)))
            }
        }
        // "31st of december", "the 31st of december", "31 december".
        let numberPosition = first == dates.the ? position + 1 : position
        if numberPosition < count {
            for (length, day) in daysOfMonth(at: numberPosition) {
                var monthPosition = numberPosition + length
                if word(at: monthPosition) == dates.of { monthPosition += 1 }
                if let month = dates.month(word(at: monthPosition)), Self.isDate(month: month, day: day) {
                    results.append((monthPosition + 1 - position, .monthDay(month: month, day: day)))
                }
            }
        }
        return results
    }

    /// Days 1–31 said as an ordinal ("31st", "thirty first") or a number ("31").
    private func daysOfMonth(at position: Int) -> [(Int, Int)] {
        guard position < count else { return [] }
        // Most words start no number: only digits and number words can (see `numbers(at:)` and
        // `ordinals(at:)`), so the rest skip building and filtering their empty readings.
        let id = ids[position]
        guard numerics[position] != nil || words.unit(id) != nil || words.tens(id) != nil || words.ordinal(id) != nil else {
            return []
        }
        return (ordinals(at: position) + integers(at: position)).filter { $0.1 >= 1 && $0.1 <= 31 }
    }

    private static func isDate(month: Int, day: Int) -> Bool {
        (1...12).contains(month) && day >= 1 && day <= CalendarWords.daysInMonth[month - 1]
    }

    private func word(at position: Int) -> Int32 { position >= 0 && position < count ? ids[position] : -1 }
}
