#if canImport(Foundation)
import Foundation
#endif
import SourceDiagnostics

/// An iOS app's folder in Xcode's layout, as Siri reads it: `Info.plist` (the app's names) and,
/// per language, `<locale>.lproj/AppIntentVocabulary.plist` (its ride options and example
/// phrases). Hail merges them into Siri's language for a session (`--app DIR`); Hail's own
/// simulated service is such a folder too, `Apps/Hail`, the default.
///
///     Apps/Pedicab/Info.plist
///     Apps/Pedicab/en.lproj/AppIntentVocabulary.plist
public struct AppBundle: Sendable {
    /// The folders a vocabulary is read from, most specific first: the first that holds an
    /// `AppIntentVocabulary.plist` is the one read, as iOS picks one localization.
    public static let localizationFolders = ["en-US.lproj", "en.lproj", "Base.lproj"]
    /// Where the default app (Hail's simulated service) is, from a folder that holds `Grammar/`.
    public static let defaultPath = "Apps/Hail"

    public var directory: URL
    /// The app's names, from `Info.plist`.
    public var info: AppInfo
    /// The app's vocabulary, when one of ``localizationFolders`` holds one.
    public var vocabulary: AppIntentVocabulary?

    /// Reads and parses the app in `directory`.
    /// - Throws: `GrammarLoadError` naming the file, line and column of every fault, or the path
    ///   of a missing `Info.plist`.
    public static func read(directory: URL) throws(GrammarLoadError) -> AppBundle {
        let files = try AppBundleFiles.read(directory: directory)
        return AppBundle(
            directory: directory,
            info: try AppInfo.parse(data: files.info.data, path: files.info.path),
            vocabulary: try files.vocabulary.map { file throws(GrammarLoadError) in try AppIntentVocabulary.parse(data: file.data, path: file.path) })
    }

    /// The vocabulary file of the app in `directory`: the first of ``localizationFolders`` that
    /// holds one; nil when none does.
    public static func vocabularyFile(in directory: URL) -> URL? {
        localizationFolders.lazy
            .map { directory.appendingPathComponent($0).appendingPathComponent(AppIntentVocabulary.fileName) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The default app for the grammar in `grammarDirectory`: `Apps/Hail` beside its `Grammar/`
    /// folder (the checkout's, or the copy installed in `share/hail`), else the checkout's.
    public static func defaultDirectory(besideGrammar grammarDirectory: URL) -> URL? {
        let beside = grammarDirectory.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(defaultPath)
        if isApp(beside) { return beside }
        // #filePath is <checkout>/Sources/2-Domain/RideLanguage/AppBundle.swift.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let built = checkout.appendingPathComponent(defaultPath)
        return isApp(built) ? built : nil
    }

    /// The text of the app's `Info.plist` and vocabulary, unparsed (the workbench quotes their lines).
    /// - Throws: as ``read(directory:)`` does for a missing or misplaced file.
    public static func propertyListTexts(directory: URL) throws(GrammarLoadError) -> (info: (path: String, text: String), vocabulary: (path: String, text: String)?) {
        let files = try AppBundleFiles.read(directory: directory)
        return (
            (files.info.path, String(decoding: files.info.data, as: UTF8.self)),
            files.vocabulary.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
    }

    /// Refuses an app's property list in a grammar folder: the language is Siri's, the names and
    /// vocabulary the app's (an older grammar folder held both).
    public static func refuseAppFiles(inGrammar directory: URL) throws(GrammarLoadError) {
        try GrammarDirectoryContents.refuseAppFiles(in: directory)
    }

    private static func isApp(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(AppInfo.fileName).path)
    }
}

/// The bytes of an app folder's property lists, unparsed (the grammar cache fingerprints them).
struct AppBundleFiles {
    var info: (path: String, data: Data)
    var vocabulary: (path: String, data: Data)?

    /// Reads `Info.plist` and the vocabulary of the app in `directory`.
    /// - Throws: a diagnostic at the missing `Info.plist`, at a vocabulary left beside it rather
    ///   than in an `.lproj` folder, or at a file that cannot be read.
    static func read(directory: URL) throws(GrammarLoadError) -> AppBundleFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GrammarLoadError(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: directory.path, line: 1, column: 1), message: "there is no app folder here",
                expected: "expected a folder in Xcode's layout: Info.plist and en.lproj/\(AppIntentVocabulary.fileName)")])
        }
        guard let info = try PropertyListFile.contents(of: AppInfo.fileName, in: directory, describedAs: "Info.plist") else {
            throw GrammarLoadError(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: directory.appendingPathComponent(AppInfo.fileName).path, line: 1, column: 1),
                message: "the app has no Info.plist",
                expected: "expected Info.plist naming the app (CFBundleDisplayName or CFBundleName) in \(directory.path)")])
        }
        let stray = directory.appendingPathComponent(AppIntentVocabulary.fileName)
        if FileManager.default.fileExists(atPath: stray.path) {
            throw GrammarLoadError(diagnostics: [SourceDiagnostic(
                at: SourceLocation(file: stray.path, line: 1, column: 1),
                message: "the vocabulary is beside Info.plist, where Siri does not read it",
                expected: "expected it in a language's folder: \(AppBundle.localizationFolders.map { "\($0)/\(AppIntentVocabulary.fileName)" }.joined(separator: ", "))")])
        }
        var vocabulary: (path: String, data: Data)?
        if let file = AppBundle.vocabularyFile(in: directory) {
            vocabulary = try PropertyListFile.contents(of: file.lastPathComponent, in: file.deletingLastPathComponent(), describedAs: "vocabulary")
        }
        return AppBundleFiles(info: info, vocabulary: vocabulary)
    }
}
