/// One word of an utterance (or of grammar text): its normalized form and where it was typed.
public struct Token: Hashable, Sendable {
    /// Lowercased, with typographic apostrophes made plain ("What’s" → "what's").
    public var text: String
    /// Byte offsets of the word as typed, in the text's UTF-8.
    public var range: Range<Int>
    /// What separates this token from the one before it.
    public var boundary: TokenBoundary
    /// The value of a token written with digits ("3", "2nd", "9:30pm").
    public var numeric: NumericForm?

    public init(text: String, range: Range<Int>, boundary: TokenBoundary = .space, numeric: NumericForm? = nil) {
        self.text = text
        self.range = range
        self.boundary = boundary
        self.numeric = numeric
    }
}
