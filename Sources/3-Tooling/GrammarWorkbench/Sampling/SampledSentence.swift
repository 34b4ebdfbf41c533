import PhraseGrammar

/// A sentence made from one phrase, with what the phrase should make of it.
public struct SampledSentence: Hashable, Sendable {
    public var text: String
    /// The phrase it was made from.
    public var phraseIndex: Int
    /// "request.grammar:12 trigger".
    public var rule: String
    /// The intent the phrase's block is for, or nil for global and `expect` phrases.
    public var intent: String?
    /// The `expect` block the phrase belongs to, if any.
    public var expectation: String?
    /// Each value put into a capture: the slot it fills and the value.
    public var captures: [ExpectedCapture]
    /// Word ranges (in words) that came from each rule, for making near-misses.
    public var ruleWords: [String: [Range<Int>]]
    public var words: [String]
    /// False when a capture had nothing to say (an empty list, such as saved places with no
    /// profile): the sentence is not one the phrase accepts.
    public var isComplete: Bool
}

/// A value a sampled sentence put into a capture, as the parse should give it back.
public struct ExpectedCapture: Hashable, Sendable {
    public var slot: String
    public var value: CaptureValue
    public var sourceName: String
}
