import Foundation
import RideLanguage

/// The real `Grammar/en-US` loaded as `RideGrammar`, and the tuning corpora beside the checkout.
enum TuningFixture {
    static let directory = WorkbenchFixture.realDirectory

    private static let loaded = Result { try RideGrammar.load(directory: directory) }

    /// The loaded grammar; throws the load error so a broken grammar fails the test with it.
    static func grammar() throws -> RideGrammar {
        try loaded.get()
    }

    /// The SGD tuning corpus next to the checkout, when present.
    static let corpus = directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/corpora/sgd-ridesharing-train.jsonl")

    static var hasCorpus: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    /// The STAR ride turns next to the checkout, when present.
    static let starCorpus = corpus.deletingLastPathComponent().appendingPathComponent("star-rides-tune.jsonl")

    static var hasSTARCorpus: Bool { FileManager.default.fileExists(atPath: starCorpus.path) }
}
