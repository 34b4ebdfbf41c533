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
                    // NB: the word begins at its minus sign, so the sign's place need not be kept
                    // through the whole scan for the word after it.
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

    // NB: looked up by bytes, so checking a token makes no array.
    static let abbreviationTable = WordTable(abbreviations.sorted())
}
