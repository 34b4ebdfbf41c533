import PhraseGrammar
import SourceDiagnostics

/// Finds where a list entry is written. Grammar entries carry their own place; entries merged
/// from `AppIntentVocabulary.plist` are found by their phrase's `<string>` line in the plist.
public struct EntryLocator: Sendable {
    let vocabularyPath: String?
    let vocabularyLines: [String]

    public init(vocabularyPath: String? = nil, vocabularyText: String? = nil) {
        self.vocabularyPath = vocabularyPath
        self.vocabularyLines = vocabularyText.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    /// Where `part` of `entry` is written: its first word in a grammar file, or the line of the
    /// plist string that says it.
    public func location(of entry: ListEntry, in part: Expression) -> SourceLocation {
        guard let vocabularyPath, entry.span.location.file == vocabularyPath else {
            // Entries made from plain text (the plist's, the user's) carry placeholder spans inside.
            guard let first = ExpressionText.firstSpan(of: part), first.location.file == entry.span.location.file else { return entry.span.location }
            return first.location
        }
        return location(ofVocabularyString: ExpressionText.render(part)) ?? entry.span.location
    }

    /// The line and column of `<string>text</string>` in the plist (case-insensitive).
    public func location(ofVocabularyString text: String) -> SourceLocation? {
        guard let vocabularyPath else { return nil }
        let needle = ">\(text.lowercased())<"
        for (index, line) in vocabularyLines.enumerated() {
            if let range = line.lowercased().range(of: needle) {
                let column = line.lowercased().distance(from: line.lowercased().startIndex, to: range.lowerBound) + 2
                return SourceLocation(file: vocabularyPath, line: index + 1, column: column)
            }
        }
        return nil
    }
}
