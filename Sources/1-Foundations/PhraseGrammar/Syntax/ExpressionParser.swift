import SourceDiagnostics

/// Parses the expression part of one grammar line: words, `( | )`, `[ ]`, `(a; b)`, `<rule>`,
/// `{list}` / `{list:slot}` and `"quoted words"`. Reports every fault and keeps going.
struct ExpressionParser {
    private let line: GrammarLine
    /// The file's UTF-8; the expression is `bytes[start..<end]`.
    // NB: read a byte at a time, as scalars only where a byte is not ASCII: the text is not
    // copied out or decoded first, and a word's `String` is made from its bytes in one go.
    private let bytes: [UInt8]
    private let start: Int
    private let end: Int
    /// Column of `bytes[start]`.
    private let firstColumn: Int
    private var index: Int
    private(set) var diagnostics: [SourceDiagnostic] = []
    /// The parts read so far, of every group still open: each level's permutation parts, then
    /// its alternatives, then its current sequence, above those of the group around it.
    // NB: a group's parts become an array only when it is closed, in one allocation of the
    // right size, instead of three arrays per group grown an element at a time; a group of one
    // part makes none. The buffer is kept from one line to the next by `GrammarFileParser`.
    private var parts: [Expression] = []
    /// For a line that is not ASCII, how many scalars start before each byte of the range
    /// (`count[position - start]`), so a column costs the same anywhere in a long line.
    private let scalarsBefore: [Int32]
    /// The line's text, made once and shared by every diagnostic about it.
    private var quotedLine: String?

    /// A parser of `range` of `line`, which starts and ends at Characters.
    init(line: GrammarLine, range: Range<Int>) {
        self.line = line
        self.bytes = line.bytes
        self.start = range.lowerBound
        self.end = range.upperBound
        self.firstColumn = line.column(at: range.lowerBound)
        self.index = range.lowerBound
        if line.isASCII {
            self.scalarsBefore = []
        } else {
            var counts: [Int32] = []
            counts.reserveCapacity(range.count + 1)
            var scalars: Int32 = 0
            for offset in range {
                counts.append(scalars)
                if line.bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
            }
            counts.append(scalars)
            self.scalarsBefore = counts
        }
    }

    /// Parses the whole text as alternatives; nil when it holds nothing usable. `scratch` is
    /// working space, left empty.
    mutating func parse(scratch: inout [Expression]) -> Expression? {
        swap(&parts, &scratch)
        defer { swap(&parts, &scratch) }
        return parseAlternatives(closer: nil, opener: nil)
    }

    // MARK: - Positions

    /// The column of the scalar at byte `position`: columns here count scalars.
    private func column(_ position: Int) -> Int {
        guard !line.isASCII else { return firstColumn + (position - start) }
        return firstColumn + Int(scalarsBefore[position - start])
    }

    /// How many bytes the scalar at `position` takes.
    @inline(__always)
    private func scalarLength(at position: Int) -> Int {
        let lead = bytes[position]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return min(length, end - position)
    }

    /// The scalar at `position` (one that is not ASCII).
    private func scalar(at position: Int) -> Unicode.Scalar {
        let length = scalarLength(at: position)
        var value = UInt32(bytes[position]) & (length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F)
        for continuation in bytes[(position + 1)..<(position + length)] { value = value << 6 | UInt32(continuation & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    @inline(__always)
    private func isSpace(at position: Int) -> Bool {
        let byte = bytes[position]
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || (byte >= 0x80 && scalar(at: position).properties.isWhitespace)
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: ";"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
            true
        default: false
        }
    }

    private func isNameScalar(at position: Int) -> Bool {
        switch bytes[position] {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        case 0x80...:
            let properties = scalar(at: position).properties
            return properties.isAlphabetic || properties.numericType != nil
        default:
            return false
        }
    }

    /// The text of `bytes[low..<high]`.
    private func string(_ low: Int, _ high: Int) -> String {
        line.string(low..<high)
    }

    // MARK: - Grammar

    private func span(at position: Int, length: Int = 1) -> SourceSpan {
        line.span(column: column(position), length: length)
    }

    private mutating func error(at position: Int, length: Int = 1, _ message: String, expected: String? = nil) {
        // NB: one copy of the line for all its diagnostics: a line of thousands of faults stays linear.
        guard let quotedLine else {
            let diagnostic = line.error(column: column(position), length: length, message, expected: expected)
            quotedLine = diagnostic.sourceLine
            diagnostics.append(diagnostic)
            return
        }
        diagnostics.append(SourceDiagnostic(
            .error, at: SourceLocation(file: line.path, line: line.number, column: column(position)), message: message,
            sourceLine: quotedLine, length: length, expected: expected))
    }

    /// `a b | c ; d` up to `closer` (or the end of the line).
    private mutating func parseAlternatives(closer: UInt8?, opener: (UInt8, Int)?) -> Expression? {
        // The permutation parts are `parts[permutationStart..<alternativesStart]`, the
        // alternatives `parts[alternativesStart..<sequenceStart]`, the sequence the rest.
        let permutationStart = parts.count
        var alternativesStart = permutationStart
        var sequenceStart = permutationStart
        var sawSeparator = false
        var separatorPosition = index
        let first = index
        // NB: every return below leaves `parts` as it found it; a single part is handed back by
        // `removeLast`, moved rather than copied and released.

        /// The parts from `start` on as one expression (nil when there are none), in their place.
        func collapse(from start: Int, _ make: ([Expression]) -> Expression) -> Bool {
            guard parts.count > start else { return false }
            if parts.count > start + 1 {
                let expression = make(Array(parts[start...]))
                truncateParts(to: start + 1)
                parts[start] = expression
            }
            return true
        }
        /// Ends the sequence: it becomes the last alternative.
        func endSequence() {
            _ = collapse(from: sequenceStart) { .sequence($0) }
            sequenceStart = parts.count
        }
        /// Ends the alternatives: they become the last permutation part; false when there are none.
        func endAlternatives() -> Bool {
            let collapsed = collapse(from: alternativesStart) { .alternative($0, at: span(at: first)) }
            alternativesStart = parts.count
            sequenceStart = parts.count
            return collapsed
        }

        while true {
            while index < end, isSpace(at: index) { index += scalarLength(at: index) }
            guard index < end else {
                if let closer, let opener {
                    error(
                        at: opener.1, "'\(Character(Unicode.Scalar(opener.0)))' is never closed",
                        expected: "expected '\(Character(Unicode.Scalar(closer)))' to close '\(Character(Unicode.Scalar(opener.0)))' at \(line.number):\(column(opener.1))")
                }
                break
            }
            let byte = bytes[index]
            if byte == closer {
                index += 1
                break
            }
            switch byte {
            case UInt8(ascii: "|"):
                if parts.count == sequenceStart {
                    error(at: index, "empty alternative", expected: "expected words before '|'; use [ ] for an optional part")
                } else {
                    endSequence()
                }
                sawSeparator = true
                separatorPosition = index
                index += 1
            case UInt8(ascii: ";"):
                if closer == UInt8(ascii: ")") {
                    endSequence()
                    if !endAlternatives() {
                        error(at: index, "empty permutation part", expected: "expected words before ';'")
                    }
                    sawSeparator = false
                } else {
                    error(at: index, "';' outside ( )", expected: "permutation parts are written (a; b; c)")
                }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                let openPosition = index
                index += 1
                let isGroup = byte == UInt8(ascii: "(")
                let close = isGroup ? UInt8(ascii: ")") : UInt8(ascii: "]")
                if let inner = parseAlternatives(closer: close, opener: (byte, openPosition)) {
                    parts.append(isGroup ? inner : .optional(inner, at: span(at: openPosition)))
                } else {
                    error(
                        at: openPosition, isGroup ? "empty group" : "empty optional part",
                        expected: isGroup ? "expected words inside '()'" : "expected words inside '[]'")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "}"):
                error(at: index, "unexpected '\(Character(Unicode.Scalar(byte)))'", expected: "nothing is open here to close")
                index += 1
            case UInt8(ascii: "<"):
                if let name = readName(opener: UInt8(ascii: "<"), closer: UInt8(ascii: ">")) {
                    parts.append(.ruleReference(name: name.text, at: span(at: name.position - 1, length: length(of: name.text) + 2)))
                }
            case UInt8(ascii: "{"):
                let openPosition = index
                if let name = readName(opener: UInt8(ascii: "{"), closer: UInt8(ascii: "}")) {
                    if let reference = listReference(name.text, at: openPosition) {
                        parts.append(reference)
                    } else {
                        error(
                            at: name.position, length: length(of: name.text), "malformed list reference '{\(name.text)}'",
                            expected: "expected {list} or {list:slot}")
                    }
                }
            case UInt8(ascii: "\""):
                let openPosition = index
                index += 1
                let textStart = index
                while index < end, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                let text = string(textStart, index)
                if index < end {
                    index += 1
                } else {
                    error(at: openPosition, "unterminated quote", expected: "expected '\"' to close the quote at \(line.number):\(column(openPosition))")
                }
                if let words = words(text, at: openPosition, length: text.count + 2) { parts.append(words) }
            default:
                let wordStart = index
                var isPlain = true  // only a-z: the word is its own single token
                while index < end {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || Self.isSpecial(byte) { break }
                        if byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") { isPlain = false }
                        index += 1
                    } else {
                        if isSpace(at: index) { break }
                        isPlain = false
                        index += scalarLength(at: index)
                    }
                }
                let text = string(wordStart, index)
                if isPlain, !text.isEmpty {
                    parts.append(.word(text, at: span(at: wordStart, length: index - wordStart)))
                } else if let words = words(text, at: wordStart, length: text.count) {
                    parts.append(words)
                }
            }
        }
        if parts.count > sequenceStart {
            endSequence()
        } else if sawSeparator {
            error(at: separatorPosition, "empty alternative", expected: "expected words after '|'")
        }
        if alternativesStart > permutationStart {
            _ = endAlternatives()
            let count = parts.count - permutationStart
            if count > 6 {
                error(at: first, "a permutation of \(count) parts has too many orders", expected: "use at most 6 parts")
                let part = parts[permutationStart]
                truncateParts(to: permutationStart)
                return part
            }
            // The span is the '(' before the parts (a single byte).
            let span = span(at: first > start ? first - 1 : first)
            if count == 1 { return parts.removeLast() }
            let permutation = Expression.permutation(Array(parts[permutationStart...]), at: span)
            truncateParts(to: permutationStart)
            return permutation
        }
        return endAlternatives() ? parts.removeLast() : nil
    }

    /// Drops the parts from `count` on.
    private mutating func truncateParts(to count: Int) {
        parts.removeSubrange(count...)
    }

    /// Reads `name` from `<name>` or `{name}`; the index ends after the closer.
    private mutating func readName(opener: UInt8, closer: UInt8) -> (text: String, position: Int)? {
        let openPosition = index
        index += 1
        let nameStart = index
        while index < end, bytes[index] != closer, isNameScalar(at: index) { index += scalarLength(at: index) }
        let openerText = Character(Unicode.Scalar(opener))
        let closerText = Character(Unicode.Scalar(closer))
        guard index < end, bytes[index] == closer else {
            error(
                at: openPosition, "'\(openerText)' is never closed",
                expected: "expected a name and '\(closerText)' to close '\(openerText)' at \(line.number):\(column(openPosition))")
            return nil
        }
        index += 1
        guard index - 1 > nameStart else {
            error(at: openPosition, length: 2, "empty reference '\(openerText)\(closerText)'", expected: "expected a name between '\(openerText)' and '\(closerText)'")
            return nil
        }
        return (string(nameStart, index - 1), nameStart)
    }

    /// `{list}` or `{list:slot}` from the text between the braces; nil when malformed.
    private func listReference(_ text: String, at openPosition: Int) -> Expression? {
        // NB: split as Characters, as `String` splits: a name is letters and digits, so on an ASCII
        // line that is a byte search.
        if line.isASCII {
            var colon: String.Index?
            var index = text.utf8.startIndex
            while index < text.utf8.endIndex {
                if text.utf8[index] == UInt8(ascii: ":") {
                    guard colon == nil else { return nil }
                    colon = index
                }
                text.utf8.formIndex(after: &index)
            }
            let length = text.utf8.count + 2
            guard let colon else { return .listReference(name: text, slot: nil, at: span(at: openPosition, length: length)) }
            let name = text[..<colon]
            let slot = text[text.utf8.index(after: colon)...]
            guard !name.isEmpty, !slot.isEmpty else { return nil }
            return .listReference(name: String(name), slot: String(slot), at: span(at: openPosition, length: length))
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts.contains(where: \.isEmpty) else { return nil }
        return .listReference(
            name: String(parts[0]), slot: parts.count == 2 ? String(parts[1]) : nil, at: span(at: openPosition, length: text.count + 2))
    }

    /// How many Characters `text` holds (its bytes, on an ASCII line).
    private func length(of text: String) -> Int {
        line.isASCII ? text.utf8.count : text.count
    }

    /// Literal text as word expressions, tokenized the way utterances are.
    private func words(_ text: String, at position: Int, length: Int) -> Expression? {
        let tokens = Tokenizer.tokenize(text)
        guard !tokens.isEmpty else { return nil }
        let span = span(at: position, length: length)
        let parts = tokens.map { Expression.word($0.text, at: span) }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }
}
