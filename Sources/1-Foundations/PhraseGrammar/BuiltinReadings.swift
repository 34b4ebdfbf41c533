/// Every value the builtin recognizers (`{number}`, `{ordinal}`, `{time}`, `{duration}`,
/// `{date}`) read in a list of words, at every position: the one part of matching the reference
/// matcher (`PhraseGrammarOracle`) takes from the engine rather than working out again from the
/// grammar's definition (the recognizers are the definition of those builtins).
///
///     BuiltinReadings(words: Tokenizer.tokenize("at half past 7")).readings
///     // [time 7:30 from 1, 3 words; number 7 at 3; time 7:00 at 3]
public struct BuiltinReadings: Sendable {
    /// One value read: where it starts (an index into the words), how many words it takes.
    public struct Reading: Hashable, Sendable {
        public var start: Int
        public var length: Int
        /// `.number`, `.ordinal`, `.time`, `.duration` or `.date`.
        public var value: CaptureValue
    }

    /// Every reading, numbers first, each kind in order of start.
    public private(set) var readings: [Reading] = []
    /// Per word: whether it is a plain number, digits or a number word with no clock form of its
    /// own ("7", "seven"; not "7:30", "7pm" or "noon"), as a lone number read as a time is weak.
    public private(set) var isPlainNumber: [Bool] = []

    /// The readings of `words`, as the matcher reads them once skip words are dropped.
    public init(words: [Token]) {
        let vocabulary = TokenVocabulary.builtin
        let builtinWords = BuiltinWords.forVocabulary(vocabulary)
        var ids = ScratchBuffer<Int32>()
        var numerics = ScratchBuffer<NumericForm?>()
        for word in words {
            ids.append(vocabulary.lookup(word.text))
            numerics.append(word.numeric)
        }
        var recognizer = BuiltinRecognizer(ids: ids, numerics: numerics, words: builtinWords)
        // Numbers first, everywhere: times, durations and dates read theirs from the sealed table.
        var numbers = SpanTable<Double>()
        for position in words.indices { recognizer.numbers(at: position, into: &numbers) }
        numbers.seal(count: words.count)
        recognizer.numberTable = numbers
        var times = SpanTable<ClockTime>()
        var durations = SpanTable<Int>()
        var dates = SpanTable<CalendarDay>()
        var ordinals: [Reading] = []
        for position in words.indices {
            if let (length, value) = recognizer.ordinal(at: position) {
                ordinals.append(Reading(start: position, length: length, value: .ordinal(value)))
            }
            recognizer.times(at: position, into: &times)
            recognizer.durations(at: position, into: &durations)
            recognizer.dates(at: position, into: &dates)
        }
        func add<Value>(_ table: SpanTable<Value>, _ make: (Value) -> CaptureValue) {
            for index in 0..<table.count {
                let entry = table[index]
                readings.append(Reading(start: Int(entry.start), length: Int(entry.length), value: make(entry.value)))
            }
        }
        add(numbers) { .number($0) }
        readings += ordinals
        add(times) { .time($0) }
        add(durations) { .duration($0) }
        add(dates) { .date($0) }
        isPlainNumber = words.map { word in
            if let numeric = word.numeric {
                if case .number = numeric { return true }
                return false
            }
            return builtinWords.namedTime(vocabulary.lookup(word.text)) == nil
        }
    }
}
