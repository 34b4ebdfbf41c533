/// The English words the builtin recognizers read: numbers, ordinals, meridiems and time units.
enum EnglishNumberWords {
    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30,
    ]
    static let meridiems: [String: Bool] = ["am": false, "a.m": false, "pm": true, "p.m": true]
    static let minuteUnits: Set<String> = ["minute", "minutes", "min", "mins"]
    static let hourUnits: Set<String> = ["hour", "hours", "hr", "hrs"]
    static let dayUnits: Set<String> = ["day", "days"]
    static let weekUnits: Set<String> = ["week", "weeks"]
    static let namedTimes: [String: ClockTime] = [
        "noon": ClockTime(hour: 12, minute: 0, isMeridiemKnown: true),
        "midday": ClockTime(hour: 12, minute: 0, isMeridiemKnown: true),
        "midnight": ClockTime(hour: 0, minute: 0, isMeridiemKnown: true),
    ]
    /// Other words the recognizers look at after a number.
    static let connectives: Set<String> = [
        "hundred", "and", "a", "an", "half", "quarter", "past", "to", "of", "o'clock", "oclock", "in", "the",
        "morning", "afternoon", "evening", "at", "night", "oh",
    ]

    /// Every word any recognizer reads, so the vocabulary can give each an id; sorted, without
    /// repeats.
    // NB: sorted because the tables above are dictionaries and sets, whose order changes from one
    // process to the next: in that order the number words' ids, and so a compiled grammar's
    // archive, differed between two runs on the same grammar.
    static let allWords: [String] = Set(
        Array(units.keys) + Array(tens.keys) + Array(ordinals.keys) + Array(meridiems.keys) + Array(minuteUnits)
            + Array(hourUnits) + Array(dayUnits) + Array(weekUnits) + Array(namedTimes.keys) + Array(connectives)
            + CalendarWords.allWords
    ).sorted()
}
