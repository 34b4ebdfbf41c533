/// Finds numbers, ordinals, times of day and durations at every token position of an utterance.
/// Each recognizer reports every reading that starts at a position ("twenty" and "twenty five"),
/// and the phrase matcher keeps the ones a phrase can use.
struct BuiltinRecognizer {
    let words: [String]
    let numerics: [NumericForm?]

    var count: Int { words.count }

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
        if let hundreds = EnglishNumberWords.units[words[cursor]], hundreds > 0, cursor + 1 < count, words[cursor + 1] == "hundred" {
            value = hundreds * 100
            cursor += 2
            results.append((cursor - position, Double(value)))
            if cursor + 1 < count, words[cursor] == "and",
                EnglishNumberWords.units[words[cursor + 1]] != nil || EnglishNumberWords.tens[words[cursor + 1]] != nil
            {
                cursor += 1
            }
        }
        guard cursor < count else { return results }
        if let tens = EnglishNumberWords.tens[words[cursor]] {
            value += tens
            cursor += 1
            results.append((cursor - position, Double(value)))
            if cursor < count, let unit = EnglishNumberWords.units[words[cursor]], unit > 0, unit < 10 {
                results.append((cursor + 1 - position, Double(value + unit)))
            }
        } else if let unit = EnglishNumberWords.units[words[cursor]] {
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
        if let value = EnglishNumberWords.ordinals[words[position]] { return [(1, value)] }
        if let tens = EnglishNumberWords.tens[words[position]], position + 1 < count,
            let unit = EnglishNumberWords.ordinals[words[position + 1]], unit < 10
        {
            return [(2, tens + unit)]
        }
        return []
    }

    // MARK: - Times of day

    func times(at position: Int) -> [(Int, ClockTime)] {
        let word = words[position]
        if let named = EnglishNumberWords.namedTimes[word] { return [(1, named)] }
        if (word == "half" || word == "quarter"), position + 2 < count, words[position + 1] == "past" || words[position + 1] == "to",
            let hour = hour(at: position + 2)
        {
            let minutes = word == "half" ? 30 : 15
            let base = words[position + 1] == "past"
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
            if words[position + 1] == "oh", position + 2 < count {
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
        if let unit = EnglishNumberWords.units[words[position]], unit >= 1, unit <= 12 { return unit }
        return nil
    }

    /// The time alone and with any meridiem words after it ("pm", "o'clock", "in the evening").
    private func withMeridiem(_ time: ClockTime, length: Int, at position: Int) -> [(Int, ClockTime)] {
        var results = [(length, time)]
        let next = position + length
        guard next < count, !time.isMeridiemKnown else { return results }
        if let isPM = EnglishNumberWords.meridiems[words[next]] {
            results.append((length + 1, time.applying(isPM: isPM)))
        } else if words[next] == "o'clock" || words[next] == "oclock" {
            results.append((length + 1, time))
        } else if next + 2 < count, words[next] == "in", words[next + 1] == "the" {
            switch words[next + 2] {
            case "morning": results.append((length + 3, time.applying(isPM: false)))
            case "afternoon", "evening": results.append((length + 3, time.applying(isPM: true)))
            default: break
            }
        } else if next + 1 < count, words[next] == "at", words[next + 1] == "night" {
            results.append((length + 2, time.applying(isPM: time.hour != 12)))
        }
        return results
    }

    // MARK: - Durations

    /// Spans of time in whole minutes.
    func durations(at position: Int) -> [(Int, Int)] {
        var results: [(Int, Int)] = []
        let word = words[position]
        if word == "half", position + 1 < count {
            if words[position + 1] == "hour" { results.append((2, 30)) }
            if position + 2 < count, words[position + 1] == "an" || words[position + 1] == "a", words[position + 2] == "hour" {
                results.append((3, 30))
            }
            return results
        }
        if word == "quarter", position + 1 < count {
            if words[position + 1] == "hour" { results.append((2, 15)) }
            if position + 3 < count, words[position + 1] == "of", words[position + 2] == "an", words[position + 3] == "hour" {
                results.append((4, 15))
            }
            return results
        }
        var amounts = numbers(at: position)
        if word == "a" || word == "an" { amounts.append((1, 1)) }
        for (length, amount) in amounts {
            let unitPosition = position + length
            guard unitPosition < count else { continue }
            let unit = words[unitPosition]
            if EnglishNumberWords.minuteUnits.contains(unit) {
                results.append((length + 1, Int((amount).rounded())))
            } else if EnglishNumberWords.hourUnits.contains(unit) {
                let minutes = Int((amount * 60).rounded())
                let end = unitPosition + 1
                results.append((end - position, minutes))
                // "an hour and a half", "an hour and 20 minutes", "1 hour 30 minutes".
                var cursor = end
                if cursor < count, words[cursor] == "and" { cursor += 1 }
                if cursor + 1 < count, words[cursor] == "a", words[cursor + 1] == "half" {
                    results.append((cursor + 2 - position, minutes + 30))
                } else if cursor < count {
                    for (extraLength, extra) in integers(at: cursor) where extra < 60 {
                        let extraUnit = cursor + extraLength
                        if extraUnit < count, EnglishNumberWords.minuteUnits.contains(words[extraUnit]) {
                            results.append((extraUnit + 1 - position, minutes + extra))
                        }
                    }
                }
            }
        }
        return results
    }
}
