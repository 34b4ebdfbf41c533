/// Receives the tokens of a scan.
protocol TokenSink {
    /// One token: its lowercased bytes (non-ASCII letters not yet lowercased), their first eight
    /// as one number (`WordTable.Lookup.head(of:)`), where it was typed, and what separates it
    /// from the previous token.
    mutating func word(
        _ bytes: UnsafeBufferPointer<UInt8>, head: UInt64, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary)

    /// Called once the text is scanned: `isASCII` tells whether it has no byte of 0x80 or above.
    mutating func finish(isASCII: Bool)
}

extension Tokenizer {
    /// The value of a token written in digits ("3", "-2", "2nd", "9:30pm"), from its lowercased bytes.
    @inline(__always)
    static func numericForm(of word: UnsafeBufferPointer<UInt8>) -> NumericForm? {
        guard let first = word.first else { return nil }
        // A word that starts with "-" is a minus sign written against digits ("-2"); "-" alone
        // (never a token) would parse as nothing.
        guard first &- UInt8(ascii: "0") < 10 || first == UInt8(ascii: "-") else { return nil }
        return NumericForm.parse(word)
    }
}
