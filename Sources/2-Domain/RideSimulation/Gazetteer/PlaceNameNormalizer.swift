import Foundation

/// Puts names in the form the gazetteer compares them in: lower case, no accents, apostrophes and
/// full stops dropped ("Levi's" → "levis", "St." → "st"), `&` read as "and", other punctuation a
/// word break, and a leading "the" dropped ("the Ferry Building" → "ferry building").
enum PlaceNameNormalizer {
    /// The normalised words of `text`.
    static func words(_ text: String) -> [String] {
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

    /// The normalised words of `text` joined by single spaces.
    static func normalize(_ text: String) -> String {
        words(text).joined(separator: " ")
    }
}
