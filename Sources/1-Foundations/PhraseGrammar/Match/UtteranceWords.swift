/// Stage 1 of a parse: the utterance's tokens, then its positions, the tokens that are not skip
/// words, each with its word id, its value when written in digits, and what separates it from the
/// position before it. Every later stage counts in positions.
///
/// Kept from one utterance to the next: reading one reuses the lists of the one before.
struct UtteranceWords: ~Copyable {
    /// A position's token when some token was dropped: where it is in `scanned`, and what
    /// separates it from the kept token before it.
    struct KeptWord: Sendable {
        var token: Int32
        var boundary: TokenBoundary
    }

    /// Every token of the utterance, skip words included.
    private(set) var scanned: ScannedWords
    /// Per position: its token and boundary; filled only when some token was dropped (see
    /// `keptEveryToken`).
    private var kept = ScratchBuffer<KeptWord>()
    /// Per position: the word id (-1: no grammar word).
    private(set) var ids = ScratchBuffer<Int32>()
    /// Per position: the value when written in digits.
    private(set) var numerics = ScratchBuffer<NumericForm?>()
    /// The number of positions.
    private(set) var count = 0
    /// Whether every token was kept: positions are then token indices, and `kept` is not filled.
    private(set) var keptEveryToken = true

    /// Words looked up in `table`.
    init(table: WordTable) {
        scanned = ScannedWords(words: table)
    }

    /// How many tokens the lists have room for: about the bytes of the longest utterance read.
    var capacity: Int { max(scanned.capacity, ids.storage.count, numerics.storage.count) }

    /// Whether the text last read is ASCII (the scan saw no byte of 0x80 or more).
    var isASCII: Bool { scanned.isASCII }

    /// Reads `text`'s tokens, and its positions: every token but the skip phrases `skipAutomaton`
    /// matches (the longest at each place).
    // NB: the text is scanned, not kept: the parse's view holds it, and keeping it here too
    // retained it and released the one before on every utterance (two atomic operations).
    mutating func read(_ text: String, skipping skipAutomaton: DeterministicAutomaton) {
        scanned.removeAll()
        // NB: a native string's bytes read in place; `withUTF8` on a copy retained and released
        // it. A bridged string is made contiguous first.
        if text.utf8.withContiguousStorageIfAvailable({ Tokenizer.scan($0, into: &scanned) }) == nil {
            var bytes = text
            bytes.withUTF8 { Tokenizer.scan($0, into: &scanned) }
        }
        kept.removeAll()
        ids.removeAll()
        numerics.removeAll()
        count = 0
        dropSkipWords(skipAutomaton)
    }

    /// The token index of position `position`.
    @inline(__always)
    func token(at position: Int) -> Int {
        keptEveryToken ? position : Int(kept[position].token)
    }

    /// What separates position `position` from the position before it (`.space` for the first).
    @inline(__always)
    func boundary(at position: Int) -> TokenBoundary {
        if keptEveryToken { return position == 0 ? .space : scanned.words[position].boundary }
        return kept[position].boundary
    }

    /// Whether a clause starts at `position`: the utterance's start or end, or a comma or sentence
    /// break before it.
    func startsClause(at position: Int) -> Bool {
        position == 0 || position >= count || boundary(at: position) >= .comma
    }

    /// Whether the word at `position` (above 0) follows the one before it with only a space
    /// between: no skip word dropped, no punctuation.
    @inline(__always)
    func continuesRun(at position: Int) -> Bool {
        if keptEveryToken { return scanned.words[position].boundary == .space }
        return kept[position].token == kept[position - 1].token + 1 && kept[position].boundary == .space
    }

    /// The text of positions `start..<end` (`end` above `start`), as UTF-8 offsets.
    @inline(__always)
    func span(from start: Int, to end: Int) -> TextSpan {
        TextSpan(Int(scanned.words[token(at: start)].start)..<Int(scanned.words[token(at: end - 1)].end))
    }

    private mutating func dropSkipWords(_ skipAutomaton: DeterministicAutomaton) {
        let allIDs = scanned.ids
        let tokenCount = allIDs.count
        // The first skip phrase, if any.
        var firstSkip = 0
        var firstLength = 0
        while firstSkip < tokenCount {
            if skipAutomaton.child(of: DeterministicAutomaton.root, word: allIDs[firstSkip]) != nil {
                // NB: the longest skip phrase read straight off the automaton, not from a list of
                // every match.
                firstLength = skipAutomaton.longestWordMatch(at: firstSkip, in: allIDs)
                if firstLength > 0 { break }
            }
            firstSkip += 1
        }
        keptEveryToken = firstLength == 0
        guard firstLength > 0 else {
            // NB: most utterances have no skip word: the scanned ids and numbers are taken as
            // they are (lists exchanged) instead of copied token by token with a kept list.
            scanned.exchangeIDsAndNumerics(with: &ids, &numerics)
            count = tokenCount
            return
        }
        count = Self.keepWords(
            ids: allIDs, numerics: scanned.numerics, words: scanned.words, skipping: firstLength, at: firstSkip,
            automaton: skipAutomaton, into: &kept, &ids, &numerics)
    }

    /// Copies the tokens that are not skip words into `kept`, `ids` and `numerics`, given the
    /// first skip phrase (`length` tokens at `first`), and returns how many were kept.
    // NB: the tokens are copied in the pass that finds the skip phrases after the first, through
    // one buffer per list (`resize`), not marked skipped first and then copied in three passes.
    private static func keepWords(
        ids allIDs: ScratchBuffer<Int32>, numerics allNumerics: ScratchBuffer<NumericForm?>, words: ScratchBuffer<ScannedWords.Word>,
        skipping length: Int, at first: Int, automaton: DeterministicAutomaton,
        into kept: inout ScratchBuffer<KeptWord>, _ ids: inout ScratchBuffer<Int32>, _ numerics: inout ScratchBuffer<NumericForm?>
    ) -> Int {
        let tokenCount = min(allIDs.count, allNumerics.count, words.count)
        let capacity = max(tokenCount - length, 0)
        let keptCount = kept.resize(count: capacity, fillingWith: KeptWord(token: 0, boundary: .space)) { kept in
            ids.resize(count: capacity, fillingWith: 0) { ids in
                numerics.resize(count: capacity, fillingWith: nil) { numerics in
                    // Bounds: at most `capacity` tokens are kept, the first skip phrase's
                    // `length` being dropped; every index read is below `tokenCount`.
                    var position = 0
                    var pending = TokenBoundary.space
                    var index = 0
                    func keep(_ index: Int) {
                        guard position < capacity else { return }
                        kept[position] = KeptWord(token: Int32(index), boundary: position == 0 ? .space : pending)
                        ids[position] = allIDs[index]
                        numerics[position] = allNumerics[index]
                        position += 1
                        pending = .space
                    }
                    while index < first {
                        pending = max(pending, words[index].boundary)
                        keep(index)
                        index += 1
                    }
                    var skipEnd = min(first + length, tokenCount)
                    while index < tokenCount {
                        pending = max(pending, words[index].boundary)
                        if index >= skipEnd, automaton.child(of: DeterministicAutomaton.root, word: allIDs[index]) != nil {
                            let longest = automaton.longestWordMatch(at: index, in: allIDs)
                            if longest > 0 { skipEnd = index + longest }
                        }
                        if index >= skipEnd { keep(index) }
                        index += 1
                    }
                    return position
                }
            }
        }
        kept.removeLast(from: keptCount)
        ids.removeLast(from: keptCount)
        numerics.removeLast(from: keptCount)
        return keptCount
    }
}

extension UtteranceWords {
    /// What separates each position from the one before it, read through buffers lent by
    /// `withBoundaries(_:)` and valid only inside its closure.
    struct Boundaries {
        /// The number of positions.
        let count: Int
        private let keptEveryToken: Bool
        private let scanned: UnsafeBufferPointer<ScannedWords.Word>
        private let kept: UnsafeBufferPointer<KeptWord>

        fileprivate init(count: Int, keptEveryToken: Bool, scanned: UnsafeBufferPointer<ScannedWords.Word>, kept: UnsafeBufferPointer<KeptWord>) {
            self.count = count
            self.keptEveryToken = keptEveryToken
            self.scanned = scanned
            self.kept = kept
        }

        /// As `UtteranceWords.boundary(at:)`.
        @inline(__always)
        func boundary(at position: Int) -> TokenBoundary {
            if keptEveryToken { return position == 0 ? .space : scanned[position].boundary }
            return kept[position].boundary
        }

        /// As `UtteranceWords.startsClause(at:)`.
        @inline(__always)
        func startsClause(at position: Int) -> Bool {
            position == 0 || position >= count || boundary(at: position) >= .comma
        }
    }

    /// Calls `body` with the positions' boundaries.
    // NB: the walk hands them to the calls it makes for each wildcard edge (`WildcardExtents`): a
    // few buffers, where `UtteranceWords` itself was copied for each call (145 bytes).
    @inline(__always)
    func withBoundaries<Result>(_ body: (Boundaries) -> Result) -> Result {
        scanned.words.storage.withUnsafeBufferPointer { scanned in
            kept.storage.withUnsafeBufferPointer { kept in
                // Bounds: every position is a token (`scanned`) and, when some token was dropped,
                // has a kept word (`kept`).
                guard count <= scanned.count, keptEveryToken || count <= kept.count else {
                    return body(Boundaries(count: 0, keptEveryToken: true, scanned: scanned, kept: kept))  // never: as read
                }
                return body(Boundaries(count: count, keptEveryToken: keptEveryToken, scanned: scanned, kept: kept))
            }
        }
    }

    /// Exchanges the positions' ids and values with `recognizer`'s: called once to lend them to
    /// the recognizer, which reads them in place with no copy retained, and once more to take
    /// them back. Between the two, these lists are empty.
    mutating func exchangePositions(with recognizer: inout BuiltinRecognizer) {
        swap(&ids, &recognizer.ids)
        swap(&numerics, &recognizer.numerics)
    }
}
