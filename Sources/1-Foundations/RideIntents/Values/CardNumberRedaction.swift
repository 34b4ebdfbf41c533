/// Keeps card numbers and security codes out of anything Hail shows or keeps.
///
/// A card number is a card-shaped run of 13 to 19 decimal digits, in any script (ASCII,
/// full-width, Arabic-Indic, …), whole or in groups of any size (digit pairs, single digits)
/// split by spaces, tabs, dashes, dots, underscores, slashes, commas, colons, plus signs or
/// parentheses, that passes the Luhn check or is grouped as cards are printed
/// (`CardNumberShape`); it becomes "•••• " and its last four digits. A security code is 3 or 4
/// digits beside its keyword ("cvv 739", "security code: 8163", "739 is my cvc", "the code on
/// the back is 947", "pin 4321"); its digits become "•••". Numbers of other shapes (durations such as
/// 99999999999999999999h, addresses, times, prices) are left as typed. The cost is linear in the
/// text.
public enum CardNumberRedaction {
    /// The fewest digits a card number has.
    public static let minimumDigits = 13
    /// The most digits a card number has.
    public static let maximumDigits = 19

    /// `text` with every card number cut to its last four digits and every security code hidden.
    public static func redacted(_ text: String) -> String {
        if hasNothingToRedact(asciiText: text) { return text }
        guard text.unicodeScalars.contains(where: { $0.decimalDigitValue != nil }) else { return text }
        return SecurityCodeRedaction.redacted(cardNumbersRedacted(text))
    }

    /// Whether `text` is ASCII and can hold neither a card number (fewer than 13 digits) nor a
    /// security code (fewer than 3 digits, or no keyword: each has "cv", "cid", "csc", "code",
    /// "number", "pin" or "back" in it, in either case). False when unsure: the full redaction then decides.
    // NB: read on the bytes, without a scalar's digit value or a word list: every line the dialog
    // and `hail parse --batch` read is redacted first, and a time such as "5:30" sent 12% of the
    // batch's lines through the security-code words (perf: 7% of its time).
    static func hasNothingToRedact(asciiText text: String) -> Bool {
        var digits = 0
        var letters: UInt32 = 0  // the last four bytes, lowercased
        var keyword = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return false }
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { digits += 1 }
            letters = letters << 8 | UInt32(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            // "cv", "cid", "csc", "pin", "code", "numb", "back"
            if letters & 0xFFFF == 0x6376 || letters & 0xFF_FFFF == 0x63_6964 || letters & 0xFF_FFFF == 0x63_7363
                || letters & 0xFF_FFFF == 0x70_696E || letters == 0x636F_6465 || letters == 0x6E75_6D62 || letters == 0x6261_636B {
                keyword = true
            }
        }
        return digits < minimumDigits && (digits < 3 || !keyword)
    }

    /// Two lines said one after the other (the history's last entry and the line just typed),
    /// each redacted as `redacted(_:)` does, and a card number split between them ("my card is
    /// 4111 1111" then "1111 1111") redacted too: the first line's part of it becomes "••••", the
    /// second's "•••• " and the card's last four digits. A security code on one line whose cue
    /// ends the other ("my cvv is" then "739") is hidden too.
    public static func redacted(previous: String, next: String) -> (previous: String, next: String) {
        let cards = cardsRedacted(previous: previous, next: next)
        let before = Array(cards.previous.unicodeScalars)
        let after = Array(cards.next.unicodeScalars)
        let joined = before + [" "] + after
        let codes = SecurityCodeRedaction.codeRanges(in: joined)
        guard !codes.isEmpty else { return cards }
        let boundary = before.count
        return (
            SecurityCodeRedaction.hiding(codes.filter { $0.upperBound <= boundary }, in: joined[..<boundary]),
            SecurityCodeRedaction.hiding(codes.filter { $0.lowerBound > boundary }, in: joined[(boundary + 1)...])
        )
    }

    /// `redacted(previous:next:)` for card numbers, each line also redacted alone.
    private static func cardsRedacted(previous: String, next: String) -> (previous: String, next: String) {
        let before = Array(previous.unicodeScalars)
        let after = Array(next.unicodeScalars)
        guard let lastBefore = before.lastIndex(where: { !$0.isCardSeparator || $0.decimalDigitValue != nil }),
              before[lastBefore].decimalDigitValue != nil,
              after.contains(where: { $0.decimalDigitValue != nil })
        else { return (redacted(previous), redacted(next)) }
        // NB: a space between the lines, as the user paused between them.
        let joined = before + [" "] + after
        let boundary = before.count
        for span in cardSpans(in: joined) where span.range.lowerBound < boundary && span.range.upperBound > boundary + 1 {
            var first = ScalarText(capacity: previous.utf8.count)
            first.append(contentsOf: before[..<span.range.lowerBound])
            first.append(contentsOf: "••••".unicodeScalars)
            var second = ScalarText(capacity: next.utf8.count)
            second.append(contentsOf: ("•••• " + span.lastFour).unicodeScalars)
            second.append(contentsOf: after[(span.range.upperBound - boundary - 1)...])
            return (redacted(first.text), redacted(second.text))
        }
        return (redacted(previous), redacted(next))
    }

    /// A card number in a text: the scalars it spans and its last four digits.
    struct CardSpan: Equatable {
        var range: Range<Int>
        var lastFour: String
    }

    /// Every card-shaped digit chain of `scalars`, in order.
    static func cardSpans(in scalars: [Unicode.Scalar]) -> [CardSpan] {
        var spans: [CardSpan] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index].decimalDigitValue != nil else {
                index += 1
                continue
            }
            let groups = DigitGroup.chain(in: scalars, from: index)
            var first = 0
            while first < groups.count {
                guard let last = CardNumberShape.longestCard(in: groups, from: first, of: scalars) else {
                    first += 1
                    continue
                }
                let digits = groups[first...last].flatMap { scalars[$0.start..<$0.end].compactMap(\.decimalDigitValue) }
                spans.append(CardSpan(range: groups[first].start..<groups[last].end, lastFour: digits.suffix(4).map(String.init).joined()))
                first = last + 1
            }
            index = groups[groups.count - 1].end
        }
        return spans
    }

    /// `text` with every card-shaped digit chain cut to "•••• " and its last four digits.
    static func cardNumbersRedacted(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ScalarText(capacity: text.utf8.count)
        var position = 0
        for span in cardSpans(in: scalars) {
            output.append(contentsOf: scalars[position..<span.range.lowerBound])
            output.append(contentsOf: ("•••• " + span.lastFour).unicodeScalars)
            position = span.range.upperBound
        }
        output.append(contentsOf: scalars[position...])
        return output.text
    }
}

/// Text built a scalar at a time, as UTF-8 bytes.
// NB: `String.UnicodeScalarView.append(contentsOf:)` copies the whole string on every call
// (quadratic: 6 s for a megabyte of card numbers); bytes appended here cost their own length.
struct ScalarText {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    mutating func append<S: Sequence<Unicode.Scalar>>(contentsOf scalars: S) {
        for scalar in scalars { append(scalar) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// A run of decimal digits in a chain of groups: scalar offsets `start..<end`.
struct DigitGroup: Equatable {
    var start: Int
    var end: Int
    var count: Int { end - start }

    /// At most this many separator scalars between two groups of one chain ("4111 - 1111").
    static let maximumGap = 3

    /// The groups of digits from `start` (a digit), each separated from the next by 1 to 3
    /// separators; never empty.
    static func chain(in scalars: [Unicode.Scalar], from start: Int) -> [DigitGroup] {
        var groups: [DigitGroup] = []
        var index = start
        repeat {
            var end = index
            while end < scalars.count, scalars[end].decimalDigitValue != nil { end += 1 }
            groups.append(DigitGroup(start: index, end: end))
            var next = end
            while next < scalars.count, next - end < maximumGap, scalars[next].isCardSeparator { next += 1 }
            guard next > end, next < scalars.count, scalars[next].decimalDigitValue != nil else { break }
            index = next
        } while true
        return groups
    }
}

/// Which chains of digit groups are card numbers: 13 to 19 digits, grouped any way (whole, in
/// pairs, one by one) and passing the Luhn check, or grouped as cards are printed (a first group
/// of 4, then groups of 4 to 6, the last of 1 to 6: 4-4-4-4, 4-6-5, 4-6-4, 4-4-4-4-3).
// NB: issue 27: "41 11 11 11 …" and "4 1 1 1 …" were kept as typed when groups had to be 3
// digits or more. Any grouping that passes Luhn is a card now; numbers that fail it (phone
// numbers, times, dates, addresses) are left alone unless printed as a card.
enum CardNumberShape {
    /// The last group of the longest card starting at `groups[first]`, preferring one that
    /// passes the Luhn check; nil when no card starts there. At most 19 groups are looked at.
    static func longestCard(in groups: [DigitGroup], from first: Int, of scalars: [Unicode.Scalar]) -> Int? {
        var total = 0
        var best: Int?
        var bestPassesLuhn = false
        var last = first
        while last < groups.count {
            total += groups[last].count
            if total > CardNumberRedaction.maximumDigits { break }
            if total >= CardNumberRedaction.minimumDigits {
                let chain = groups[first...last]
                let luhn = passesLuhn(chain, of: scalars)
                let isCard = luhn || (chain.count > 1 && isPrinted(chain.map(\.count)))
                if isCard, luhn || !bestPassesLuhn {
                    best = last
                    bestPassesLuhn = luhn
                }
            }
            last += 1
        }
        return best
    }

    /// Whether digit counts read like a card as printed: 4, then 4…6 each, the last 1…6.
    static func isPrinted(_ counts: [Int]) -> Bool {
        guard counts.count >= 2, counts[0] == 4 else { return false }
        return counts.dropFirst().dropLast().allSatisfy { (4...6).contains($0) } && (1...6).contains(counts[counts.count - 1])
    }

    /// The Luhn check over the groups' digits.
    static func passesLuhn(_ groups: ArraySlice<DigitGroup>, of scalars: [Unicode.Scalar]) -> Bool {
        var sum = 0
        var double = false
        for group in groups.reversed() {
            for index in stride(from: group.end - 1, through: group.start, by: -1) {
                var digit = scalars[index].decimalDigitValue ?? 0
                if double {
                    digit *= 2
                    if digit > 9 { digit -= 9 }
                }
                sum += digit
                double.toggle()
            }
        }
        return sum % 10 == 0
    }
}

extension Unicode.Scalar {
    /// The value of a decimal digit of any script (0…9), nil for anything else.
    var decimalDigitValue: Int? {
        if isASCII { return value >= 0x30 && value <= 0x39 ? Int(value - 0x30) : nil }
        guard properties.numericType == .decimal, let value = properties.numericValue else { return nil }
        return Int(value)
    }

    /// What may stand between the groups of a written card number: any space or tab, any dash,
    /// a dot, an underscore, a slash, a comma, a colon, a plus sign, a parenthesis (ASCII or
    /// full-width), or an invisible format character or combining mark.
    var isCardSeparator: Bool {
        if isASCII {
            switch value {
            case 0x20, 0x09, 0x0A, 0x0D, 0x2D, 0x2E, 0x5F, 0x2F, 0x5C, 0x2C, 0x3A, 0x2B, 0x28, 0x29: return true
            default: return false
            }
        }
        if properties.isWhitespace || properties.isDash { return true }
        switch value {
        case 0xB7, 0x2212, 0xFF0C, 0xFF0E, 0xFF0F, 0xFF3C, 0xFF3F, 0x3001, 0x3002, 0xFF1A, 0xFF0B, 0xFF08, 0xFF09, 0xFE55: return true
        default: break
        }
        switch properties.generalCategory {
        case .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
