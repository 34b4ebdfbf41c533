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
        (2...5).contains(word.count) && word.allSatisfy { $0.isASCII && $0.isUppercase }
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
        let texts = Dictionary(sources.map { ($0.path, SourceText(file: $0.path, text: $0.text)) }, uniquingKeysWith: { first, _ in first })
        func written(_ span: SourceSpan) -> Substring? {
            guard let line = texts[span.location.file]?.line(span.location.line) else { return nil }
            let start = span.location.column - 1
            guard start >= 0, start + span.length <= line.count else { return nil }
            return line.dropFirst(start).prefix(span.length)
        }
        func spelled(_ expression: Expression) -> Expression {
            switch expression {
            case .word(_, let span):
                guard let original = written(span), isAcronym(original) else { return expression }
                let forms = spellings(of: original).map { form in
                    Expression.sequence(form.split(separator: " ").map { .word(String($0), at: span) })
                }
                return .alternative([expression] + forms, at: span)
            case .sequence(let parts): return .sequence(parts.map(spelled))
            case .alternative(let parts, let span): return .alternative(parts.map(spelled), at: span)
            case .permutation(let parts, let span): return .permutation(parts.map(spelled), at: span)
            case .optional(let part, let span): return .optional(spelled(part), at: span)
            case .ruleReference, .listReference: return expression
            }
        }
        var result = definition
        for listIndex in result.lists.indices {
            for entryIndex in result.lists[listIndex].entries.indices {
                result.lists[listIndex].entries[entryIndex].expression = spelled(result.lists[listIndex].entries[entryIndex].expression)
            }
        }
        return result
    }
}
