#if canImport(Foundation)
import Foundation
#endif

/// The grammars made from one loaded grammar for the user vocabularies asked for lately (a few,
/// most recent first), shared by the copies of that grammar and safe to use from any thread.
final class UserVocabularyGrammars: @unchecked Sendable {
    // NB: @unchecked because `kept` is only read and written under `lock`.
    private var kept: [(vocabulary: UserVocabulary, grammar: RideGrammar)] = []
    private let lock = NSLock()

    /// How many vocabularies are kept.
    static let capacity = 4

    /// The grammar kept for `vocabulary`, if any.
    func grammar(for vocabulary: UserVocabulary) -> RideGrammar? {
        lock.lock()
        defer { lock.unlock() }
        return kept.first { $0.vocabulary == vocabulary }?.grammar
    }

    /// Keeps `grammar` as the one for `vocabulary`, dropping the least recent beyond `capacity`.
    func keep(_ grammar: RideGrammar, for vocabulary: UserVocabulary) {
        lock.lock()
        defer { lock.unlock() }
        kept.removeAll { $0.vocabulary == vocabulary }
        kept.insert((vocabulary, grammar), at: 0)
        if kept.count > Self.capacity { kept.removeLast(kept.count - Self.capacity) }
    }
}
