extension GrammarLine {
    /// Splits `name rest` at the first space, `=`, `:` or `(`; `rest` starts after the spaces.
    func splitWord(_ text: Range<Int>) -> (word: Range<Int>, rest: Range<Int>) {
        var end = text.lowerBound
        while end < text.upperBound, !isSpace(at: end), !isCharacter(UInt8(ascii: "="), at: end),
            !isCharacter(UInt8(ascii: ":"), at: end), !isCharacter(UInt8(ascii: "("), at: end)
        {
            end = next(end)
        }
        return (text.lowerBound..<end, skippingSpaces(end..<text.upperBound)..<text.upperBound)
    }

    /// Whether `text` is a name: one or more letters, digits and `_`.
    func isName(_ text: Range<Int>) -> Bool {
        guard !text.isEmpty else { return false }
        var position = text.lowerBound
        while position < text.upperBound {
            guard isNameCharacter(at: position) else { return false }
            position = next(position)
        }
        return true
    }

    /// Whether `text` starts with the Character `ascii`.
    func startsWith(_ ascii: Character, _ text: Range<Int>) -> Bool {
        !text.isEmpty && isCharacter(ascii.asciiValue ?? 0, at: text.lowerBound)
    }

    /// The first position in `text` whose Character is `ascii`.
    func firstIndex(of ascii: Character, in text: Range<Int>) -> Int? {
        let byte = ascii.asciiValue ?? 0
        var position = text.lowerBound
        while position < text.upperBound {
            if isCharacter(byte, at: position) { return position }
            position = next(position)
        }
        return nil
    }

    /// The position of the first top-level `=` in `text` (outside quotes and brackets).
    func topLevelEquals(in text: Range<Int>) -> Int? {
        var depth = 0
        var inQuote = false
        var position = text.lowerBound
        while position < text.upperBound {
            defer { position = next(position) }
            if isCharacter(UInt8(ascii: "\""), at: position) { inQuote.toggle() }
            guard !inQuote else { continue }
            if isASCII {
                switch bytes[position] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "="): if depth == 0 { return position }
                default: break
                }
            } else {
                if "([<{".utf8.contains(where: { isCharacter($0, at: position) }) { depth += 1 }
                if ")]>}".utf8.contains(where: { isCharacter($0, at: position) }) { depth -= 1 }
                if depth == 0, isCharacter(UInt8(ascii: "="), at: position) { return position }
            }
        }
        return nil
    }

    /// The words of a list entry written without a value, one space apart: its value. Nil when
    /// it holds alternatives or other syntax, and so needs a value.
    func wordsOfEntry(_ body: Range<Int>) -> String? {
        if isASCII {
            // NB: most entries are words one space apart, and are their own value as written.
            var asWritten = true
            var previous: UInt8 = 0
            for position in body {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ";"),
                    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
                    return nil
                case 9...13: asWritten = false
                case UInt8(ascii: " "): if previous == UInt8(ascii: " ") { asWritten = false }
                default: break
                }
                previous = byte
            }
            if asWritten { return string(body) }
        }
        let value = string(body).split(whereSeparator: \.isGrammarSpace).joined(separator: " ")
        return value.contains(where: { "()[]|;<>{}\"".contains($0) }) ? nil : value
    }
}
