/// A phrase match found by the reference matcher.
struct ReferenceCandidate {
    var phraseIndex: Int
    /// The automaton it is found in: the expectations' in name order, then the others'.
    var rank: Int
    /// 1 + the index of its intent; 0 for a global or expect phrase.
    var intent: Int
    var start: Int
    var path: ReferencePath

    var end: Int { path.end }

    /// 20 a word the phrase names, 10 a word of a lone plain number read as a time, 2 a word a
    /// wildcard takes, less 1 for the match.
    var score: Int {
        let words = end - start
        return 20 * (words - path.wildcardWords - path.weakWords) + 10 * path.weakWords + 2 * path.wildcardWords - 1
    }

    /// The matches of one start in the order the engine finds them (see `precedes`).
    static func ordered(_ candidates: [ReferenceCandidate]) -> [ReferenceCandidate] {
        // NB: a stable sort: what `precedes` leaves equal keeps the phrases' declaration order.
        candidates.enumerated().sorted { lhs, rhs in
            if lhs.element.precedes(rhs.element) { return true }
            if rhs.element.precedes(lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether the engine finds this match before `other` (same start). The engine walks one
    /// automaton of every phrase (one per expectation, first, in name order) depth first from the
    /// start, and finds a match when its walk reaches the phrase's end, so: the expectation's
    /// automaton first; then, at the first step where their paths part, the step walked first
    /// (`ReferenceStep.isWalkedBefore`); a path that ends where the other goes on first; on the
    /// same path, the phrase declared first (the caller's stable order).
    func precedes(_ other: ReferenceCandidate) -> Bool {
        if rank != other.rank { return rank < other.rank }
        for (step, otherStep) in zip(path.steps, other.path.steps) where step != otherStep {
            return step.isWalkedBefore(otherStep)
        }
        return path.steps.count < other.path.steps.count
    }
}
