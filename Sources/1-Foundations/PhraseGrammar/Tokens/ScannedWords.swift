/// The tokens of an utterance as the matcher needs them: ids, byte ranges, boundaries, numbers.
/// Kept between utterances: a scan only resets counts (see `ScratchBuffer`).
struct ScannedWords: Sendable {
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
    /// The grammar's words (none: every token's id is -1).
    private let table: WordTable
    /// Whether the last text scanned had no byte of 0x80 or above (true before any scan): a
    /// reader that needs character offsets can take them to be byte offsets then.
    private(set) var isASCII = true

    init(words: WordTable? = nil) {
        self.table = words ?? WordTable()
    }

    var count: Int { words.count }

    /// How many tokens the lists have room for: a scan makes them as long as its text has bytes,
    /// and they keep that storage for the next utterance.
    var capacity: Int { max(ids.storage.count, numerics.storage.count, words.storage.count) }

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

    /// Replaces the tokens with those `scan` hands to its writer, of which there are at most
    /// `maximumCount` (a scan makes at most one token a byte).
    mutating func replace(maximumCount: Int, by scan: (inout Writer) -> Void) {
        isASCII = Self.replace(&ids, &numerics, &words, maximumCount: maximumCount, table: table, by: scan)
    }

    // NB: the lists are made long enough once and written through pointers, rather than appended
    // to with a uniqueness and capacity check per token and list; the table is borrowed: read from `self` while the lists change, it was retained
    // and released, its three arrays each time (about 120 more).
    /// Returns whether the text scanned was ASCII.
    private static func replace(
        _ ids: inout ScratchBuffer<Int32>, _ numerics: inout ScratchBuffer<NumericForm?>, _ words: inout ScratchBuffer<Word>,
        maximumCount: Int, table: borrowing WordTable, by scan: (inout Writer) -> Void
    ) -> Bool {
        let capacity = max(maximumCount, 1)
        let (count, isASCII) = table.withLookup { table in
            ids.resize(count: capacity, fillingWith: -1) { ids in
                numerics.resize(count: capacity, fillingWith: nil) { numerics in
                    words.resize(count: capacity, fillingWith: Word(start: 0, end: 0, boundary: .space)) { words in
                        guard var writer = Writer(ids: ids, numerics: numerics, words: words, table: table) else { return (0, true) }
                        scan(&writer)
                        return (writer.count, writer.isASCII)
                    }
                }
            }
        }
        ids.removeLast(from: count)
        numerics.removeLast(from: count)
        words.removeLast(from: count)
        return isASCII
    }
}

extension ScannedWords {
    /// Writes tokens into the buffers of `replace(maximumCount:by:)`, with their ids looked up.
    struct Writer: TokenSink {
        private let ids: UnsafeMutablePointer<Int32>
        private let numerics: UnsafeMutablePointer<NumericForm?>
        private let words: UnsafeMutablePointer<Word>
        /// How many tokens each of the three buffers holds.
        private let capacity: Int
        private let table: WordTable.Lookup
        /// The tokens written so far.
        private(set) var count = 0
        /// Whether the text scanned had no byte of 0x80 or above.
        private(set) var isASCII = true

        /// A writer into `ids`, `numerics` and `words`, or nil unless they are equally long.
        fileprivate init?(
            ids: UnsafeMutableBufferPointer<Int32>, numerics: UnsafeMutableBufferPointer<NumericForm?>,
            words: UnsafeMutableBufferPointer<Word>, table: WordTable.Lookup
        ) {
            guard let idBase = ids.baseAddress, let numericBase = numerics.baseAddress, let wordBase = words.baseAddress,
                ids.count == words.count, numerics.count == words.count
            else { return nil }
            self.ids = idBase
            self.numerics = numericBase
            self.words = wordBase
            self.capacity = words.count
            self.table = table
        }

        @inline(__always)
        mutating func word(
            _ bytes: UnsafeBufferPointer<UInt8>, head: UInt64, hasNonASCII: Bool, range: Range<Int>, boundary: TokenBoundary
        ) {
            // NB: the one test bounding every write below (the buffers hold `capacity` tokens
            // each); it never fails, as a scan makes at most one token a byte.
            guard count < capacity else { return }
            let id: Int32
            if hasNonASCII {
                var lowercased = String(decoding: bytes, as: UTF8.self).lowercased()
                id = lowercased.withUTF8 { table.id(of: $0) }
            } else {
                id = table.id(of: bytes, head: head)
            }
            ids[count] = id
            // NB: the value read here, after the lookup (a call only for a word that starts with
            // a digit or a minus sign), not by the scan with its own test of the word's first
            // byte and a second call into the sink.
            numerics[count] = Tokenizer.numericForm(of: bytes)
            words[count] = Word(
                start: Int32(truncatingIfNeeded: range.lowerBound), end: Int32(truncatingIfNeeded: range.upperBound),
                boundary: boundary)
            count &+= 1
        }

        mutating func finish(isASCII: Bool) {
            self.isASCII = isASCII
        }
    }
}

extension Tokenizer {
    /// Scans `bytes` into `words`, replacing the tokens they held.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into words: inout ScannedWords) {
        words.replace(maximumCount: bytes.count) { writer in scan(bytes, into: &writer) }
    }
}
