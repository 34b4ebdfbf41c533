extension Tokenizer {
    /// Reads a word on from `cursor` (the byte after its first `written`, already in `buffer`, the
    /// last of them of class `previous`) to its end, copying its bytes into `buffer`; returns
    /// where it ends, how many bytes `buffer` holds, whether it has a byte of 0x80 or above, and
    /// whether the byte that ends it (a plain space, or a period after an abbreviation) is to be
    /// passed over with it. `sawNonASCII` is set when a byte of 0x80 or above is met.
    // A word's bytes are never more than the bytes it was typed with (joined punctuation becomes
    // one byte), so `written` never passes `cursor`, the byte being read, and stays inside `buffer`.
    @inline(never)
    static func readWord(
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
            // NB: a space ends the word, found without classifying it and the byte after it.
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

    /// Whether the letter before `index` stands alone (start of text or after a non-letter).
    static func singleLetter(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index < 2 || !isASCIILetter(bytes[index - 2])
    }

    /// Whether the letter at `index` stands alone (followed by a non-letter or the end).
    static func singleLetter(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index + 1 >= bytes.count || !isASCIILetter(bytes[index + 1])
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether `byte` is one of the ASCII punctuation marks that may join a word ("what's",
    /// "a.m.", "9:30", "12/31").
    @inline(__always)
    static func joinsAWord(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "'") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "/")
    }
}
