import Foundation

/// Puts names in the form the gazetteer compares them in: lower case, no accents, apostrophes and
/// full stops dropped ("Levi's" → "levis", "St." → "st"), `&` read as "and", other punctuation a
/// word break, and a leading "the" dropped ("the Ferry Building" → "ferry building").
enum PlaceNameNormalizer {
    /// The normalised words of `text`.
    static func words(_ text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(text) }
        let folded = Self.folded(text).lowercased()
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

    /// `text` without case or accents, as Foundation's `folding(options: [.caseInsensitive,
    /// .diacriticInsensitive], locale: nil)` makes it, worked out a character at a time.
    // NB: Foundation's folding of a whole text (CFStringFold) moves the rest of the text down
    // for every mark it drops: quadratic in the text (issue 27: "e" + U+0301 + U+0302 + space,
    // repeated, at a "Which one?" prompt: 512 KiB 7 s, 1 MiB 27 s, 76% in its memmove). Folded
    // one character (grapheme cluster) at a time, each distinct character folded once, it costs
    // the text's length. A character of more than `longestFoldedWhole` scalars (a letter under a
    // thousand marks) is folded a scalar at a time, its marks dropped, so none costs its square.
    static func folded(_ text: String) -> String {
        var known: [Character: String] = [:]
        // NB: the last character folded, compared by its bytes first: hashing or comparing a
        // character that is not in normal form (a letter and its marks) normalises it, which was
        // most of the folding's cost for a line of the same few characters.
        var last: (character: Character, folded: String)?
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        for character in text {
            if let ascii = character.asciiValue {
                folded.append(Character(Unicode.Scalar(ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii)))
            } else if let last, character.utf8.elementsEqual(last.character.utf8) {
                folded += last.folded
            } else if let seen = known[character] {
                folded += seen
                last = (character, seen)
            } else if character.unicodeScalars.count <= longestFoldedWhole {
                let made = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                known[character] = made
                last = (character, made)
                folded += made
            } else {
                for scalar in character.unicodeScalars {
                    switch scalar.properties.generalCategory {
                    case .nonspacingMark, .spacingMark, .enclosingMark: continue
                    default: folded += String(scalar).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    }
                }
            }
        }
        return folded
    }

    /// The most scalars a character folded whole has (see `folded(_:)`).
    static let longestFoldedWhole = 32

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
