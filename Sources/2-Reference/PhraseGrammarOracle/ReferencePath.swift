import PhraseGrammar

/// One way a phrase's expression reads words from a start: where it has got to, what it
/// captured on the way, and how many of the words so far a wildcard took or were a lone number
/// read as a time (the rest are words the phrase names).
struct ReferencePath {
    var end: Int
    var captures: [ReferenceCapture] = []
    var wildcardWords = 0
    var weakWords = 0
    /// The steps taken, to order matches of equal score as the engine finds them.
    var steps: [ReferenceStep] = []

    /// The path after a word the phrase names.
    func takingWord() -> ReferencePath {
        var path = self
        path.end += 1
        path.steps.append(.word)
        return path
    }

    /// The path after a capture of `length` words, `step` in the engine's walk.
    func capturing(
        _ capture: ReferenceCapture, length: Int, step: ReferenceStep, wildcard: Bool = false, weak: Bool = false
    ) -> ReferencePath {
        var path = self
        path.end += length
        path.captures.append(capture)
        path.steps.append(step)
        if wildcard { path.wildcardWords += length }
        if weak { path.weakWords += length }
        return path
    }
}

/// A value a phrase captured: the slot it fills, where it comes from, the value and the text it
/// was read from (for a wildcard, without its leading strip words).
struct ReferenceCapture: Hashable, Sendable {
    var slot: String
    var source: CaptureSource
    var value: CaptureValue
    var span: TextSpan
}
