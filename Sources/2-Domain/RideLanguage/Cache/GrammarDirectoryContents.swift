#if canImport(Foundation)
import Foundation
#endif
import PhraseGrammar
import SourceDiagnostics

/// Everything a ride grammar is compiled from, read once: the `*.grammar` files of Siri's language
/// and the app's two property lists. The cache's fingerprint and the compiler see the same bytes,
/// so a file edited in between can never be stored under the other version's fingerprint.
struct GrammarDirectoryContents {
    var sources: [GrammarSource]
    var vocabulary: (path: String, data: Data)?
    var appInfo: (path: String, data: Data)?

    /// Reads the grammar files of `directory` and the property lists of the app folder `app`
    /// (none when nil).
    /// - Throws: `GrammarLoadError` when a folder or a file cannot be read, when the app has no
    ///   `Info.plist`, or when the grammar folder holds an app's property list.
    static func read(directory: URL, app: URL?) throws(GrammarLoadError) -> GrammarDirectoryContents {
        let sources: [GrammarSource]
        do {
            sources = try GrammarSources.read(directory: directory)
        } catch {
            throw GrammarLoadError(diagnostics: error.diagnostics)
        }
        try refuseAppFiles(in: directory)
        let files = try app.map { folder throws(GrammarLoadError) in try AppBundleFiles.read(directory: folder) }
        return GrammarDirectoryContents(sources: sources, vocabulary: files?.vocabulary, appInfo: files?.info)
    }

    /// An app's property list in a grammar folder is a fault: the language is Siri's, the
    /// vocabulary the app's (an older grammar folder held both).
    static func refuseAppFiles(in directory: URL) throws(GrammarLoadError) {
        let misplaced = [AppInfo.fileName, AppIntentVocabulary.fileName]
            .map { directory.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !misplaced.isEmpty else { return }
        throw GrammarLoadError(diagnostics: misplaced.map { file in
            SourceDiagnostic(
                at: SourceLocation(file: file.path, line: 1, column: 1),
                message: "\(file.lastPathComponent) is the app's, not the language's",
                expected: "expected it in the app's folder (Info.plist, en.lproj/\(AppIntentVocabulary.fileName)), passed with --app DIR")
        })
    }

    /// Parses the property lists and compiles the grammar.
    func compile() throws(GrammarLoadError) -> RideGrammar {
        // NB: the property lists are parsed on another core while the grammar files are parsed:
        // Foundation's property-list reader took 0.1 to 0.2 ms of a compile from source.
        let vocabulary = vocabulary
        let appInfo = appInfo
        let propertyLists = BackgroundWork { () -> Result<(AppIntentVocabulary?, AppInfo?), GrammarLoadError> in
            do throws(GrammarLoadError) {
                return .success((
                    try vocabulary.map { file throws(GrammarLoadError) in try AppIntentVocabulary.parse(data: file.data, path: file.path) },
                    try appInfo.map { file throws(GrammarLoadError) in try AppInfo.parse(data: file.data, path: file.path) }))
            } catch {
                return .failure(error)
            }
        }
        return try RideGrammar.load(sources: sources) { () throws(GrammarLoadError) in try propertyLists.wait().get() }
    }

    /// A 128-bit fingerprint, in hex, of every path and byte read, and of `salt` (the cache
    /// format and the build of Hail that compiles).
    func fingerprint(salt: String) -> String {
        var hasher = FingerprintHasher()
        hasher.combine(salt)
        for source in sources {
            hasher.combine(source.path)
            hasher.combine(source.text)
        }
        for file in [vocabulary, appInfo] {
            guard let file else {
                hasher.combine("(absent)")
                continue
            }
            hasher.combine(file.path)
            file.data.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        return hasher.hex
    }
}

/// Two independent 64-bit hashes over length-prefixed byte strings (not for security: it tells
/// one grammar version from another).
private struct FingerprintHasher {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6a09_e667_f3bc_c908

    mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        for byte in bytes { mix(UInt64(byte)) }
    }

    private mutating func mix(_ value: UInt64) {
        first = (first ^ value) &* 0x100_0000_01b3
        second = ((second ^ value) &* 0x9E37_79B9_7F4A_7C15)
        second ^= second >> 31
    }

    var hex: String {
        [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
