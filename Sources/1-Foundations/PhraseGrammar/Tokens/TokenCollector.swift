/// Collects `Token`s with their text.
struct TokenCollector: TokenSink {
    var tokens: [Token] = []

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, head: UInt64, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary) {
        var text = String(decoding: bytes, as: UTF8.self)
        if hasNonASCII { text = text.lowercased() }
        tokens.append(Token(text: text, range: range, boundary: boundary, numeric: Tokenizer.numericForm(of: bytes)))
    }

    mutating func finish(isASCII: Bool) {}
}
