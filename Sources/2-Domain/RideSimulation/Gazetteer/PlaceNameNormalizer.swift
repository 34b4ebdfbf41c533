import Foundation

/// Puts names in the form the gazetteer compares them in: lower case, no accents, apostrophes and
/// full stops dropped ("Levi's" → "levis", "St." → "st"), `&` read as "and", other punctuation a
/// word break, and a leading "the" dropped ("the Ferry Building" → "ferry building").
enum PlaceNameNormalizer {
    /// The normalised words of `text`.
    static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        for character in folded {
            switch character {
            case "'", "’", ".":
                continue
            case "&":
                flush()
                words.append("and")
            default:
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else {
                    flush()
                }
            }
        }
        flush()
        if words.count > 1, words[0] == "the" { words.removeFirst() }
        return words
    }

    /// `words(_:)` for ASCII text, byte by byte: the same words, since folding ASCII is lowering
    /// its case and its letters and digits are the only ones.
    // NB: Foundation's folding and a walk over Characters were a quarter of loading the gazetteer
    // (every name and street is normalised) and 23,000 instructions a `--jsonl` dialog turn (callgrind).
    private static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "."):
                continue
            case UInt8(ascii: "&"):
                flush()
                words.append("and")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            default:
                flush()
            }
        }
        flush()
        if words.count > 1, words[0] == "the" { words.removeFirst() }
        return words
    }

    /// The normalised words of `text` joined by single spaces.
    static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }
}
