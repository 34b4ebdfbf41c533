#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import SourceDiagnostics

/// The app's names as its `Info.plist` gives them to Siri: `CFBundleDisplayName` /
/// `CFBundleName` and `INAlternativeAppNames` (each an `INAlternativeAppName` with an optional
/// `INAlternativeAppNamePronunciationHint`). Every name and hint is merged into the grammar's
/// `app_name` list, so "ask Hail to get me a cab", "book a ride with Hale" and "use RideHail to
/// get me to SFO" are understood and the app's name is never taken for a place. The display name
/// is also the name Hail's voice gives the app ("Please finish this in the Pedicab app.").
public struct AppInfo: Hashable, Sendable {
    /// One alternative name and how it is pronounced.
    public struct AlternativeName: Hashable, Sendable {
        public var name: String
        public var pronunciationHint: String?

        public init(name: String, pronunciationHint: String? = nil) {
            self.name = name
            self.pronunciationHint = pronunciationHint
        }
    }

    public static let fileName = "Info.plist"

    public var path: String
    /// `CFBundleDisplayName`, else `CFBundleName`: the value every name resolves to.
    public var displayName: String
    /// `CFBundleName` when it differs from the display name.
    public var bundleName: String?
    /// `CFBundleIdentifier`, when given ("com.example.pedicab").
    public var bundleIdentifier: String?
    public var alternativeNames: [AlternativeName]

    public init(path: String, displayName: String, bundleName: String? = nil, alternativeNames: [AlternativeName] = []) {
        self.path = path
        self.displayName = displayName
        self.bundleName = bundleName
        self.alternativeNames = alternativeNames
    }

    /// Every way the app is named: display and bundle names, alternative names, their acronyms
    /// spelled out, and pronunciation hints.
    public var spokenNames: [String] {
        let written = [displayName] + (bundleName.map { [$0] } ?? []) + alternativeNames.map(\.name)
        let forms = written + written.flatMap(SpokenLetters.spelledForms(of:)) + alternativeNames.compactMap(\.pronunciationHint)
        var seen = Set<String>()
        return forms.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    // MARK: - Reading

    /// Reads `Info.plist` from `directory`; nil when there is none.
    public static func read(directory: URL) throws(GrammarLoadError) -> AppInfo? {
        guard let file = try PropertyListFile.read(fileName, in: directory, describedAs: "Info.plist") else { return nil }
        return try parse(file)
    }

    /// Parses Info.plist data; every fault names the line of the key or value it is about.
    public static func parse(data: Data, path: String) throws(GrammarLoadError) -> AppInfo {
        try parse(PropertyListFile.parse(data: data, path: path, describedAs: "Info.plist"))
    }

    private static func parse(_ file: PropertyListFile) throws(GrammarLoadError) -> AppInfo {
        var diagnostics: [SourceDiagnostic] = []
        func text(_ key: String) -> String? {
            guard let value = file.root[key] else { return nil }
            guard let text = value as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                diagnostics.append(file.fault(near: "<key>\(key)</key>", "'\(key)' is not a name", expected: "expected <string> with the app's name after <key>\(key)</key>"))
                return nil
            }
            return text
        }
        let displayName = text("CFBundleDisplayName")
        let bundleName = text("CFBundleName")
        var info = AppInfo(path: file.path, displayName: displayName ?? bundleName ?? "")
        if displayName != nil, bundleName != displayName { info.bundleName = bundleName }
        if file.root["CFBundleIdentifier"] != nil { info.bundleIdentifier = text("CFBundleIdentifier") }
        if displayName == nil, bundleName == nil, diagnostics.isEmpty {
            diagnostics.append(file.fault(near: "<dict>", "the Info.plist names no app", expected: "expected <key>CFBundleDisplayName</key> or <key>CFBundleName</key> with a <string>"))
        }
        if let names = file.root["INAlternativeAppNames"] {
            if let entries = names as? [Any] {
                for entry in entries {
                    guard let entry = entry as? [String: Any] else {
                        diagnostics.append(file.fault(near: "INAlternativeAppNames", "an entry of INAlternativeAppNames is not a dictionary", expected: "expected <dict> with <key>INAlternativeAppName</key>"))
                        continue
                    }
                    let unknownKeys = entry.keys.sorted().filter { $0 != "INAlternativeAppName" && $0 != "INAlternativeAppNamePronunciationHint" }
                    for key in unknownKeys {
                        let suggestion = Suggestion.closest(to: key, among: ["INAlternativeAppName", "INAlternativeAppNamePronunciationHint"])
                        diagnostics.append(file.fault(
                            near: key, "unknown key '\(key)' in an alternative app name" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                            expected: "expected INAlternativeAppName or INAlternativeAppNamePronunciationHint"))
                    }
                    guard let name = entry["INAlternativeAppName"] as? String, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                        // A misspelled key is reported above, with what was meant.
                        if unknownKeys.isEmpty {
                            let near = (entry["INAlternativeAppNamePronunciationHint"] as? String) ?? "INAlternativeAppNames"
                            diagnostics.append(file.fault(near: near, "an alternative app name has no INAlternativeAppName", expected: "expected <key>INAlternativeAppName</key><string>…</string>"))
                        }
                        continue
                    }
                    let hint = entry["INAlternativeAppNamePronunciationHint"]
                    if hint != nil, !(hint is String) {
                        diagnostics.append(file.fault(near: name, "the pronunciation hint of '\(name)' is not text", expected: "expected <key>INAlternativeAppNamePronunciationHint</key><string>…</string>"))
                    }
                    info.alternativeNames.append(AlternativeName(name: name, pronunciationHint: hint as? String))
                }
            } else {
                diagnostics.append(file.fault(near: "INAlternativeAppNames", "INAlternativeAppNames is not an array", expected: "expected <array> of <dict> with INAlternativeAppName and INAlternativeAppNamePronunciationHint"))
            }
        }
        guard diagnostics.isEmpty else { throw GrammarLoadError(diagnostics: diagnostics) }
        return info
    }

    // MARK: - Merging

    /// Adds every spoken name to the grammar's `app_name` list, as synonyms of `displayName`.
    func merge(into definition: inout GrammarDefinition) {
        guard let listIndex = definition.lists.firstIndex(where: { $0.name == RideGrammarSchema.appNameList }) else { return }
        let span = SourceSpan(SourceLocation(file: path, line: 1, column: 1))
        for name in spokenNames {
            guard let entry = CompiledGrammar.entry(value: displayName, phrase: name) else { continue }
            definition.lists[listIndex].entries.append(ListEntry(value: entry.value, expression: entry.expression, span: span))
        }
    }
}
