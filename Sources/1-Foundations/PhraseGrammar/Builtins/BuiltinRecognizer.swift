/// Finds numbers, ordinals, times of day and durations at every token position of an utterance.
/// Each recognizer reports every reading that starts at a position ("twenty" and "twenty five"),
/// and the phrase matcher keeps the ones a phrase can use.
///
/// Numbers are read first, for every position (`numbers(at:into:)`); the other recognizers read
/// the numbers they build on from that table. Readings go straight into the matcher's
/// `SpanTable`s, so no position builds an array of its own.
struct BuiltinRecognizer {
    // NB: `var`s, so the positions' lists can be lent to it and taken back (see
    // `UtteranceWords.exchangePositions`) instead of copied.
    // NB: the readings the matcher calls (`numbers`, `times`, `durations`, `dates`)
    // are `mutating` though they change nothing: called non-mutating on the matcher's
    // recognizer, each call copied the whole recognizer first (about 25 instructions a call).
    var ids: ScratchBuffer<Int32>
    var numerics: ScratchBuffer<NumericForm?>
    let words: BuiltinWords
    /// The number readings of every position, sealed (empty while the numbers are being read).
    var numberTable = SpanTable<Double>()

    var count: Int { ids.count }

    private func id(_ position: Int) -> Int32 { position < count ? ids[position] : -1 }

    // MARK: - Numbers

    /// Whole or decimal numbers starting at `position`: (length, value).
    mutating func numbers(at position: Int, into table: inout SpanTable<Double>) {
        if let numeric = numerics[position] {
            if case .number(let value) = numeric { table.append(start: position, length: 1, value: value) }
            return
        }
        var cursor = position
        var value = 0
        if let hundreds = words.unit(ids[cursor]), hundreds > 0, id(cursor + 1) == words.hundred {
            value = hundreds * 100
            cursor += 2
            table.append(start: position, length: cursor - position, value: Double(value))
            if id(cursor) == words.and, words.unit(id(cursor + 1)) != nil || words.tens(id(cursor + 1)) != nil {
                cursor += 1
            }
        }
        guard cursor < count else { return }
        if let tens = words.tens(ids[cursor]) {
            value += tens
            cursor += 1
            table.append(start: position, length: cursor - position, value: Double(value))
            if let unit = words.unit(id(cursor)), unit > 0, unit < 10 {
                table.append(start: position, length: cursor + 1 - position, value: Double(value + unit))
            }
        } else if let unit = words.unit(ids[cursor]) {
            table.append(start: position, length: cursor + 1 - position, value: Double(value + unit))
        }
    }

    /// Whole numbers only: each (length, value) read at `position`, in order.
    @inline(__always)
    func forEachInteger(at position: Int, _ body: (Int, Int) -> Void) {
        for index in numberTable.range(at: position) {
            let value = numberTable[index].value
            if value == value.rounded() && abs(value) < 1e9 { body(Int(numberTable[index].length), Int(value)) }
        }
    }

    // MARK: - Ordinals

    /// The ordinal starting at `position`, if any (there is at most one).
    func ordinal(at position: Int) -> (length: Int, value: Int)? {
        if let numeric = numerics[position] {
            if case .ordinal(let value) = numeric { return (1, value) }
            return nil
        }
        if let value = words.ordinal(ids[position]) { return (1, value) }
        if let tens = words.tens(ids[position]), let unit = words.ordinal(id(position + 1)), unit < 10 {
            return (2, tens + unit)
        }
        return nil
    }

    // MARK: - Times of day

    mutating func times(at position: Int, into table: inout SpanTable<ClockTime>) {
        let word = ids[position]
        // NB: "a" starts a time only before "quarter" ("a quarter past ten"): anywhere else it is
        // turned away here.
        if word == words.a, word >= 0, id(position + 1) != words.quarter { return }
        if let named = words.namedTime(word) {
            table.append(start: position, length: 1, value: named)
            return
        }
        // "a quarter past ten": the article is part of the time.
        let article = word == words.a && id(position + 1) == words.quarter ? 1 : 0
        let lead = article == 1 ? words.quarter : word
        if lead == words.half || lead == words.quarter, id(position + article + 1) == words.past || id(position + article + 1) == words.to,
            position + article + 2 < count, let hour = hour(at: position + article + 2)
        {
            let minutes = lead == words.half ? 30 : 15
            withMeridiem(Self.clock(minutes, past: id(position + article + 1) == words.past, hour), length: 3 + article, at: position, into: &table)
            return
        }
        if word == words.half, position + 1 < count, let hour = hour(at: position + 1), hour >= 1, hour <= 12 {
            // "half six": British for 6:30.
            withMeridiem(ClockTime(hour: hour, minute: 30, isMeridiemKnown: false), length: 2, at: position, into: &table)
            return
        }
        if id(position + 1) == words.past || id(position + 1) == words.to {
            // "ten to six", "20 past 7": minutes in fives before or after the hour.
            forEachInteger(at: position) { length, minutes in
                guard length == 1, [5, 10, 20, 25].contains(minutes), let hour = hour(at: position + 2), hour >= 1, hour <= 12 else { return }
                withMeridiem(Self.clock(minutes, past: id(position + 1) == words.past, hour), length: 3, at: position, into: &table)
            }
        }
        if let numeric = numerics[position] {
            switch numeric {
            case .clock(let hour, let minute, let isPM):
                let time = ClockTime(hour: hour, minute: minute, isMeridiemKnown: false)
                if let isPM {
                    table.append(start: position, length: 1, value: time.applying(isPM: isPM))
                } else if hour == 0 || hour > 12 {
                    table.append(start: position, length: 1, value: ClockTime(hour: hour % 24, minute: minute, isMeridiemKnown: true))
                } else {
                    withMeridiem(time, length: 1, at: position, into: &table)
                }
                return
            case .number, .ordinal, .calendarDate:
                break
            }
        }
        guard let hour = hour(at: position) else { return }
        withMeridiem(ClockTime(hour: hour, minute: 0, isMeridiemKnown: hour == 0 || hour > 12), length: 1, at: position, into: &table)
        // "seven thirty", "7 45", "seven oh five".
        guard hour <= 12, position + 1 < count else { return }
        if ids[position + 1] == words.oh, position + 2 < count {
            forEachInteger(at: position + 2) { length, minute in
                guard minute > 0, minute < 10 else { return }
                withMeridiem(ClockTime(hour: hour, minute: minute, isMeridiemKnown: false), length: 2 + length, at: position, into: &table)
            }
        } else {
            forEachInteger(at: position + 1) { length, minute in
                guard minute >= 10, minute < 60 else { return }
                withMeridiem(ClockTime(hour: hour, minute: minute, isMeridiemKnown: false), length: 1 + length, at: position, into: &table)
            }
        }
    }

    /// `minutes` past (or to) `hour` as a clock time ("ten to six" is 5:50).
    private static func clock(_ minutes: Int, past: Bool, _ hour: Int) -> ClockTime {
        past ? ClockTime(hour: hour, minute: minutes, isMeridiemKnown: false)
            : ClockTime(hour: hour == 1 ? 12 : hour - 1, minute: 60 - minutes, isMeridiemKnown: false)
    }

    /// An hour 0–24 said as digits or a word at `position`.
    private func hour(at position: Int) -> Int? {
        // NB: callers look a word or two ahead ("ten to six"); the text may end first ("ten to").
        guard position < count else { return nil }
        if let numeric = numerics[position] {
            if case .number(let value) = numeric, value == value.rounded(), value >= 0, value <= 24 { return Int(value) }
            return nil
        }
        if let unit = words.unit(ids[position]), unit >= 1, unit <= 12 { return unit }
        return nil
    }

    /// The time alone and with any meridiem words after it ("pm", "o'clock", "in the evening").
    private func withMeridiem(_ time: ClockTime, length: Int, at position: Int, into table: inout SpanTable<ClockTime>) {
        table.append(start: position, length: length, value: time)
        let next = position + length
        guard next < count, !time.isMeridiemKnown else { return }
        if let isPM = words.isPM(ids[next]) {
            table.append(start: position, length: length + 1, value: time.applying(isPM: isPM))
        } else if ids[next] == words.oClock || ids[next] == words.oClockPlain {
            table.append(start: position, length: length + 1, value: time)
        } else if ids[next] == words.inWord, id(next + 1) == words.the {
            let part = id(next + 2)
            if part == words.morning {
                table.append(start: position, length: length + 3, value: time.applying(isPM: false))
            } else if part == words.afternoon || part == words.evening {
                table.append(start: position, length: length + 3, value: time.applying(isPM: true))
            }
        } else if ids[next] == words.at, id(next + 1) == words.night {
            table.append(start: position, length: length + 2, value: time.applying(isPM: time.hour != 12))
        }
    }

    // MARK: - Durations

    /// Spans of time in whole minutes.
    mutating func durations(at position: Int, into table: inout SpanTable<Int>) {
        let word = ids[position]
        func hourWord(_ offset: Int) -> Bool { words.isHourUnit(id(position + offset)) }
        if word == words.half {
            if hourWord(1) { table.append(start: position, length: 2, value: 30) }
            if id(position + 1) == words.an || id(position + 1) == words.a, hourWord(2) { table.append(start: position, length: 3, value: 30) }
            return
        }
        if word == words.quarter {
            if hourWord(1) { table.append(start: position, length: 2, value: 15) }
            if id(position + 1) == words.of, id(position + 2) == words.an, hourWord(3) { table.append(start: position, length: 4, value: 15) }
            return
        }
        for index in numberTable.range(at: position) {
            duration(amount: numberTable[index].value, length: Int(numberTable[index].length), at: position, into: &table)
        }
        if word == words.a || word == words.an { duration(amount: 1, length: 1, at: position, into: &table) }
    }

    /// The durations an amount of `length` words at `position` starts: "40 minutes", "an hour".
    private func duration(amount: Double, length: Int, at position: Int, into table: inout SpanTable<Int>) {
        let unitPosition = position + length
        guard unitPosition < count else { return }
        // NB: the word's unit read once, not once for each kind of unit in turn (three calls).
        let unit = words.timeUnit(ids[unitPosition])
        guard unit != 0 else { return }
        if unit == 1 {
            table.append(start: position, length: length + 1, value: Int(amount.rounded()))
        } else if let perUnit = BuiltinWords.minutes(inDayUnit: unit) {
            // "in 40 days", "in 2 weeks", "in a day".
            if amount < 1000 { table.append(start: position, length: length + 1, value: Int((amount * Double(perUnit)).rounded())) }
        } else if unit == 2 {
            let minutes = Int((amount * 60).rounded())
            let end = unitPosition + 1
            table.append(start: position, length: end - position, value: minutes)
            // "an hour and a half", "an hour and 20 minutes", "1 hour 30 minutes".
            var cursor = end
            if id(cursor) == words.and { cursor += 1 }
            if id(cursor) == words.a, id(cursor + 1) == words.half {
                table.append(start: position, length: cursor + 2 - position, value: minutes + 30)
            } else if cursor < count {
                forEachInteger(at: cursor) { extraLength, extra in
                    guard extra < 60 else { return }
                    let extraUnit = cursor + extraLength
                    if extraUnit < count, words.isMinuteUnit(ids[extraUnit]) {
                        table.append(start: position, length: extraUnit + 1 - position, value: minutes + extra)
                    }
                }
            }
        }
    }
}
