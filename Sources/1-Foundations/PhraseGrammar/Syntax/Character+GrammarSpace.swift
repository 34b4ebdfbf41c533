extension Character {
    /// `isWhitespace`, answered without a Unicode property lookup for ASCII characters.
    @inline(__always)
    var isGrammarSpace: Bool {
        if let ascii = asciiValue { return ascii == 32 || (ascii >= 9 && ascii <= 13) }
        return isWhitespace
    }
}
