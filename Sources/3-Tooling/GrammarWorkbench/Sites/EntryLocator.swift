import PhraseGrammar
import RideLanguage
import SourceDiagnostics

/// Finds where a list entry is written. Grammar entries carry their own place; entries merged
/// from `AppIntentVocabulary.plist` are found by their phrase's `<string>` line in the plist.
public struct EntryLocator: Sendable {
    let vocabularyPath: String?
    let vocabularyLines: [String]
    let appInfoPath: String?
    let appInfoLines: [String]

    public init(vocabularyPath: String? = nil, vocabularyText: String? = nil, appInfoPath: String? = nil, appInfoText: String? = nil) {
        self.vocabularyPath = vocabularyPath
        self.vocabularyLines = vocabularyText.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        self.appInfoPath = appInfoPath
        self.appInfoLines = appInfoText.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    /// Where `part` of `entry` is written: its first word in a grammar file, or the line of the
    /// plist string that says it (the vocabulary's, or an app name's in `Info.plist`).
    public func location(of entry: ListEntry, in part: Expression) -> SourceLocation {
        if let appInfoPath, entry.span.location.file == appInfoPath {
            let text = ExpressionText.render(part)
            return Self.location(ofString: text, in: appInfoLines, path: appInfoPath) ?? entry.span.location
        }
        guard let vocabularyPath, entry.span.location.file == vocabularyPath else {
            // Entries made from plain text (the plist's, the user's) carry placeholder spans inside.
            guard let first = ExpressionText.firstSpan(of: part), first.location.file == entry.span.location.file else { return entry.span.location }
            return first.location
        }
        let text = ExpressionText.render(part)
        return location(ofVocabularyString: text) ?? location(ofAcronymSpelledAs: text) ?? entry.span.location
    }

    /// The line of the plist string whose acronym is spelled out as `text` ("x l" → `XL`): the
    /// spelled forms Hail adds are written where their acronym is.
    func location(ofAcronymSpelledAs text: String) -> SourceLocation? {
        let wanted = text.lowercased()
        for line in vocabularyLines {
            guard let open = line.range(of: "<string>"), let close = line.range(of: "</string>", range: open.upperBound..<line.endIndex) else { continue }
            let value = String(line[open.upperBound..<close.lowerBound])
            if SpokenLetters.spelledForms(of: value).contains(where: { $0.lowercased() == wanted }) {
                return location(ofVocabularyString: value)
            }
        }
        return nil
    }

    /// The line and column of `<string>text</string>` in the plist (case-insensitive).
    public func location(ofVocabularyString text: String) -> SourceLocation? {
        guard let vocabularyPath else { return nil }
        return Self.location(ofString: text, in: vocabularyLines, path: vocabularyPath)
    }

    /// The line and column of `<string>text</string>` in a plist's `lines` (case-insensitive).
    static func location(ofString text: String, in lines: [String], path: String) -> SourceLocation? {
        let needle = ">\(text.lowercased())<"
        for (index, line) in lines.enumerated() {
            if let range = line.lowercased().range(of: needle) {
                let column = line.lowercased().distance(from: line.lowercased().startIndex, to: range.lowerBound) + 2
                return SourceLocation(file: path, line: index + 1, column: column)
            }
        }
        return nil
    }
}
