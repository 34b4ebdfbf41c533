/// The tokens of an utterance as the matcher needs them: ids, byte ranges, boundaries, numbers.
struct ScannedWords: TokenSink, Sendable {
    private(set) var ids: [Int32] = []
    private(set) var starts: [Int32] = []
    private(set) var ends: [Int32] = []
    private(set) var boundaries: [TokenBoundary] = []
    private(set) var numerics: [NumericForm?] = []
    private let words: WordTable?

    init(words: WordTable? = nil) {
        self.words = words
    }

    /// Forgets every token, keeping the storage for the next utterance.
    mutating func removeAll() {
        ids.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        boundaries.removeAll(keepingCapacity: true)
        numerics.removeAll(keepingCapacity: true)
    }

    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary, numeric: NumericForm?) {
        var id: Int32 = -1
        if let words {
            if hasNonASCII {
                id = words.id(of: String(decoding: bytes, as: UTF8.self).lowercased())
            } else {
                id = words.id(of: bytes)
            }
        }
        ids.append(id)
        starts.append(Int32(truncatingIfNeeded: range.lowerBound))
        ends.append(Int32(truncatingIfNeeded: range.upperBound))
        boundaries.append(boundary)
        numerics.append(numeric)
    }
}
