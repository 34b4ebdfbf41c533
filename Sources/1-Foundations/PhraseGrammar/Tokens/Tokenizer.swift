/// Splits text into tokens in one pass over its UTF-8: case and punctuation are dropped, but every
/// token keeps the byte range it was typed at, so values can be reported as typed.
public enum Tokenizer {
    /// The tokens of `text`, in order.
    public static func tokenize(_ text: String) -> [Token] {
        var text = text
        return text.withUTF8 { tokenize(bytes: $0) }
    }

    /// Words whose trailing period marks an abbreviation, not the end of a sentence.
    static let abbreviations: Set<String> = [
        "st", "dr", "ave", "av", "mr", "mrs", "ms", "jr", "sr", "blvd", "rd", "mt", "ft", "ln", "hwy", "pkwy", "ct",
        "pl", "sq", "vs", "etc", "no", "apt", "ste", "bldg", "fl", "n", "s", "e", "w", "u.s",
    ]

    // MARK: - Scanning

    private enum ByteClass: UInt8 {
        case letter, digit, apostrophe, period, colon, slash, hyphen, sentence, comma, symbol, space
    }

    /// The class of the character starting at `index` and how many bytes it takes.
    @inline(__always)
    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (ByteClass, Int) {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return (.letter, 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return (.digit, 1)
        case UInt8(ascii: "'"): return (.apostrophe, 1)
        case UInt8(ascii: "."): return (.period, 1)
        case UInt8(ascii: ":"): return (.colon, 1)
        case UInt8(ascii: "/"): return (.slash, 1)
        case UInt8(ascii: "-"): return (.hyphen, 1)
        case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), 0x0A, 0x0D: return (.sentence, 1)
        case UInt8(ascii: ","): return (.comma, 1)
        case UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "@"),
            UInt8(ascii: "+"):
            return (.symbol, 1)
        case 0..<0x80: return (.space, 1)
        case 0x80..<0xC0: return (.space, 1)  // a stray continuation byte
        case 0xC0..<0xE0:
            // U+0080–U+00BF are Latin-1 punctuation and symbols (NBSP, «, ¿ …).
            let length = min(2, bytes.count - index)
            return (byte == 0xC2 ? .space : .letter, length)
        case 0xE0..<0xF0:
            let length = min(3, bytes.count - index)
            if byte == 0xE2, length == 3, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 {
                // General punctuation, U+2000–U+207F.
                switch bytes[index + 1] == 0x80 ? bytes[index + 2] : 0 {
                case 0x98, 0x99: return (.apostrophe, 3)  // ‘ ’
                case 0x93, 0x94: return (.hyphen, 3)  // – —
                case 0xA6: return (.comma, 3)  // …
                default: return (.space, 3)
                }
            }
            if byte == 0xE3, length == 3, bytes[index + 1] == 0x80, bytes[index + 2] < 0x84 {
                return (.space, 3)  // ideographic space and comma
            }
            if byte == 0xE2, length == 3, bytes[index + 1] >= 0x86, bytes[index + 1] <= 0xAF {
                return (.space, 3)  // arrows, technical and dingbat symbols, U+2190–U+2BFF (✈ ★ ❤)
            }
            if byte == 0xEF, length == 3, bytes[index + 1] == 0xB8, bytes[index + 2] >= 0x80, bytes[index + 2] <= 0x8F {
                return (.space, 3)  // variation selectors, U+FE00–U+FE0F
            }
            return (.letter, length)
        default:
            // NB: U+1F000–U+1FFFF are emoji and pictographs (🙏 🚕), never part of a word.
            if byte == 0xF0, index + 1 < bytes.count, bytes[index + 1] == 0x9F { return (.space, min(4, bytes.count - index)) }
            return (.letter, min(4, bytes.count - index))
        }
    }

    static func tokenize(bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var collector = TokenCollector()
        scan(bytes, into: &collector)
        return collector.tokens
    }

    /// Scans `bytes` once, handing each token to `sink` with its lowercased bytes.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout some TokenSink) {
        // The current token's lowercased bytes. A token is never longer than the text (joined
        // punctuation becomes one byte), so one buffer per scan holds any of them, with eight
        // bytes more for a word's bytes stored eight at a time; on the stack when the text is
        // short (no malloc and free per utterance).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count &+ 8) { temporary in
            guard let buffer = temporary.baseAddress else { return }
            byteTable.withUnsafeBufferPointer { table in
                // The table has two entries for each of the 256 bytes (see `byteTable`).
                guard let wordByte = table.baseAddress, table.count == 512 else { return }
                scan(bytes, into: &sink, buffer: buffer, wordByte: wordByte)
            }
        }
    }

    /// Scans `bytes` (see above), each token's bytes written into `buffer`; `wordByte` is
    /// `byteTable`: the lowercased word byte of a byte, then 256 entries on, its class if ASCII.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, into sink: inout some TokenSink, buffer: UnsafeMutablePointer<UInt8>,
        wordByte: UnsafePointer<UInt8>
    ) {
        guard let base = bytes.baseAddress else {
            sink.finish(isASCII: true)
            return
        }
        let count = bytes.count
        var pending = TokenBoundary.space
        // Whether a byte of 0x80 or above was met (each is: it is either classified or copied
        // into a word after one that was).
        var sawNonASCII = false
        var index = 0
        while index < count {
            let first = bytes[index]
            // NB: a plain space, the commonest byte between words, without classifying it.
            if first == UInt8(ascii: " ") {
                index &+= 1
                continue
            }
            // NB: a word's first byte, most often an ASCII letter or digit, without classifying it
            // either. Tested with one read of `wordByte`.
            let kind: ByteClass
            let width: Int
            if wordByte[Int(first)] != 0 {
                (kind, width) = (.letter, 1)
            } else {
                if first >= 0x80 { sawNonASCII = true }
                (kind, width) = byteClass(bytes, at: index, table: wordByte)
            }
            switch kind {
            case .hyphen:
                // A spaced dash separates clauses; a hyphen inside a word ("drop-off") does not.
                let before = index > 0 ? classify(bytes, at: index - 1).0 : .space
                let after = index + width < count ? classify(bytes, at: index + width).0 : .space
                if width == 1, index == 0 || before == .space, after == .digit {
                    // A minus sign: "-2" is one word, read as minus two, never as two; the word
                    // begins here (below).
                    // NB: a word begun at its minus sign, rather than the sign's place kept in a
                    // variable through the whole scan for the word after it (the parser 13,167 →
                    // 13,156 instructions an utterance).
                    fallthrough
                }
                if before == .space || after == .space { pending = max(pending, .comma) }
                index += width
            case .letter, .digit:
                // `index` is a minus sign's place (from `.hyphen` above) or the word's first byte.
                let start = index
                var cursor = index
                // How many bytes of the word `buffer` holds (see `readWord`).
                var written = 0
                var hasNonASCII = false
                // Whether the byte that ends the word (a plain space, or a period after an
                // abbreviation) is passed over with it.
                var passesOverEnd = false
                /// The word's first eight bytes as one number, when worked out by the scan.
                var head: UInt64?
                // NB: the word's bytes read eight at a time as one number, its run of ASCII
                // letters and digits found and lowercased in that number (`wordRun`), rather than
                // a byte at a time, and its head (the word table's key) taken from it; a word
                // that goes on past punctuation is read out of line (`readWord`), which leaves the
                // scan fewer values to keep in registers.
                scanning: do {
                    var previous = kind
                    if first == UInt8(ascii: "-") {
                        // The digits after the minus sign go on the word (the next byte is one).
                        buffer[0] = first
                        written = 1
                        cursor = index &+ 1
                    } else if count >= 8 {
                        var (run, lowered, runBytes) = Self.wordRun(Self.eightBytes(at: cursor, of: base, count: count))
                        if run > 0 {
                            // The eight bytes are stored whole, the word's being the first `run`:
                            // `buffer` has eight bytes more than the text, and `written` never
                            // passes `cursor`, which is below `count`.
                            UnsafeMutableRawPointer(buffer).storeBytes(of: lowered.littleEndian, as: UInt64.self)
                            cursor &+= run
                            written = run
                            // The word's head: its first eight bytes, zero past its end.
                            head = runBytes
                            while run == 8, cursor < count {
                                (run, lowered, _) = Self.wordRun(Self.eightBytes(at: cursor, of: base, count: count))
                                UnsafeMutableRawPointer(buffer + written).storeBytes(of: lowered.littleEndian, as: UInt64.self)
                                cursor &+= run
                                written &+= run
                            }
                            if cursor == count { break scanning }
                            let byte = bytes[cursor]
                            if byte == UInt8(ascii: " ") {
                                passesOverEnd = true
                                break scanning
                            }
                            if byte < 0x80, !joinsAWord(byte) { break scanning }
                            // A period joins only a letter or digit after it, and marks an
                            // abbreviation only after a word of four bytes or fewer and before
                            // more text.
                            if byte == UInt8(ascii: "."),
                                cursor &+ 1 == count || (written > 4 && bytes[cursor &+ 1] == UInt8(ascii: " "))
                            {
                                break scanning
                            }
                            // It may go on past punctuation or a non-ASCII letter, written over the
                            // head's bytes when shorter than eight.
                            if written < 8 { head = nil }
                            previous = buffer[written &- 1] &- UInt8(ascii: "0") < 10 ? .digit : .letter
                        }
                    }
                    (cursor, written, hasNonASCII, passesOverEnd) = readWord(
                        bytes, from: cursor, into: buffer, written: written, after: previous, wordByte: wordByte,
                        sawNonASCII: &sawNonASCII)
                }
                // `start` is never past `cursor`.
                let word = UnsafeBufferPointer(start: buffer, count: written)
                sink.word(
                    word, head: head ?? WordTable.Lookup.head(of: word), hasNonASCII: hasNonASCII,
                    range: Range(uncheckedBounds: (start, cursor)), boundary: pending)
                pending = .space
                // NB: a space that ended the word is passed over here, not read again by the loop.
                index = passesOverEnd ? cursor &+ 1 : cursor
            case .symbol:
                buffer[0] = bytes[index]
                sink.word(
                    UnsafeBufferPointer(start: buffer, count: 1), head: UInt64(buffer[0]), hasNonASCII: false, range: index..<index + 1,
                    boundary: pending)
                pending = .space
                index += 1
            case .sentence, .period:
                // A period after an abbreviation was passed over with it (see `passesOverEnd`).
                pending = .sentence
                index += width
            case .comma, .colon:
                pending = max(pending, .comma)
                index += width
            case .apostrophe, .slash, .space:
                index += width
            }
        }
        sink.finish(isASCII: !sawNonASCII)
    }

    /// Reads a word on from `cursor` (the byte after its first `written`, already in `buffer`, the
    /// last of them of class `previous`) to its end, copying its bytes into `buffer`; returns
    /// where it ends, how many bytes `buffer` holds, whether it has a byte of 0x80 or above, and
    /// whether the byte that ends it (a plain space, or a period after an abbreviation) is to be
    /// passed over with it. `sawNonASCII` is set when a byte of 0x80 or above is met.
    // A word's bytes are never more than the bytes it was typed with (joined punctuation becomes
    // one byte), so `written` never passes `cursor`, the byte being read, and stays inside `buffer`.
    @inline(never)
    private static func readWord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into buffer: UnsafeMutablePointer<UInt8>, written: Int,
        after previous: ByteClass, wordByte: UnsafePointer<UInt8>, sawNonASCII: inout Bool
    ) -> (end: Int, written: Int, hasNonASCII: Bool, passesOverEnd: Bool) {
        guard let base = bytes.baseAddress else { return (start, written, false, false) }
        let count = bytes.count
        var cursor = start
        var written = written
        var previous = previous
        var hasNonASCII = false
        var passesOverEnd = false
        while cursor < count {
            // ASCII letters and digits, the common case, without classifying.
            // NB: copied a run at a time, with one counter for both buffers, each byte
            // lowercased and tested with one read of `wordByte` rather than a test for letters
            // and one for digits. The run stops before `count`, and
            // `written` never passes `cursor`, so it writes inside `buffer`; a byte read
            // from `wordByte` is below 256.
            let source = base + cursor
            let target = buffer + written
            let limit = count &- cursor
            var run = 0
            while run < limit {
                let lowercased = wordByte[Int(source[run])]
                if lowercased == 0 { break }
                target[run] = lowercased
                run &+= 1
            }
            if run > 0 {
                cursor &+= run
                written &+= run
                if cursor == count { break }
            }
            let byte = bytes[cursor]
            // NB: a space ends the word; classifying it and the byte after it cost about 40 instructions.
            if byte == UInt8(ascii: " ") {
                passesOverEnd = true
                break
            }
            // NB: so does any other ASCII byte but the four that can join a word (letters
            // and digits were taken above), without classifying it and the next: "?", ","
            // and "!" after a word.
            if byte < 0x80 {
                if !joinsAWord(byte) { break }
            } else {
                sawNonASCII = true
            }
            // NB: what the run ended with is worked out only when the word may go on past
            // it, and the word's range below is made unchecked.
            if run > 0 { previous = buffer[written &- 1] &- UInt8(ascii: "0") < 10 ? .digit : .letter }
            let (current, currentWidth) = byteClass(bytes, at: cursor, table: wordByte)
            if current == .letter || current == .digit {
                for offset in 0..<currentWidth {
                    let byte = bytes[cursor + offset]
                    if byte >= 0x80 { hasNonASCII = true }
                    buffer[written] = byte
                    written += 1
                }
                previous = current
                cursor += currentWidth
                continue
            }
            // Punctuation that belongs inside a word: what's, a.m., 9:30, 12.50.
            let next = cursor + currentWidth < count ? byteClass(bytes, at: cursor + currentWidth, table: wordByte).0 : .space
            let joins: Bool
            switch current {
            case .apostrophe: joins = next == .letter && (previous == .letter || previous == .digit)
            case .period:
                // Decimals ("12.50") and dotted letters ("a.m.", "u.s."), not "No.Thanks".
                joins = (previous == .digit && next == .digit)
                    || (previous == .letter && next == .letter && singleLetter(before: cursor, in: bytes)
                        && singleLetter(after: cursor + currentWidth, in: bytes))
            case .colon, .slash: joins = previous == .digit && next == .digit
            default: joins = false
            }
            guard joins else {
                // "St. Vincent", "Dr. Smith": a period right after an abbreviation ends no
                // sentence. (One that ends the text marks nothing either way.)
                // NB: looked up here, where the word ends at a period, rather than by the
                // period's case below with the last token's end and whether it may be an
                // abbreviation kept through the whole scan.
                if current == .period, written <= 4, !hasNonASCII, cursor &+ 1 < count,
                    abbreviationTable.id(of: UnsafeBufferPointer(start: buffer, count: written)) >= 0
                {
                    passesOverEnd = true
                }
                break
            }
            // NB: "12/31" keeps its slash, as "9:30" keeps its colon: one word, read as a date.
            buffer[written] = current == .apostrophe ? UInt8(ascii: "'") : bytes[cursor]
            written += 1
            previous = current
            cursor += currentWidth
        }
        return (cursor, written, hasNonASCII, passesOverEnd)
    }

    /// Per byte value: the byte lowercased when it is an ASCII letter or digit, 0 for any other;
    /// then, 256 entries on, the `ByteClass` of an ASCII byte, or `nonASCIIClass`.
    // NB: an ASCII byte that is not part of a word (".", ",", "?", "'") classified with one read
    // rather than a call to `classify` (24 instructions, about three times an utterance); no
    // abbreviation is looked up for a period that ends the text.
    private static let byteTable: [UInt8] = {
        let wordBytes = (0...255).map { (value: Int) -> UInt8 in
            let byte = UInt8(value)
            return isASCIILetterOrDigit(byte) ? (byte &- UInt8(ascii: "0") < 10 ? byte : byte | 0x20) : 0
        }
        let classes = (0...255).map { (value: Int) -> UInt8 in
            guard value < 0x80 else { return nonASCIIClass }
            return [UInt8(value)].withUnsafeBufferPointer { classify($0, at: 0).0.rawValue }
        }
        return wordBytes + classes
    }()

    /// The class entry of `byteTable` for a byte of 0x80 or above: none, it needs `classify`.
    private static let nonASCIIClass = UInt8.max

    /// The class of the character starting at `index` and how many bytes it takes, read from
    /// `table` (`byteTable`) when it is ASCII.
    @inline(__always)
    private static func byteClass(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, table: UnsafePointer<UInt8>) -> (ByteClass, Int) {
        // `table` has 512 entries, and a byte is below 256.
        if let kind = ByteClass(rawValue: table[256 &+ Int(bytes[index])]) { return (kind, 1) }
        return classify(bytes, at: index)
    }

    /// The eight bytes of `base` (which holds `count`, 8 or more) from `index` on as one number,
    /// the first in the lowest bits; zero past the end.
    @inline(__always)
    private static func eightBytes(at index: Int, of base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        // NB: a branch rather than a shift by what the text lacks (a conditional move and a shift
        // for every word).
        if index &+ 8 <= count { return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) }
        // Near the end, the last eight bytes, shifted down past those before `index`.
        let start = count &- 8
        let value = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        return value &>> UInt64(truncatingIfNeeded: 8 &* (index &- start))
    }

    /// How many of the eight bytes in `chunk` (the first in the lowest bits) from the first on are
    /// ASCII letters or digits, the bytes with ASCII capitals lowercased, and those of the run
    /// alone so lowercased (zero past it).
    @inline(__always)
    private static func wordRun(_ chunk: UInt64) -> (Int, UInt64, UInt64) {
        // A byte's top bit says whether it is in a range: adding (0x80 - lowest) sets it from the
        // lowest on, adding (0x7F - highest) past the highest. For a byte of 0x80 or above the
        // two agree (or the first wraps past 0xFF, clearing it), so it is in neither range; only
        // such a byte carries into the next, and it ends the run, so the bytes before it are read
        // rightly.
        let top: UInt64 = 0x8080_8080_8080_8080
        let folded = chunk | 0x2020_2020_2020_2020
        let letters = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
        let digits = (chunk &+ 0x5050_5050_5050_5050) & ~(chunk &+ 0x4646_4646_4646_4646)
        let others = ~(letters | digits) & top
        let run = others == 0 ? 8 : others.trailingZeroBitCount &>> 3
        let lowered = chunk | (letters & top) &>> 2
        // The top bit of the first byte past the run (none when all eight are in it), so the bits
        // below that byte.
        let end = others & (0 &- others)
        return (run, lowered, lowered & ((end &>> 7) &- 1))
    }

    // NB: looked up by bytes, so checking a token makes no array.
    private static let abbreviationTable = WordTable(abbreviations.sorted())
}

extension Tokenizer {
    /// Whether the letter before `index` stands alone (start of text or after a non-letter).
    fileprivate static func singleLetter(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index < 2 || !isASCIILetter(bytes[index - 2])
    }

    /// Whether the letter at `index` stands alone (followed by a non-letter or the end).
    fileprivate static func singleLetter(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 1 >= bytes.count || !isASCIILetter(bytes[index + 1])
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether `byte` is one of the ASCII punctuation marks that may join a word ("what's",
    /// "a.m.", "9:30", "12/31").
    @inline(__always)
    fileprivate static func joinsAWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/")
    }

    @inline(__always)
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }
}
