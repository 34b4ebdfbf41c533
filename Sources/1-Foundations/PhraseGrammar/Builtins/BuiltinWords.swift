/// The builtin recognizers' words looked up by word id: what number, ordinal, meridiem or unit
/// each id stands for, and the ids of the small words they read ("hundred", "past", "o'clock").
// NB: a class, so each utterance's recognizer holds one reference rather than copying (and
// retaining) every table.
final class BuiltinWords: Sendable {
    private let units: [Int8]
    private let tens: [Int8]
    private let ordinals: [Int8]
    private let meridiems: [Int8]
    /// 1 minute units, 2 hour units, 3 day units, 4 week units.
    private let timeUnits: [Int8]
    private let namedTimes: [ClockTime?]
    /// Per id: the builtins a value of which can start with it (of number, ordinal, time,
    /// duration and date).
    // NB: one set of kinds per word, not one flag for all: "the" and "a" start a value of one
    // builtin or two, and each recognizer looked at every such word.
    private let startKinds: [CaptureKinds]

    /// Month and weekday names for `{date}`.
    let dates: DateWords
    let hundred, and, a, an, half, quarter, past, to, of, oClock, oClockPlain, inWord, the, morning, afternoon, evening, at, night, oh: Int32

    /// The builtin words of `vocabulary`: the ones made once per process when its builtin words
    /// have their usual ids (always, unless an archive numbered them otherwise).
    // NB: the builtin words never change, so their tables are built once rather than on every
    // load and every change to the user's vocabulary. The shared tables are as long as the
    // builtin words alone; a longer id reads as no builtin word, as it would in longer tables.
    static func forVocabulary(_ vocabulary: TokenVocabulary) -> BuiltinWords {
        guard vocabulary.startsWithBuiltinWords else {
            return BuiltinWords(lookup: vocabulary.lookup, wordCount: vocabulary.words.count)
        }
        return shared
    }

    /// The builtin words of `TokenVocabulary.builtin`.
    private static let shared: BuiltinWords = {
        let vocabulary = TokenVocabulary.builtin
        return BuiltinWords(lookup: vocabulary.lookup, wordCount: vocabulary.words.count)
    }()

    init(lookup: (String) -> Int32, wordCount: Int) {
        func table<T>(_ values: [String: T], empty: T) -> [T] {
            var result = [T](repeating: empty, count: wordCount)
            for (word, value) in values {
                let id = lookup(word)
                if id >= 0, Int(id) < wordCount { result[Int(id)] = value }
            }
            return result
        }
        units = table(EnglishNumberWords.units.mapValues { Int8($0) }, empty: -1)
        tens = table(EnglishNumberWords.tens.mapValues { Int8($0) }, empty: -1)
        ordinals = table(EnglishNumberWords.ordinals.mapValues { Int8($0) }, empty: -1)
        meridiems = table(EnglishNumberWords.meridiems.mapValues { $0 ? 1 : 0 }, empty: -1)
        var unitWords: [String: Int8] = [:]
        for word in EnglishNumberWords.minuteUnits { unitWords[word] = 1 }
        for word in EnglishNumberWords.hourUnits { unitWords[word] = 2 }
        for word in EnglishNumberWords.dayUnits { unitWords[word] = 3 }
        for word in EnglishNumberWords.weekUnits { unitWords[word] = 4 }
        timeUnits = table(unitWords, empty: 0)
        namedTimes = table(EnglishNumberWords.namedTimes.mapValues { Optional($0) }, empty: nil)
        let dates = DateWords(lookup: lookup, wordCount: wordCount)
        self.dates = dates
        hundred = lookup("hundred")
        and = lookup("and")
        a = lookup("a")
        an = lookup("an")
        half = lookup("half")
        quarter = lookup("quarter")
        past = lookup("past")
        to = lookup("to")
        of = lookup("of")
        oClock = lookup("o'clock")
        oClockPlain = lookup("oclock")
        inWord = lookup("in")
        the = lookup("the")
        morning = lookup("morning")
        afternoon = lookup("afternoon")
        evening = lookup("evening")
        at = lookup("at")
        night = lookup("night")
        oh = lookup("oh")
        startKinds = Self.startKinds(
            wordCount: wordCount, units: units, tens: tens, ordinals: ordinals, namedTimes: namedTimes, dates: dates,
            timeWords: [a, half, quarter], durationWords: [a, an, half, quarter], dateWords: [the, dates.day, dates.next])
    }

    /// Per id, the builtins whose recognizers can read a value from it, as `BuiltinRecognizer`
    /// reads them: a number word starts a time ("seven thirty"), a duration ("two hours") and a
    /// date ("31 december"); "a" a time ("a quarter past") and a duration ("an hour"); "the" a date.
    private static func startKinds(
        wordCount: Int, units: [Int8], tens: [Int8], ordinals: [Int8], namedTimes: [ClockTime?], dates: DateWords,
        timeWords: [Int32], durationWords: [Int32], dateWords: [Int32]
    ) -> [CaptureKinds] {
        var kinds = [CaptureKinds](repeating: [], count: wordCount)
        for id in 0..<wordCount {
            if units[id] >= 0 || tens[id] >= 0 { kinds[id].formUnion(.number) }
            if units[id] >= 0 { kinds[id].formUnion([.time, .duration, .date]) }
            if tens[id] >= 0 { kinds[id].formUnion([.ordinal, .time, .duration, .date]) }
            if ordinals[id] >= 0 { kinds[id].formUnion([.ordinal, .date]) }
            if namedTimes[id] != nil { kinds[id].formUnion(.time) }
            let word = Int32(id)
            if dates.month(word) != nil || dates.weekday(word) != nil || dates.isQualifier(word) { kinds[id].formUnion(.date) }
        }
        for (words, kind) in [(timeWords, CaptureKinds.time), (durationWords, .duration), (dateWords, .date)] {
            for word in words where word >= 0 && Int(word) < wordCount { kinds[Int(word)].formUnion(kind) }
        }
        return kinds
    }

    @inline(__always)
    private static func read(_ table: [Int8], _ id: Int32) -> Int? {
        guard id >= 0, Int(id) < table.count, table[Int(id)] >= 0 else { return nil }
        return Int(table[Int(id)])
    }

    func unit(_ id: Int32) -> Int? { Self.read(units, id) }
    func tens(_ id: Int32) -> Int? { Self.read(tens, id) }
    func ordinal(_ id: Int32) -> Int? { Self.read(ordinals, id) }
    func isPM(_ id: Int32) -> Bool? { Self.read(meridiems, id).map { $0 == 1 } }
    func isMinuteUnit(_ id: Int32) -> Bool { Self.read(timeUnits, id) == 1 }
    func isHourUnit(_ id: Int32) -> Bool { Self.read(timeUnits, id) == 2 }
    /// Minutes in the day or week unit `id` names, else nil.
    func minutesInDayUnit(_ id: Int32) -> Int? { Self.minutes(inDayUnit: timeUnit(id)) }
    /// The unit of time `id` names: 1 minute units, 2 hour units, 3 day units, 4 week units, 0 none.
    func timeUnit(_ id: Int32) -> Int { Self.read(timeUnits, id) ?? 0 }
    /// Minutes in the day or week unit `unit` (a `timeUnit`), else nil.
    static func minutes(inDayUnit unit: Int) -> Int? {
        switch unit {
        case 3: 1440
        case 4: 10_080
        default: nil
        }
    }
    func namedTime(_ id: Int32) -> ClockTime? { id >= 0 && Int(id) < namedTimes.count ? namedTimes[Int(id)] : nil }
    /// The builtins (number, ordinal, time, duration, date) a value of which can start with `id`.
    func startKinds(_ id: Int32) -> CaptureKinds { id >= 0 && Int(id) < startKinds.count ? startKinds[Int(id)] : [] }
    /// `startKinds(_:)` for every id, for a reader to hold (see `FoundValues.findBuiltins`).
    var startKindTable: [CaptureKinds] { startKinds }
}
