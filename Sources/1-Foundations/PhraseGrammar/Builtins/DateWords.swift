/// The `{date}` recognizer's words looked up by word id: which month or weekday each id names,
/// and the ids of the small words it reads.
// NB: a class, as `BuiltinWords` is: reading it retains one reference, not each of its tables.
final class DateWords: Sendable {
    private let months: [Int8]
    private let weekdays: [Int8]
    private let qualifiers: [Bool]
    /// Per id: whether the word can start a date other than as a day of the month (a month, a
    /// weekday, a qualifier, "next", "day" or "the").
    private let leads: [Bool]

    let next, the, of, on, day, after, tomorrow: Int32

    init(lookup: (String) -> Int32, wordCount: Int) {
        func table(_ values: [String: Int]) -> [Int8] {
            var result = [Int8](repeating: -1, count: wordCount)
            for (word, value) in values {
                let id = lookup(word)
                if id >= 0, Int(id) < wordCount { result[Int(id)] = Int8(value) }
            }
            return result
        }
        months = table(CalendarWords.months)
        weekdays = table(CalendarWords.weekdays)
        qualifiers = table(Dictionary(uniqueKeysWithValues: CalendarWords.weekdayQualifiers.map { ($0, 1) })).map { $0 == 1 }
        next = lookup(CalendarWords.next)
        the = lookup("the")
        of = lookup("of")
        on = lookup("on")
        day = lookup("day")
        after = lookup("after")
        tomorrow = lookup("tomorrow")
        var leads = [Bool](repeating: false, count: wordCount)
        for id in 0..<wordCount where months[id] >= 0 || weekdays[id] >= 0 || qualifiers[id] { leads[id] = true }
        for word in [next, the, day] where word >= 0 && Int(word) < wordCount { leads[Int(word)] = true }
        self.leads = leads
    }

    @inline(__always)
    private static func read(_ table: [Int8], _ id: Int32) -> Int? {
        guard id >= 0, Int(id) < table.count, table[Int(id)] >= 0 else { return nil }
        return Int(table[Int(id)])
    }

    func month(_ id: Int32) -> Int? { Self.read(months, id) }
    func weekday(_ id: Int32) -> Int? { Self.read(weekdays, id) }
    func isQualifier(_ id: Int32) -> Bool { id >= 0 && Int(id) < qualifiers.count && qualifiers[Int(id)] }
    /// Whether `id` can start a date other than as a day of the month (see `leads`).
    func leadsDate(_ id: Int32) -> Bool { id >= 0 && Int(id) < leads.count && leads[Int(id)] }
}
