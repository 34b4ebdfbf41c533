/// The English words of the `{date}` builtin: month and weekday names with their abbreviations,
/// and the small words around them ("next", "the", "of", "day after tomorrow").
enum CalendarWords {
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]
    /// 1 Sunday … 7 Saturday.
    static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3, "wednesday": 4, "wed": 4,
        "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
    ]
    /// Words before a weekday: "next" means not today; "this" and "coming" change nothing.
    static let next = "next"
    static let weekdayQualifiers: Set<String> = ["this", "coming"]
    static let connectives: Set<String> = ["the", "of", "on", "day", "after", "tomorrow"]

    /// Every word the `{date}` recognizer reads, so the vocabulary can give each an id.
    static var allWords: [String] {
        Array(months.keys) + Array(weekdays.keys) + [next] + Array(weekdayQualifiers) + Array(connectives)
    }
}
