#if canImport(Foundation)
import Foundation
#endif

/// Matchers kept between parses, so each utterance reuses the arrays of an earlier one instead of
/// allocating its own. One pool belongs to one `MatchTables`; parses on several threads each take
/// their own matcher.
final class MatcherPool: @unchecked Sendable {
    // NB: @unchecked because `idle` is only touched while `lock` is held.
    private let lock = NSLock()
    private var idle: [PhraseMatcher] = []
    private let tables: MatchTables

    /// Matchers kept at most (one per thread parsing at once is enough).
    private static let capacity = 8
    /// A matcher that read a longer utterance is dropped rather than kept with its large arrays.
    private static let largestKeptTokenCount = 1_024

    init(tables: MatchTables) {
        self.tables = tables
    }

    /// An idle matcher for these tables, or a new one.
    func take() -> PhraseMatcher {
        lock.lock()
        let matcher = idle.popLast()
        lock.unlock()
        return matcher ?? PhraseMatcher(tables: tables)
    }

    /// Hands a matcher back for the next parse.
    func give(_ matcher: consuming PhraseMatcher) {
        guard matcher.tokenCount <= Self.largestKeptTokenCount, matcher.tables === tables else { return }
        lock.lock()
        if idle.count < Self.capacity { idle.append(matcher) }
        lock.unlock()
    }
}
