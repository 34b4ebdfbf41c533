/// Keeps full card numbers out of anything Hail shows or keeps: a run of 12 or more digits
/// (spaces and dashes between them allowed) becomes "•••• " and its last four digits.
public enum CardNumberRedaction {
    /// The fewest digits a run needs to be taken for a card number.
    public static let minimumDigits = 12

    /// `text` with every card-number-like run of digits cut to its last four.
    public static func redacted(_ text: String) -> String {
        var result = ""
        var run = ""
        var digits = 0
        func flush() {
            let trailing = String(run.reversed().prefix { !$0.isASCIIDigitForRedaction }.reversed())
            run.removeLast(trailing.count)
            if digits >= minimumDigits {
                result += "•••• " + String(run.filter(\.isASCIIDigitForRedaction).suffix(4))
            } else {
                result += run
            }
            result += trailing
            run = ""
            digits = 0
        }
        for character in text {
            if character.isASCIIDigitForRedaction {
                run.append(character)
                digits += 1
            } else if character == " " || character == "-", digits > 0 {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension Character {
    fileprivate var isASCIIDigitForRedaction: Bool { ("0"..."9").contains(self) }
}
