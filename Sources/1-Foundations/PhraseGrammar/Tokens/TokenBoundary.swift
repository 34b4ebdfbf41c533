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
