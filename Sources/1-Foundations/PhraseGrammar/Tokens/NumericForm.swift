/// A token written with digits.
public enum NumericForm: Hashable, Sendable {
    /// "3", "12.50".
    case number(Double)
    /// "2nd", "21st".
    case ordinal(Int)
    /// "9:30", "9am", "7:15p.m" (`isPM` is nil when no meridiem was written).
    case clock(hour: Int, minute: Int, isPM: Bool?)
    /// "12/31", "6/3/2027", "6/3/27": month, day and the year when written (two digits are 20xx).
    case calendarDate(month: Int, day: Int, year: Int?)
}

extension NumericForm {
    /// Reads "3", "12.50", "2nd", "9:30", "9am", "7:15p.m" from lowercased bytes.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> NumericForm? {
        if bytes.count > 1, bytes[0] == UInt8(ascii: "-") {
            // "-2", "-2.5": a signed number only; "-2nd" and "-9am" are nothing.
            guard let base = bytes.baseAddress, case .number(let value)? = parse(UnsafeBufferPointer(start: base + 1, count: bytes.count - 1))
            else { return nil }
            return .number(-value)
        }
        if let slash = bytes.firstIndex(of: UInt8(ascii: "/")) { return calendarDate(bytes, firstSlash: slash) }
        var index = 0
        var whole = 0
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            if digits < 15 { whole = whole * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            digits += 1
            index += 1
        }
        if index == bytes.count {
            if digits == 4, bytes[0] == UInt8(ascii: "0"), whole % 100 < 60 {
                // "0600", "0945": the 24-hour clock written with its leading zero, a morning time.
                return .clock(hour: whole / 100, minute: whole % 100, isPM: whole < 100 ? nil : false)
            }
            return digits <= 15 ? .number(Double(whole)) : nil
        }
        // NB: the letters after the digits compared as bytes, not made into strings (and an
        // array of ordinal suffixes) and compared as such, which took about 240 instructions a
        // token such as "4th" or "5pm".
        // The two agree: each word compared with is plain ASCII, which no other bytes equal.
        let rest = index..<bytes.count
        if bytes[index] == UInt8(ascii: "."), digits <= 2, whole >= 1, whole <= 12, bytes.count >= index + 5,
            bytes[(index + 1)...(index + 2)].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let meridiem = Self.meridiem(bytes, (index + 3)..<bytes.count)
        {
            // "6.30pm": the British clock, minutes after a dot, said with its meridiem.
            let minute = Int(bytes[index + 1] - UInt8(ascii: "0")) * 10 + Int(bytes[index + 2] - UInt8(ascii: "0"))
            return minute < 60 ? .clock(hour: whole, minute: minute, isPM: meridiem) : nil
        }
        if bytes[index] == UInt8(ascii: "."), digits <= 15 {
            var fraction = 0.0
            var scale = 0.1
            var cursor = index + 1
            while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
                fraction += Double(bytes[cursor] - UInt8(ascii: "0")) * scale
                scale /= 10
                cursor += 1
            }
            return cursor == bytes.count && cursor > index + 1 ? .number(Double(whole) + fraction) : nil
        }
        if digits <= 6,
            Self.bytes(bytes, rest, are: "st") || Self.bytes(bytes, rest, are: "nd") || Self.bytes(bytes, rest, are: "rd")
                || Self.bytes(bytes, rest, are: "th")
        {
            return .ordinal(whole)
        }
        guard digits <= 2, whole <= 24 else { return nil }
        var minute = 0
        var meridiem = rest
        var hasMinutes = false
        if bytes[index] == UInt8(ascii: ":") {
            var minuteEnd = index + 1
            while minuteEnd < bytes.count, bytes[minuteEnd] >= UInt8(ascii: "0"), bytes[minuteEnd] <= UInt8(ascii: "9") {
                minuteEnd += 1
            }
            guard minuteEnd - (index + 1) == 2 else { return nil }
            minute = Int(bytes[index + 1] - UInt8(ascii: "0")) * 10 + Int(bytes[index + 2] - UInt8(ascii: "0"))
            guard minute < 60 else { return nil }
            hasMinutes = true
            meridiem = (index + 3)..<bytes.count
        }
        if meridiem.count >= 3, Self.bytes(bytes, (meridiem.upperBound - 3)..<meridiem.upperBound, are: "ish") {
            // "9ish", "5:30ish", "7pmish": about that time, read as the time itself.
            meridiem = meridiem.lowerBound..<(meridiem.upperBound - 3)
            if meridiem.isEmpty, !hasMinutes { return .number(Double(whole)) }
        }
        if meridiem.isEmpty { return hasMinutes ? .clock(hour: whole, minute: minute, isPM: nil) : nil }
        if Self.bytes(bytes, meridiem, are: "am") || Self.bytes(bytes, meridiem, are: "a.m") {
            return whole >= 1 && whole <= 12 ? .clock(hour: whole, minute: minute, isPM: false) : nil
        }
        if Self.bytes(bytes, meridiem, are: "pm") || Self.bytes(bytes, meridiem, are: "p.m") {
            return whole >= 1 && whole <= 12 ? .clock(hour: whole, minute: minute, isPM: true) : nil
        }
        return nil
    }

    /// Whether `bytes[range]` are "pm" (true), "am" (false), or neither (nil).
    private static func meridiem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool? {
        if Self.bytes(bytes, range, are: "am") || Self.bytes(bytes, range, are: "a.m") || Self.bytes(bytes, range, are: "a.m.") {
            return false
        }
        if Self.bytes(bytes, range, are: "pm") || Self.bytes(bytes, range, are: "p.m") || Self.bytes(bytes, range, are: "p.m.") {
            return true
        }
        return nil
    }

    /// Whether `bytes[range]` are the bytes of `word`.
    @inline(__always)
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, are word: StaticString) -> Bool {
        word.withUTF8Buffer { wordBytes in
            wordBytes.count == range.count && wordBytes.indices.allSatisfy { bytes[range.lowerBound + $0] == wordBytes[$0] }
        }
    }

    /// "12/31", "12/31/2027", "12/31/27": a month 1–12, a day it has, and an optional year.
    private static func calendarDate(_ bytes: UnsafeBufferPointer<UInt8>, firstSlash: Int) -> NumericForm? {
        var parts: [Int] = []
        var digits: [Int] = []
        var value = 0
        var length = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                guard length > 0 else { return nil }
                parts.append(value)
                digits.append(length)
                value = 0
                length = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), length < 4 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                length += 1
            } else {
                return nil
            }
        }
        guard length > 0 else { return nil }
        parts.append(value)
        digits.append(length)
        guard parts.count == 2 || parts.count == 3, digits[0] <= 2, digits[1] <= 2, MonthLengths.isDate(month: parts[0], day: parts[1])
        else { return nil }
        guard parts.count == 3 else { return .calendarDate(month: parts[0], day: parts[1], year: nil) }
        switch digits[2] {
        case 2: return .calendarDate(month: parts[0], day: parts[1], year: 2000 + parts[2])
        case 4: return .calendarDate(month: parts[0], day: parts[1], year: parts[2])
        default: return nil
        }
    }
}
