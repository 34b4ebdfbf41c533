#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import RideLanguage
import SourceDiagnostics

/// A grammar as the workbench reads it: the text of its files (for lines and lint suppressions),
/// its vocabulary plist, and the ride grammar compiled from them.
public struct WorkbenchGrammar: Sendable {
    public var sources: [GrammarSource]
    /// The vocabulary plist's path and text, when there is one.
    public var vocabularyPath: String?
    public var vocabularyText: String?
    public var vocabulary: AppIntentVocabulary?
    /// The compiled grammar, with the user vocabulary merged in.
    public var grammar: RideGrammar
    public var userVocabulary: UserVocabulary

    /// Compiles in-memory sources (and plist text); throws every fault found.
    public init(
        sources: [GrammarSource], vocabularyPath: String? = nil, vocabularyText: String? = nil, userVocabulary: UserVocabulary = .empty
    ) throws(GrammarLoadError) {
        self.sources = sources
        self.vocabularyPath = vocabularyPath
        self.vocabularyText = vocabularyText
        self.userVocabulary = userVocabulary
        if let vocabularyText {
            vocabulary = try AppIntentVocabulary.parse(data: Data(vocabularyText.utf8), path: vocabularyPath ?? AppIntentVocabulary.fileName)
        }
        grammar = try RideGrammar.load(sources: sources, vocabulary: vocabulary).withUserVocabulary(userVocabulary)
    }

    /// Reads and compiles the grammar directory `directory`.
    public static func load(directory: URL, userVocabulary: UserVocabulary = .empty) throws(GrammarLoadError) -> WorkbenchGrammar {
        let files = try GrammarDirectoryText.read(directory: directory)
        return try WorkbenchGrammar(
            sources: files.sources, vocabularyPath: files.vocabularyPath, vocabularyText: files.vocabularyText, userVocabulary: userVocabulary)
    }

    public var definition: GrammarDefinition { grammar.definition }

    /// Finds where list entries (plist ones included) are written.
    public var locator: EntryLocator { EntryLocator(vocabularyPath: vocabularyPath, vocabularyText: vocabularyText) }

    /// The line `line` (1-based) of the file at `path`, if it is one of this grammar's.
    public func sourceLine(file path: String, line: Int) -> String? {
        let text = sources.first { $0.path == path }?.text ?? (path == vocabularyPath ? vocabularyText : nil)
        return text.flatMap { SourceText(file: path, text: $0).line(line) }
    }
}

/// The text of a grammar directory: its `*.grammar` files and its vocabulary plist.
public struct GrammarDirectoryText: Sendable {
    public var sources: [GrammarSource]
    public var vocabularyPath: String?
    public var vocabularyText: String?

    public init(sources: [GrammarSource], vocabularyPath: String? = nil, vocabularyText: String? = nil) {
        self.sources = sources
        self.vocabularyPath = vocabularyPath
        self.vocabularyText = vocabularyText
    }

    /// Reads `directory`; throws when its grammar files cannot be read.
    public static func read(directory: URL) throws(GrammarLoadError) -> GrammarDirectoryText {
        let sources: [GrammarSource]
        do {
            sources = try GrammarSources.read(directory: directory)
        } catch {
            throw GrammarLoadError(diagnostics: error.diagnostics)
        }
        let plist = directory.appendingPathComponent(AppIntentVocabulary.fileName)
        let text = FileManager.default.contents(atPath: plist.path).map { String(decoding: $0, as: UTF8.self) }
        return GrammarDirectoryText(sources: sources, vocabularyPath: text == nil ? nil : plist.path, vocabularyText: text)
    }
}
