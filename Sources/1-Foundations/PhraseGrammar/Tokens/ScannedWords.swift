/// The tokens of an utterance as the matcher needs them: ids, byte ranges, boundaries, numbers.
/// Kept between utterances: `removeAll()` only resets counts (see `ScratchBuffer`).
struct ScannedWords: TokenSink, Sendable {
    /// One token's place and kind.
    struct Word: Sendable {
        var start: Int32
        var end: Int32
        var boundary: TokenBoundary
        /// The value of a token written with digits.
        var numeric: NumericForm?
    }

    /// Word ids by token (-1: no grammar word), apart so automata read them as one `[Int32]`.
    private(set) var ids = ScratchBuffer<Int32>()
    private(set) var words = ScratchBuffer<Word>()
    private let table: WordTable?

    init(words: WordTable? = nil) {
        self.table = words
    }

    var count: Int { ids.count }

    /// Forgets every token, keeping the storage for the next utterance.
    mutating func removeAll() {
        ids.removeAll()
        words.removeAll()
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary, numeric: NumericForm?) {
        var id: Int32 = -1
        if let table {
            if hasNonASCII {
                id = table.id(of: String(decoding: bytes, as: UTF8.self).lowercased())
            } else {
                id = table.id(of: bytes)
            }
        }
        ids.append(id)
        words.append(Word(
            start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
            boundary: boundary, numeric: numeric))
    }
}
