import PhraseGrammar
import SourceDiagnostics

/// How an acronym sounds said letter by letter, so a speech transcript of it is understood:
/// "XL" is also "ex el" and "x l", "SUV" also "ess you vee" and "s u v".
///
/// An acronym is a word of 2 to 5 letters written in capitals: in a grammar list (`SUV = SUV`),
/// an `AppIntentVocabulary.plist` phrase (`Hail XL`) or an alternative app name.
public enum SpokenLetters {
    /// The English name of each letter, as a speech recognizer writes it.
    static let names: [Character: String] = [
        "a": "ay", "b": "bee", "c": "see", "d": "dee", "e": "ee", "f": "ef", "g": "gee", "h": "aitch", "i": "eye",
        "j": "jay", "k": "kay", "l": "el", "m": "em", "n": "en", "o": "oh", "p": "pee", "q": "cue", "r": "ar",
        "s": "ess", "t": "tee", "u": "you", "v": "vee", "w": "double you", "x": "ex", "y": "why", "z": "zee",
    ]

    /// Whether `word` is written as an acronym: 2 to 5 ASCII capitals ("XL", "SUV"; not "Hail").
    static func isAcronym(_ word: some StringProtocol) -> Bool {
        // NB: read as bytes: only the bytes A-Z are ASCII capitals, and each is one Character
        // (Characters counted and tested for case were most of spelling acronyms out, callgrind).
        (2...5).contains(word.utf8.count) && word.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// The ways an acronym is said letter by letter: ["ex el", "x l"]; empty for other words.
    static func spellings(of word: some StringProtocol) -> [String] {
        guard isAcronym(word) else { return [] }
        let letters = word.lowercased().map { $0 }
        return [letters.compactMap { names[$0] }.joined(separator: " "), letters.map(String.init).joined(separator: " ")]
    }

    /// The other ways a phrase is said with each acronym in it spelled out: "Hail XL" →
    /// ["Hail ex el", "Hail x l"]; empty when it holds no acronym.
    public static func spelledForms(of phrase: String) -> [String] {
        let words = phrase.split(separator: " ")
        guard words.contains(where: isAcronym) else { return [] }
        return (0..<2).map { form in
            words.map { word in isAcronym(word) ? spellings(of: word)[form] : String(word) }.joined(separator: " ")
        }
    }

    /// The definition with every list synonym written as an acronym in `sources` ("SUV") also
    /// accepting its spelled forms ("ess you vee", "s u v").
    static func spellingOutAcronyms(in definition: GrammarDefinition, sources: [GrammarSource]) -> GrammarDefinition {
        var written = WrittenText(sources: sources)
        var result = definition
        for listIndex in definition.lists.indices {
            for (entryIndex, entry) in definition.lists[listIndex].entries.enumerated() {
                if let spelled = spelled(entry.expression, written: &written) {
                    result.lists[listIndex].entries[entryIndex].expression = spelled
                }
            }
        }
        return result
    }

    /// `expression` with each word written as an acronym also accepting its spelled forms; nil
    /// when it has none (nearly always: then nothing is copied).
    private static func spelled(_ expression: Expression, written: inout WrittenText) -> Expression? {
        switch expression {
        case .word(_, let span):
            // NB: an acronym is 2 to 5 characters long, so most words are passed over unread.
            guard (2...5).contains(span.length), let original = written.text(of: span), isAcronym(original) else { return nil }
            let forms = spellings(of: original).map { form in
                Expression.sequence(form.split(separator: " ").map { .word(String($0), at: span) })
            }
            return .alternative([expression] + forms, at: span)
        case .sequence(let parts): return spelled(parts, written: &written).map { .sequence($0) }
        case .alternative(let parts, let span): return spelled(parts, written: &written).map { .alternative($0, at: span) }
        case .permutation(let parts, let span): return spelled(parts, written: &written).map { .permutation($0, at: span) }
        case .optional(let part, let span): return spelled(part, written: &written).map { .optional($0, at: span) }
        case .ruleReference, .listReference: return nil
        }
    }

    /// `parts` with each spelled out, or nil when none changed.
    private static func spelled(_ parts: [Expression], written: inout WrittenText) -> [Expression]? {
        var result: [Expression]?
        for (index, part) in parts.enumerated() {
            guard let changed = spelled(part, written: &written) else { continue }
            if result == nil { result = parts }
            result?[index] = changed
        }
        return result
    }
}
