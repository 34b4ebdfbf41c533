import Foundation
import RideLanguage

/// The real `Grammar/en-US`, found from this file's path and loaded once.
enum GrammarFixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/en-US")

    /// The default app, `Apps/Hail`.
    static let app = directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Apps/Hail")

    private static let loaded = Result { try RideGrammar.load(directory: directory) }

    /// The loaded grammar; throws the load error so a broken grammar fails the test with it.
    static func grammar() throws -> RideGrammar {
        try loaded.get()
    }

    /// The tuning corpus next to the checkout, when present.
    static let corpus = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpora/sgd-ridesharing-train.jsonl")

    static var hasCorpus: Bool { FileManager.default.fileExists(atPath: corpus.path) }
}
