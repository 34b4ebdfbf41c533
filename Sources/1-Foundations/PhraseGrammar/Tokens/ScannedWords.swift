/// The tokens of an utterance as the matcher needs them: ids, byte ranges, boundaries, numbers.
/// Kept between utterances: `removeAll()` only resets counts (see `ScratchBuffer`).
struct ScannedWords: TokenSink, Sendable {
    /// One token's place and what separates it from the token before it.
    struct Word: Sendable {
        var start: Int32
        var end: Int32
        var boundary: TokenBoundary
    }

    /// Word ids by token (-1: no grammar word), apart so automata read them as one list.
    private(set) var ids = ScratchBuffer<Int32>()
    /// The value of each token written with digits (nil for the others).
    private(set) var numerics = ScratchBuffer<NumericForm?>()
    private(set) var words = ScratchBuffer<Word>()
    private let table: WordTable?

    init(words: WordTable? = nil) {
        self.table = words
    }

    var count: Int { words.count }

    /// Forgets every token, keeping the storage for the next utterance.
    mutating func removeAll() {
        ids.removeAll()
        numerics.removeAll()
        words.removeAll()
    }

    /// Exchanges the ids and numbers with `ids` and `numerics`: when no token is dropped the
    /// matcher takes these lists as they are, and this keeps its old storage for the next scan.
    mutating func exchangeIDsAndNumerics(with ids: inout ScratchBuffer<Int32>, _ numerics: inout ScratchBuffer<NumericForm?>) {
        swap(&self.ids, &ids)
        swap(&self.numerics, &numerics)
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
        numerics.append(numeric)
        words.append(Word(
            start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
            boundary: boundary))
    }
}
