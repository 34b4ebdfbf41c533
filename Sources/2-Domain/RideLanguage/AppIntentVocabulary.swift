#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import RideIntents
import SourceDiagnostics

/// `AppIntentVocabulary.plist` in Apple's schema: ride option names with synonyms
/// (`ParameterVocabularies` for `INRequestRideIntent.rideOptionName`) and example utterances per
/// intent (`IntentPhrases`). Its ride options are merged into the grammar's `ride_option` list.
public struct AppIntentVocabulary: Sendable {
    /// One vocabulary item: the identifier a ride option resolves to and how it is said.
    public struct Item: Hashable, Sendable {
        public var identifier: String
        public var phrases: [String]
        public var pronunciations: [String]
        public var examples: [String]
    }

    public static let fileName = "AppIntentVocabulary.plist"
    static let supportedParameters = ["INRequestRideIntent.rideOptionName"]

    public var path: String
    public var rideOptions: [Item]
    public var intentExamples: [IntentKind: [String]]

    /// Reads `AppIntentVocabulary.plist` from `directory`; nil when there is none.
    public static func read(directory: URL) throws(GrammarLoadError) -> AppIntentVocabulary? {
        guard let file = try PropertyListFile.read(fileName, in: directory, describedAs: "vocabulary") else { return nil }
        return try parse(file)
    }

    /// Parses plist data; every fault names the line of the key or value it is about.
    public static func parse(data: Data, path: String) throws(GrammarLoadError) -> AppIntentVocabulary {
        try parse(PropertyListFile.parse(data: data, path: path, describedAs: "vocabulary"))
    }

    private static func parse(_ file: PropertyListFile) throws(GrammarLoadError) -> AppIntentVocabulary {
        let path = file.path
        let dictionary = file.root
        var diagnostics: [SourceDiagnostic] = []
        func fault(near needle: String, _ message: String, expected: String? = nil) {
            diagnostics.append(file.fault(near: needle, message, expected: expected))
        }

        var vocabulary = AppIntentVocabulary(path: path, rideOptions: [], intentExamples: [:])
        for key in dictionary.keys.sorted() where key != "ParameterVocabularies" && key != "IntentPhrases" {
            let suggestion = Suggestion.closest(to: key, among: ["ParameterVocabularies", "IntentPhrases"])
            fault(near: key, "unknown key '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), expected: "expected ParameterVocabularies or IntentPhrases")
        }
        for parameter in dictionary["ParameterVocabularies"] as? [[String: Any]] ?? [] {
            guard let names = parameter["ParameterNames"] as? [String], !names.isEmpty else {
                fault(near: "ParameterVocabulary", "a parameter vocabulary has no ParameterNames", expected: "expected <key>ParameterNames</key> with an array of names")
                continue
            }
            for name in names where !supportedParameters.contains(name) {
                let suggestion = Suggestion.closest(to: name, among: supportedParameters)
                fault(near: name, "unsupported parameter '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), expected: "supported: \(supportedParameters.joined(separator: ", "))")
            }
            guard let items = parameter["ParameterVocabulary"] as? [[String: Any]] else {
                fault(near: names[0], "'\(names[0])' has no ParameterVocabulary", expected: "expected <key>ParameterVocabulary</key> with an array of items")
                continue
            }
            for item in items {
                guard let identifier = item["VocabularyItemIdentifier"] as? String, !identifier.isEmpty else {
                    fault(near: "VocabularyItemSynonyms", "a vocabulary item has no VocabularyItemIdentifier", expected: "expected <key>VocabularyItemIdentifier</key><string>…</string>")
                    continue
                }
                guard let synonyms = item["VocabularyItemSynonyms"] as? [[String: Any]], !synonyms.isEmpty else {
                    fault(near: identifier, "'\(identifier)' has no VocabularyItemSynonyms", expected: "expected an array of synonyms with VocabularyItemPhrase")
                    continue
                }
                var entry = Item(identifier: identifier, phrases: [], pronunciations: [], examples: [])
                for synonym in synonyms {
                    guard let phrase = synonym["VocabularyItemPhrase"] as? String, !phrase.isEmpty else {
                        fault(near: identifier, "a synonym of '\(identifier)' has no VocabularyItemPhrase", expected: "expected <key>VocabularyItemPhrase</key><string>…</string>")
                        continue
                    }
                    entry.phrases.append(phrase)
                    if let pronunciation = synonym["VocabularyItemPronunciation"] as? String { entry.pronunciations.append(pronunciation) }
                    entry.examples += synonym["VocabularyItemExamples"] as? [String] ?? []
                }
                if names.contains(supportedParameters[0]) { vocabulary.rideOptions.append(entry) }
            }
        }
        for phrases in dictionary["IntentPhrases"] as? [[String: Any]] ?? [] {
            guard let name = phrases["IntentName"] as? String else {
                fault(near: "IntentExamples", "an intent phrase has no IntentName", expected: "expected <key>IntentName</key><string>INRequestRideIntent</string>")
                continue
            }
            guard let intent = IntentKind(siriKitClassName: name) else {
                let names = IntentKind.allCases.map(\.siriKitClassName)
                let suggestion = Suggestion.closest(to: name, among: names)
                fault(near: name, "unknown intent '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""), expected: "intents: \(names.joined(separator: ", "))")
                continue
            }
            guard let examples = phrases["IntentExamples"] as? [String] else {
                fault(near: name, "'\(name)' has no IntentExamples", expected: "expected <key>IntentExamples</key> with an array of strings")
                continue
            }
            vocabulary.intentExamples[intent, default: []] += examples
        }
        guard diagnostics.isEmpty else { throw GrammarLoadError(diagnostics: diagnostics) }
        return vocabulary
    }

    /// Adds the ride options to the grammar's `ride_option` list (phrases, their acronyms spelled
    /// out, and pronunciations as synonyms).
    /// "Hail XL" as one word ("hailxl"); nil for a phrase of one word or more than three.
    static func joinedForm(of phrase: String) -> String? {
        let words = phrase.split(whereSeparator: { $0 == " " || $0 == "-" })
        guard words.count >= 2, words.count <= 3 else { return nil }
        return words.joined().lowercased()
    }

    func merge(into definition: inout GrammarDefinition) {
        guard let listIndex = definition.lists.firstIndex(where: { $0.name == RideGrammarSchema.rideOptionList }) else { return }
        for item in rideOptions {
            // A product name of two or three words is also written as one, in any case: "Hail XL"
            // is "HailXL", "XL Ride" is "XLride".
            let joined = item.phrases.compactMap(Self.joinedForm(of:))
            for phrase in item.phrases + item.phrases.flatMap(SpokenLetters.spelledForms(of:)) + item.pronunciations + joined {
                if let entry = CompiledGrammar.entry(value: item.identifier, phrase: phrase) {
                    definition.lists[listIndex].entries.append(ListEntry(value: entry.value, expression: entry.expression, span: SourceSpan(SourceLocation(file: path, line: 1, column: 1))))
                }
            }
        }
    }
}
