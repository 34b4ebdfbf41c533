#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import RideLanguage
import SourceDiagnostics

/// A grammar as the workbench reads it: the text of its files (for lines and lint suppressions),
/// the app's vocabulary plist and `Info.plist`, and the ride grammar compiled from them.
public struct WorkbenchGrammar: Sendable {
    public var sources: [GrammarSource]
    /// The vocabulary plist's path and text, when there is one.
    public var vocabularyPath: String?
    public var vocabularyText: String?
    public var vocabulary: AppIntentVocabulary?
    /// The app's `Info.plist` path and text, when there is one (its names join `app_name`).
    public var appInfoPath: String?
    public var appInfoText: String?
    /// The compiled grammar, with the user vocabulary merged in.
    public var grammar: RideGrammar
    public var userVocabulary: UserVocabulary

    /// Compiles in-memory sources (and plist text); throws every fault found.
    public init(
        sources: [GrammarSource], vocabularyPath: String? = nil, vocabularyText: String? = nil,
        appInfoPath: String? = nil, appInfoText: String? = nil, userVocabulary: UserVocabulary = .empty
    ) throws(GrammarLoadError) {
        self.sources = sources
        self.vocabularyPath = vocabularyPath
        self.vocabularyText = vocabularyText
        self.appInfoPath = appInfoPath
        self.appInfoText = appInfoText
        self.userVocabulary = userVocabulary
        if let vocabularyText {
            vocabulary = try AppIntentVocabulary.parse(data: Data(vocabularyText.utf8), path: vocabularyPath ?? AppIntentVocabulary.fileName)
        }
        let appInfo = try appInfoText.map { text throws(GrammarLoadError) in try AppInfo.parse(data: Data(text.utf8), path: appInfoPath ?? AppInfo.fileName) }
        grammar = try RideGrammar.load(sources: sources, vocabulary: vocabulary, appInfo: appInfo).withUserVocabulary(userVocabulary)
    }

    /// Reads and compiles the grammar directory `directory` with the app in `app` (none when nil).
    public static func load(directory: URL, app: URL?, userVocabulary: UserVocabulary = .empty) throws(GrammarLoadError) -> WorkbenchGrammar {
        try WorkbenchGrammar(text: try GrammarDirectoryText.read(directory: directory, app: app), userVocabulary: userVocabulary)
    }

    /// Compiles the text of a grammar directory and its app.
    public init(text: GrammarDirectoryText, userVocabulary: UserVocabulary = .empty) throws(GrammarLoadError) {
        try self.init(
            sources: text.sources, vocabularyPath: text.vocabularyPath, vocabularyText: text.vocabularyText,
            appInfoPath: text.appInfoPath, appInfoText: text.appInfoText, userVocabulary: userVocabulary)
    }

    public var definition: GrammarDefinition { grammar.definition }

    /// Finds where list entries (plist ones included) are written.
    public var locator: EntryLocator {
        EntryLocator(vocabularyPath: vocabularyPath, vocabularyText: vocabularyText, appInfoPath: appInfoPath, appInfoText: appInfoText)
    }

    /// The line `line` (1-based) of the file at `path`, if it is one of this grammar's.
    public func sourceLine(file path: String, line: Int) -> String? {
        let text = sources.first { $0.path == path }?.text ?? (path == vocabularyPath ? vocabularyText : path == appInfoPath ? appInfoText : nil)
        return text.flatMap { SourceText(file: path, text: $0).line(line) }
    }
}

/// The text of a grammar directory (its `*.grammar` files) and of the app it is judged with (its
/// vocabulary plist and `Info.plist`).
public struct GrammarDirectoryText: Sendable {
    public var sources: [GrammarSource]
    public var vocabularyPath: String?
    public var vocabularyText: String?
    public var appInfoPath: String?
    public var appInfoText: String?

    public init(
        sources: [GrammarSource], vocabularyPath: String? = nil, vocabularyText: String? = nil,
        appInfoPath: String? = nil, appInfoText: String? = nil
    ) {
        self.sources = sources
        self.vocabularyPath = vocabularyPath
        self.vocabularyText = vocabularyText
        self.appInfoPath = appInfoPath
        self.appInfoText = appInfoText
    }

    /// Reads `directory` and the app folder `app` (none when nil).
    /// - Throws: when a grammar file cannot be read, when the app has no `Info.plist`, or when
    ///   the grammar folder holds an app's property list.
    public static func read(directory: URL, app: URL?) throws(GrammarLoadError) -> GrammarDirectoryText {
        let sources: [GrammarSource]
        do {
            sources = try GrammarSources.read(directory: directory)
        } catch {
            throw GrammarLoadError(diagnostics: error.diagnostics)
        }
        try AppBundle.refuseAppFiles(inGrammar: directory)
        guard let app else { return GrammarDirectoryText(sources: sources) }
        let files = try AppBundle.propertyListTexts(directory: app)
        return GrammarDirectoryText(
            sources: sources, vocabularyPath: files.vocabulary?.path, vocabularyText: files.vocabulary?.text,
            appInfoPath: files.info.path, appInfoText: files.info.text)
    }
}
