#if canImport(Foundation)
import Foundation
#endif

/// The expressions of the phrases of a grammar read from an archive, decoded the first time they
/// are asked for, once, from any thread.
///
/// NB: matching never reads a phrase's expression (its automaton holds it), only the tools that
/// explain, sample or lint do; decoding the trees was about a fifth of a cold `hail parse`'s
/// instructions (callgrind), so an archive keeps them in a section read when asked for.
final class ArchivedPhraseExpressions: @unchecked Sendable {
    // NB: @unchecked because `section` and `decoded` are only touched while `lock` is held.
    private let lock = NSLock()
    private var section: GrammarArchiveReader?
    private var decoded: [Expression]?
    private let count: Int

    /// The expressions of `count` phrases, written in `section` one after another.
    init(section: GrammarArchiveReader, count: Int) {
        self.section = section
        self.count = count
    }

    /// Every phrase's expression, in declaration order. A section that does not read back (the
    /// archive's checksum matched, so only a writer of another build could make one) gives empty
    /// expressions rather than trapping.
    var expressions: [Expression] {
        lock.lock()
        defer { lock.unlock() }
        if let decoded { return decoded }
        var result: [Expression] = []
        if var reader = section {
            do {
                result.reserveCapacity(count)
                for _ in 0..<count { result.append(try Expression(from: &reader)) }
            } catch {
                result = []
            }
        }
        if result.count != count { result = Array(repeating: .sequence([]), count: count) }
        decoded = result
        section = nil
        return result
    }

    /// `declarations` with each phrase's expression filled in.
    func filling(_ declarations: GrammarDefinition) -> GrammarDefinition {
        var full = declarations
        for (index, expression) in zip(full.phrases.indices, expressions) { full.phrases[index].expression = expression }
        return full
    }
}
