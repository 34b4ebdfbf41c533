extension Tokenizer {
    /// What a character is to the tokenizer.
    enum ByteClass: UInt8 {
        case letter, digit, apostrophe, period, colon, slash, hyphen, sentence, comma, symbol, space
    }

    /// The class of the character starting at `index` and how many bytes it takes.
    @inline(__always)
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (ByteClass, Int) {
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

    /// Per byte value: the byte lowercased when it is an ASCII letter or digit, 0 for any other;
    /// then, 256 entries on, the `ByteClass` of an ASCII byte, or `nonASCIIClass`.
    // NB: an ASCII byte that is not part of a word (".", ",", "?", "'") is classified with one
    // read rather than a call to `classify`, which a scan makes a few times an utterance.
    static let byteTable: [UInt8] = {
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
    static let nonASCIIClass = UInt8.max

    /// The class of the character starting at `index` and how many bytes it takes, read from
    /// `table` (`byteTable`) when it is ASCII.
    @inline(__always)
    static func byteClass(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, table: UnsafePointer<UInt8>) -> (ByteClass, Int) {
        // `table` has 512 entries, and a byte is below 256.
        if let kind = ByteClass(rawValue: table[256 &+ Int(bytes[index])]) { return (kind, 1) }
        return classify(bytes, at: index)
    }

    @inline(__always)
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }
}
