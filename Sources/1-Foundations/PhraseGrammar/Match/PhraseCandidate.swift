/// A phrase the walk found (`PhraseWalk`), from which the selection chooses (`ParseSelection`).
struct PhraseCandidate: Sendable {
    /// The positions it covers, `start..<end`.
    var start: Int32
    var end: Int32
    var phrase: Int32
    /// The phrase's intent (`MatchTables.phraseIntent`: 0 for a global phrase), read once when
    /// the phrase is found.
    var intent: Int32
    /// Its last capture in the walk's trail (-1: none).
    var trail: Int32
    /// See `PhraseWalk.score(words:wildcardWords:weakWords:)`.
    var score: Int32
}

/// One capture a walk followed, linked to the capture before it on the same path: the walk's
/// trail is a tree of these, and a candidate's captures are read back from its last one.
struct CaptureLink: Sendable {
    /// The capture's number (`MatchTables.captures`).
    var capture: Int32
    var start: Int32
    var length: Int32
    /// Index into the stage's span table of its value (list entry or builtin); -1 for wildcards.
    var reference: Int32
    /// The capture before it on the path (-1: none).
    var parent: Int32
}
