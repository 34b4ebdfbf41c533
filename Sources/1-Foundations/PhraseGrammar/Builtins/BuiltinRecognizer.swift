/// Finds numbers, ordinals, times of day and durations at every token position of an utterance.
/// Each recognizer reports every reading that starts at a position ("twenty" and "twenty five"),
/// and the phrase matcher keeps the ones a phrase can use.
struct BuiltinRecognizer {
    let ids: ScratchBuffer<Int32>
    let numerics: ScratchBuffer<NumericForm?>
    let words: BuiltinWords

    var count: Int { ids.count }

    private func id(_ position: Int) -> Int32 { position < count ? ids[position] : -1 }

    // MARK: - Numbers

    /// Whole or decimal numbers starting at `position`: (length, value).
    func numbers(at position: Int) -> [(Int, Double)] {
        if let numeric = numerics[position] {
            if case .number(let value) = numeric { return [(1, value)] }
            return []
        }
        var results: [(Int, Double)] = []
        var cursor = position
        var value = 0
        if let hundreds = words.unit(ids[cursor]), hundreds > 0, id(cursor + 1) == words.hundred {
            value = hundreds * 100
            cursor += 2
            results.append((cursor - position, Double(value)))
            if id(cursor) == words.and, words.unit(id(cursor + 1)) != nil || words.tens(id(cursor + 1)) != nil {
                cursor += 1
            }
        }
        guard cursor < count else { return results }
        if let tens = words.tens(ids[cursor]) {
            value += tens
            cursor += 1
            results.append((cursor - position, Double(value)))
            if let unit = words.unit(id(cursor)), unit > 0, unit < 10 {
                results.append((cursor + 1 - position, Double(value + unit)))
            }
        } else if let unit = words.unit(ids[cursor]) {
            results.append((cursor + 1 - position, Double(value + unit)))
        }
        return results
    }

    /// Whole numbers only.
    func integers(at position: Int) -> [(Int, Int)] {
        numbers(at: position).compactMap { length, value in
            value == value.rounded() && abs(value) < 1e9 ? (length, Int(value)) : nil
        }
    }

    // MARK: - Ordinals

    func ordinals(at position: Int) -> [(Int, Int)] {
        if let numeric = numerics[position] {
            if case .ordinal(let value) = numeric { return [(1, value)] }
            return []
        }
        if let value = words.ordinal(ids[position]) { return [(1, value)] }
        if let tens = words.tens(ids[position]), let unit = words.ordinal(id(position + 1)), unit < 10 {
            return [(2, tens + unit)]
        }
        return []
    }

    // MARK: - Times of day

    func times(at position: Int) -> [(Int, ClockTime)] {
        let word = ids[position]
        if let named = words.namedTime(word) { return [(1, named)] }
        if word == words.half || word == words.quarter, id(position + 1) == words.past || id(position + 1) == words.to,
            position + 2 < count, let hour = hour(at: position + 2)
        {
            let minutes = word == words.half ? 30 : 15
            let base = id(position + 1) == words.past
                ? ClockTime(hour: hour, minute: minutes, isMeridiemKnown: false)
                : ClockTime(hour: hour == 1 ? 12 : hour - 1, minute: 60 - minutes, isMeridiemKnown: false)
            return withMeridiem(base, length: 3, at: position)
        }
        if let numeric = numerics[position] {
            switch numeric {
            case .clock(let hour, let minute, let isPM):
                let time = ClockTime(hour: hour, minute: minute, isMeridiemKnown: false)
                if let isPM { return [(1, time.applying(isPM: isPM))] }
                if hour == 0 || hour > 12 { return [(1, ClockTime(hour: hour % 24, minute: minute, isMeridiemKnown: true))] }
                return withMeridiem(time, length: 1, at: position)
            case .number, .ordinal:
                break
            }
        }
        guard let hour = hour(at: position) else { return [] }
        var results = withMeridiem(ClockTime(hour: hour, minute: 0, isMeridiemKnown: hour == 0 || hour > 12), length: 1, at: position)
        // "seven thirty", "7 45", "seven oh five".
        if hour <= 12, position + 1 < count {
            var minuteReadings = integers(at: position + 1).filter { $0.1 >= 10 && $0.1 < 60 }
            if ids[position + 1] == words.oh, position + 2 < count {
                minuteReadings = integers(at: position + 2).filter { $0.1 > 0 && $0.1 < 10 }.map { ($0.0 + 1, $0.1) }
            }
            for (length, minute) in minuteReadings {
                results += withMeridiem(ClockTime(hour: hour, minute: minute, isMeridiemKnown: false), length: 1 + length, at: position)
            }
        }
        return results
    }

    /// An hour 0–24 said as digits or a word at `position`.
    private func hour(at position: Int) -> Int? {
        if let numeric = numerics[position] {
            if case .number(let value) = numeric, value == value.rounded(), value >= 0, value <= 24 { return Int(value) }
            return nil
        }
        if let unit = words.unit(ids[position]), unit >= 1, unit <= 12 { return unit }
        return nil
    }

    /// The time alone and with any meridiem words after it ("pm", "o'clock", "in the evening").
    private func withMeridiem(_ time: ClockTime, length: Int, at position: Int) -> [(Int, ClockTime)] {
        var results = [(length, time)]
        let next = position + length
        guard next < count, !time.isMeridiemKnown else { return results }
        if let isPM = words.isPM(ids[next]) {
            results.append((length + 1, time.applying(isPM: isPM)))
        } else if ids[next] == words.oClock || ids[next] == words.oClockPlain {
            results.append((length + 1, time))
        } else if ids[next] == words.inWord, id(next + 1) == words.the {
            let part = id(next + 2)
            if part == words.morning {
                results.append((length + 3, time.applying(isPM: false)))
            } else if part == words.afternoon || part == words.evening {
                results.append((length + 3, time.applying(isPM: true)))
            }
        } else if ids[next] == words.at, id(next + 1) == words.night {
            results.append((length + 2, time.applying(isPM: time.hour != 12)))
        }
        return results
    }

    // MARK: - Durations

    /// Spans of time in whole minutes.
    func durations(at position: Int) -> [(Int, Int)] {
        var results: [(Int, Int)] = []
        let word = ids[position]
        let hourWord = { (offset: Int) in self.words.isHourUnit(self.id(position + offset)) }
        if word == words.half {
            if hourWord(1) { results.append((2, 30)) }
            if id(position + 1) == words.an || id(position + 1) == words.a, hourWord(2) { results.append((3, 30)) }
            return results
        }
        if word == words.quarter {
            if hourWord(1) { results.append((2, 15)) }
            if id(position + 1) == words.of, id(position + 2) == words.an, hourWord(3) { results.append((4, 15)) }
            return results
        }
        var amounts = numbers(at: position)
        if word == words.a || word == words.an { amounts.append((1, 1)) }
        for (length, amount) in amounts {
            let unitPosition = position + length
            guard unitPosition < count else { continue }
            if words.isMinuteUnit(ids[unitPosition]) {
                results.append((length + 1, Int(amount.rounded())))
            } else if let perUnit = words.minutesInDayUnit(ids[unitPosition]), amount < 1000 {
                // "in 40 days", "in 2 weeks", "in a day".
                results.append((length + 1, Int((amount * Double(perUnit)).rounded())))
            } else if words.isHourUnit(ids[unitPosition]) {
                let minutes = Int((amount * 60).rounded())
                let end = unitPosition + 1
                results.append((end - position, minutes))
                // "an hour and a half", "an hour and 20 minutes", "1 hour 30 minutes".
                var cursor = end
                if id(cursor) == words.and { cursor += 1 }
                if id(cursor) == words.a, id(cursor + 1) == words.half {
                    results.append((cursor + 2 - position, minutes + 30))
                } else if cursor < count {
                    for (extraLength, extra) in integers(at: cursor) where extra < 60 {
                        let extraUnit = cursor + extraLength
                        if extraUnit < count, words.isMinuteUnit(ids[extraUnit]) {
                            results.append((extraUnit + 1 - position, minutes + extra))
                        }
                    }
                }
            }
        }
        return results
    }
}
