import SourceDiagnostics

/// Parses the expression part of one grammar line: words, `( | )`, `[ ]`, `(a; b)`, `<rule>`,
/// `{list}` / `{list:slot}` and `"quoted words"`. Reports every fault and keeps going.
struct ExpressionParser {
    private let characters: [Unicode.Scalar]
    /// The text's UTF-8, and where each of `characters` starts in it (one more for the end).
    private let utf8: [UInt8]
    private let offsets: [Int32]
    private let source: SourceText
    private let line: Int
    /// Column of `characters[0]`.
    private let firstColumn: Int
    private var index = 0
    private(set) var diagnostics: [SourceDiagnostic] = []

    init(text: Substring, source: SourceText, line: Int, column: Int) {
        // The scalars with the UTF-8 offset of each (and of the end), decoded from the bytes in
        // one pass: words are then made from byte ranges instead of a scalar at a time.
        let utf8 = Array(text.utf8)
        var characters: [Unicode.Scalar] = []
        var offsets: [Int32] = []
        characters.reserveCapacity(utf8.count)
        offsets.reserveCapacity(utf8.count + 1)
        var offset = 0
        while offset < utf8.count {
            let lead = utf8[offset]
            var length = 1
            var value = UInt32(lead)
            if lead >= 0xF0 {
                length = 4
                value = UInt32(lead & 0x07)
            } else if lead >= 0xE0 {
                length = 3
                value = UInt32(lead & 0x0F)
            } else if lead >= 0xC0 {
                length = 2
                value = UInt32(lead & 0x1F)
            }
            length = min(length, utf8.count - offset)
            for continuation in utf8[(offset + 1)..<(offset + length)] { value = value << 6 | UInt32(continuation & 0x3F) }
            characters.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            offsets.append(Int32(offset))
            offset += length
        }
        offsets.append(Int32(utf8.count))
        self.characters = characters
        self.utf8 = utf8
        self.offsets = offsets
        self.source = source
        self.line = line
        self.firstColumn = column
    }

    /// Parses the whole text as alternatives; nil when it holds nothing usable.
    mutating func parse() -> Expression? {
        let expression = parseAlternatives(closer: nil, opener: nil)
        return expression
    }

    // MARK: - Grammar

    private func span(at offset: Int, length: Int = 1) -> SourceSpan {
        SourceSpan(SourceLocation(file: source.file, line: line, column: firstColumn + offset), length: length)
    }

    private mutating func error(at offset: Int, length: Int = 1, _ message: String, expected: String? = nil) {
        diagnostics.append(source.error(line: line, column: firstColumn + offset, length: length, message, expected: expected))
    }

    /// `a b | c ; d` up to `closer` (or the end of the line).
    private mutating func parseAlternatives(closer: Unicode.Scalar?, opener: (Unicode.Scalar, Int)?) -> Expression? {
        var permutationParts: [Expression] = []
        var alternatives: [Expression] = []
        var sequence: [Expression] = []
        var sawSeparator = false
        var separatorOffset = index
        let start = index

        func collapse(_ parts: [Expression], at offset: Int, _ parser: ExpressionParser) -> Expression? {
            parts.isEmpty ? nil : parts.count == 1 ? parts[0] : .alternative(parts, at: parser.span(at: offset))
        }

        while true {
            while index < characters.count, Self.isSpace(characters[index]) { index += 1 }
            guard index < characters.count else {
                if let closer, let opener {
                    error(
                        at: opener.1, "'\(opener.0)' is never closed",
                        expected: "expected '\(closer)' to close '\(opener.0)' at \(line):\(firstColumn + opener.1)")
                }
                break
            }
            let character = characters[index]
            if character == closer {
                index += 1
                break
            }
            switch character {
            case "|":
                if sequence.isEmpty {
                    error(at: index, "empty alternative", expected: "expected words before '|'; use [ ] for an optional part")
                } else {
                    alternatives.append(sequence.count == 1 ? sequence[0] : .sequence(sequence))
                    sequence = []
                }
                sawSeparator = true
                separatorOffset = index
                index += 1
            case ";":
                if closer == ")" {
                    if !sequence.isEmpty {
                        alternatives.append(sequence.count == 1 ? sequence[0] : .sequence(sequence))
                        sequence = []
                    }
                    if let part = collapse(alternatives, at: start, self) {
                        permutationParts.append(part)
                    } else {
                        error(at: index, "empty permutation part", expected: "expected words before ';'")
                    }
                    alternatives = []
                    sawSeparator = false
                } else {
                    error(at: index, "';' outside ( )", expected: "permutation parts are written (a; b; c)")
                }
                index += 1
            case "(", "[":
                let openOffset = index
                index += 1
                let close: Unicode.Scalar = character == "(" ? ")" : "]"
                if let inner = parseAlternatives(closer: close, opener: (character, openOffset)) {
                    sequence.append(character == "[" ? .optional(inner, at: span(at: openOffset)) : inner)
                } else {
                    error(
                        at: openOffset, character == "(" ? "empty group" : "empty optional part",
                        expected: "expected words inside '\(character)\(close)'")
                }
            case ")", "]", ">", "}":
                error(at: index, "unexpected '\(character)'", expected: "nothing is open here to close")
                index += 1
            case "<":
                if let name = readName(opener: "<", closer: ">") {
                    sequence.append(.ruleReference(name: name.text, at: span(at: name.offset - 1, length: name.text.count + 2)))
                }
            case "{":
                let openOffset = index
                if let name = readName(opener: "{", closer: "}") {
                    let parts = name.text.split(separator: ":", omittingEmptySubsequences: false)
                    if parts.count > 2 || parts.contains(where: \.isEmpty) {
                        error(at: name.offset, length: name.text.count, "malformed list reference '{\(name.text)}'", expected: "expected {list} or {list:slot}")
                    } else {
                        sequence.append(.listReference(
                            name: String(parts[0]), slot: parts.count == 2 ? String(parts[1]) : nil,
                            at: span(at: openOffset, length: name.text.count + 2)))
                    }
                }
            case "\"":
                let openOffset = index
                index += 1
                var text = ""
                while index < characters.count, characters[index] != "\"" {
                    text.unicodeScalars.append(characters[index])
                    index += 1
                }
                if index < characters.count {
                    index += 1
                } else {
                    error(at: openOffset, "unterminated quote", expected: "expected '\"' to close the quote at \(line):\(firstColumn + openOffset)")
                }
                if let words = words(text, at: openOffset, length: text.count + 2) { sequence.append(words) }
            default:
                let wordStart = index
                var isPlain = true  // only a-z: the word is its own single token
                while index < characters.count, !Self.isSpace(characters[index]), !Self.isSpecial(characters[index]) {
                    let scalar = characters[index]
                    if scalar.value < UInt32(UInt8(ascii: "a")) || scalar.value > UInt32(UInt8(ascii: "z")) { isPlain = false }
                    index += 1
                }
                let text = string(from: wordStart, to: index)
                if isPlain, !text.isEmpty {
                    sequence.append(.word(text, at: span(at: wordStart, length: index - wordStart)))
                } else if let words = words(text, at: wordStart, length: text.count) {
                    sequence.append(words)
                }
            }
        }
        if !sequence.isEmpty {
            alternatives.append(sequence.count == 1 ? sequence[0] : .sequence(sequence))
        } else if sawSeparator {
            error(at: separatorOffset, "empty alternative", expected: "expected words after '|'")
        }
        if !permutationParts.isEmpty {
            if let last = collapse(alternatives, at: start, self) { permutationParts.append(last) }
            if permutationParts.count > 6 {
                error(at: start, "a permutation of \(permutationParts.count) parts has too many orders", expected: "use at most 6 parts")
                return permutationParts[0]
            }
            return permutationParts.count == 1 ? permutationParts[0] : .permutation(permutationParts, at: span(at: max(0, start - 1)))
        }
        return collapse(alternatives, at: start, self)
    }

    /// Reads `name` from `<name>` or `{name}`; the index ends after the closer.
    private mutating func readName(opener: Unicode.Scalar, closer: Unicode.Scalar) -> (text: String, offset: Int)? {
        let openOffset = index
        index += 1
        let nameStart = index
        var text = ""
        while index < characters.count, characters[index] != closer,
            Self.isNameScalar(characters[index])
        {
            text.unicodeScalars.append(characters[index])
            index += 1
        }
        guard index < characters.count, characters[index] == closer else {
            error(
                at: openOffset, "'\(opener)' is never closed",
                expected: "expected a name and '\(closer)' to close '\(opener)' at \(line):\(firstColumn + openOffset)")
            return nil
        }
        index += 1
        guard !text.isEmpty else {
            error(at: openOffset, length: 2, "empty reference '\(opener)\(closer)'", expected: "expected a name between '\(opener)' and '\(closer)'")
            return nil
        }
        return (text, nameStart)
    }

    /// The text of `characters[start..<end]`, made from its bytes in one go.
    private func string(from start: Int, to end: Int) -> String {
        String(decoding: utf8[Int(offsets[start])..<Int(offsets[end])], as: UTF8.self)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (scalar.value > 0x7F && scalar.properties.isWhitespace)
    }

    private static func isSpecial(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", ")", "[", "]", "|", ";", "<", ">", "{", "}", "\"": true
        default: false
        }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", ":": true
        default: scalar.value > 0x7F && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
        }
    }

    /// Literal text as word expressions, tokenized the way utterances are.
    private func words(_ text: String, at offset: Int, length: Int) -> Expression? {
        let tokens = Tokenizer.tokenize(text)
        guard !tokens.isEmpty else { return nil }
        let parts = tokens.map { Expression.word($0.text, at: span(at: offset, length: length)) }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }
}
