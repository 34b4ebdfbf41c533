/// Receives the tokens of a scan.
protocol TokenSink {
    /// One token: its lowercased bytes (non-ASCII letters not yet lowercased), where it was
    /// typed, and what separates it from the previous token. Its value, when it is written in
    /// digits, follows with `numeric(_:)`.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary)

    /// The value of the token just handed to `word`, written in digits ("3", "2nd", "9:30pm").
    mutating func numeric(_ value: NumericForm)
}
