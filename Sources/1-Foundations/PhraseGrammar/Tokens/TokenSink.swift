/// Receives the tokens of a scan.
protocol TokenSink {
    /// One token: its lowercased bytes (non-ASCII letters not yet lowercased), where it was
    /// typed, what separates it from the previous token, and its value when written in digits.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary, numeric: NumericForm?)
}
