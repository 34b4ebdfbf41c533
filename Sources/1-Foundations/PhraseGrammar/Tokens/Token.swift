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

/// The punctuation between two tokens, as far as phrase boundaries care.
public enum TokenBoundary: UInt8, Hashable, Sendable, Comparable {
    /// Only spaces (or nothing: the first token).
    case space
    /// A comma, colon or spaced dash.
    case comma
    /// A full stop, '?', '!', ';' or a line break.
    case sentence

    public static func < (lhs: TokenBoundary, rhs: TokenBoundary) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A token written with digits.
public enum NumericForm: Hashable, Sendable {
    /// "3", "12.50".
    case number(Double)
    /// "2nd", "21st".
    case ordinal(Int)
    /// "9:30", "9am", "7:15p.m" (`isPM` is nil when no meridiem was written).
    case clock(hour: Int, minute: Int, isPM: Bool?)
}
