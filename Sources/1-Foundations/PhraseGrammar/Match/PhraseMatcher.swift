/// Finds every phrase match in one utterance and picks the best non-overlapping set.
///
/// Steps, each linear in the utterance's length: tokenize once into ids; drop skip words; find
/// list synonyms and builtin values at every position; walk the phrase automata from every
/// position (bounded by the longest phrase), working out a wildcard's extent at a position the
/// first time a walk reaches it; then choose matches by dynamic
/// programming over token positions, once per intent that has candidates. No backtracking over
/// the sentence.
///
/// A matcher keeps its working arrays between utterances (see `MatcherPool`), so parsing in the
/// steady state allocates little beyond the result.
struct PhraseMatcher {
    private struct TrailEntry: Sendable {
        var capture: Int32
        var start: Int32
        var length: Int32
        /// Index into the source's span table (list or builtin); -1 for wildcards.
        var reference: Int32
        var parent: Int32
    }

    /// A match the parse chose: its phrase, its positions, and where its captures are in
    /// `chosenCaptures`.
    struct ChosenMatch: Sendable {
        var phrase: Int32
        var start: Int32
        var end: Int32
        var score: Int32
        var firstCapture: Int32
        var captureEnd: Int32
    }

    private struct Candidate: Sendable {
        var start: Int32
        var end: Int32
        var phrase: Int32
        /// The phrase's intent (`MatchTables.phraseIntent`), read once when the phrase is found.
        var intent: Int32
        var trail: Int32
        var score: Int32
    }

    private struct WildcardExtent: Sendable {
        var minimum: Int32
        var maximum: Int32
        var tail: Int32
        /// The `extentStamp` of the utterance the extent was worked out for (0: never).
        var stamp: UInt32

        /// A slot never worked out.
        static let unknown = WildcardExtent(minimum: -1, maximum: 0, tail: 0, stamp: 0)
    }

    private struct WalkState: Sendable {
        var node: Int32
        var position: Int32
        var trail: Int32
        var wildcardWords: Int32
        /// Lone numbers read as times: weak evidence, weighing between a wildcard word and a named one.
        var weakWords: Int32 = 0
    }

    /// What a walk reads: the automaton and its capture edges as buffers, the word ids and the
    /// kinds of values found at each position (`count` of them).
    private struct WalkInput {
        let automaton: DeterministicAutomaton.Buffers
        let edges: PhraseWalkTable.Buffers
        let ids: UnsafeBufferPointer<Int32>
        let valueKinds: UnsafeBufferPointer<UInt8>
        let count: Int
    }

    /// A token kept after dropping skip words: where it is in `scanned`, and what separates it
    /// from the kept token before it.
    private struct KeptWord: Sendable {
        var token: Int32
        var boundary: TokenBoundary
    }

    let tables: MatchTables
    /// Per phrase automaton of `tables`, what the walk reads beside it.
    private let walkTables: [PhraseWalkTable]
    /// Per phrase automaton of `tables`, its tables as buffers, and its walk table's layers as
    /// buffers (two per automaton: for walks from the first word, then from later ones); valid as
    /// long as the matcher, which holds both.
    // NB: taken once, not for every utterance's walks: taking them from the automaton and the walk
    // table retained and released both (with the ids and kinds taken without retaining their
    // arrays, see `walk(_:layers:from:markingStartsIn:)`, the parser 11,890 -> 11,682 instructions an
    // utterance).
    private let walkAutomata: [DeterministicAutomaton.Buffers]
    private let walkLayers: [PhraseWalkTable.Buffers]
    // NB: the tables walks read most, held here too: reading them through `tables` on every edge
    // retained and released each array.
    private let entryLists: [Int32]
    // NB: read through `tables`, the list automaton was retained and released on every
    // utterance (the parser 11,763 -> 11,745 instructions an utterance); the skip automaton on
    // every utterance with a skip word.
    private let listAutomaton: DeterministicAutomaton
    private let skipAutomaton: DeterministicAutomaton
    private let wildcardMaxWords: [Int]
    // NB: every wildcard's word flags in one flat list (`wildcard * flagStride + id`): reading a
    // flag from a list of lists retained and released the inner list (about 200 instructions an
    // utterance).
    private let wildcardFlagList: [UInt8]
    private let flagStride: Int
    private let phraseFlags: [UInt8]
    private let phraseIntent: [Int32]
    // NB: what `findBuiltins` reads of the tables, held here too: read through `tables`, the
    // tables were retained and released on every utterance (the parser 11,831 -> 11,763
    // instructions an utterance).
    /// The builtins some phrase captures, as `CaptureCode.Kind` bits (number, ordinal, time,
    /// duration, date).
    private let usedBuiltins: UInt8
    /// Per word id, the builtins a value of which can start with it (`BuiltinWords.startKinds`).
    private let builtinStartKinds: [UInt8]
    /// Every token of the utterance, skip words included.
    private var scanned = ScannedWords()
    // NB: every working list is a `ScratchBuffer`, reset by count, so an utterance reuses the
    // storage of the one before without clearing or refilling whole arrays.
    /// Per position (tokens that are not skip words): the token and its boundary, its word id,
    /// its value when written in digits. `kept` is filled only when some token was dropped
    /// (see `token(at:)`).
    private var kept = ScratchBuffer<KeptWord>()
    /// Per position: the word id, and the value when written in digits (held by `recognizer`).
    // NB: held by the recognizer, which reads them in place, rather than swapped into it and back
    // for each utterance with a value (`findBuiltins` 190 -> 166 instructions an utterance).
    // Passed on as arguments, or two at once, they are named `recognizer.ids` and
    // `recognizer.numerics` (stored properties): through these accessors the arrays were retained
    // and released, and two inout accesses would overlap.
    private var ids: ScratchBuffer<Int32> {
        _read { yield recognizer.ids }
        _modify { yield &recognizer.ids }
    }
    private var numerics: ScratchBuffer<NumericForm?> {
        _read { yield recognizer.numerics }
        _modify { yield &recognizer.numerics }
    }
    private var count = 0
    /// Whether every token was kept: positions are then token indices, and `kept` is not filled.
    private var keptEveryToken = true

    private var listMatches = SpanTable<Int32>()
    /// Per position: bit `l` set when list `l` (or, for bit 63, a list numbered 63 or more) has an
    /// entry starting there.
    // NB: most list edges a walk looks at name a list with no entry at the position; the mask
    // turns them away without scanning the position's entries (with the phrase flags in one byte,
    // the parser 22,559 → 22,409 instructions an utterance).
    private var listMasks = ScratchBuffer<UInt64>()
    private var numbers = SpanTable<Double>()
    private var ordinals = SpanTable<Int>()
    private var times = SpanTable<ClockTime>()
    private var durations = SpanTable<Int>()
    private var dates = SpanTable<CalendarDay>()
    /// Reads the builtin values; holds the matcher's ids and numbers (`ids`, `numerics`), and the
    /// number table is swapped into it while it reads (see `findBuiltins`).
    // NB: kept from one utterance to the next, not made for each utterance with a value: making
    // and destroying it retained and released its words and five lists (the parser 14,846 -> 14,804
    // instructions an utterance).
    private var recognizer: BuiltinRecognizer
    /// Per position: the capture kinds (`CaptureCode.Kind.bit`) that may match there: those with
    /// a list entry or builtin value starting there, and wildcards (always).
    private var valueKinds = ScratchBuffer<UInt8>()
    /// Per wildcard, per position (`wildcard * count + position`): the shortest and longest
    /// extent allowed (0 when none), and the extent of the text continued past commas to an
    /// address end ("…, San Francisco, CA 94108"), when longer than `maximum` (0 when none);
    /// worked out for this utterance only when its `stamp` is `extentStamp`.
    // NB: one list of the three, not three lists: one fill per utterance and one checked write
    // per slot worked out, not three (about 520 instructions an utterance).
    private var wildcardExtents = ScratchBuffer<WildcardExtent>()
    /// Stamps the wildcard extents worked out for the current utterance (never 0).
    // NB: a slot is known to be stale by its stamp, so the list is not refilled for every
    // utterance (the parser 15,194 -> 15,099 instructions an utterance).
    private var extentStamp: UInt32 = 0
    // NB: the trail and the stack are `PlainList`s, written without a uniqueness test: a push
    // (an append to each) was about 100 instructions as two `ScratchBuffer` appends (the parser
    // 13,180 -> 13,005 instructions an utterance).
    private var trail = PlainList<TrailEntry>()
    /// The phrases found, in order of start.
    // NB: a `PlainList` rather than a `SpanTable`, whose appends tested its buffer's uniqueness;
    // with each candidate's intent read once, when it is found, rather than by `choose` and each
    // `solve`, the parser 13,005 -> 12,830 instructions an utterance.
    private var candidates = PlainList<Candidate>()
    /// Per position, then one past the last: the index of the first candidate starting there (or
    /// later), recorded as the walks reach it (see `collectCandidates`).
    // NB: a `PlainList`, filled through a buffer it hands out (`replaceAll(count:)`), rather than a
    // `ScratchBuffer` swapped out of the matcher for the walks and resized with a uniqueness test
    // (with the marks never nil, the parser 11,590 -> 11,574 instructions an utterance).
    private var candidateStarts = PlainList<Int32>()

    // Working lists of single steps.
    private var stack = PlainList<WalkState>()
    private var best = ScratchBuffer<Int>()
    private var pick = ScratchBuffer<Int>()
    private var winnerPick = ScratchBuffer<Int>()
    /// `best` and `pick` for global phrases alone, when worked out beside an intent's
    /// (`solveWithGlobal`).
    private var globalBest = ScratchBuffer<Int>()
    private var globalPick = ScratchBuffer<Int>()
    /// The number of intents of the tables (`MatchTables.intents`).
    private let intentCount: Int

    // The chosen parse, read in place (`PhraseParseView`) or made into a `PhraseParse`.
    // NB: kept in the matcher's buffers rather than built as a `PhraseParse` for each utterance:
    // its arrays of matches, captures and residue, allocated, filled and freed per parse, cost
    // about 850 instructions an utterance more (callgrind, 15,405 -> 14,550 with the readers).
    private var chosen = ScratchBuffer<ChosenMatch>()
    /// The chosen matches' captures, match after match, each match's in text order.
    private var chosenCaptures = ScratchBuffer<TrailEntry>()
    private var residueRuns = ScratchBuffer<TextSpan>()
    /// The intent of the chosen parse (1-based; 0 when only global phrases were chosen).
    private var chosenIntent: Int32 = 0
    private var chosenScore = 0

    /// A matcher over `tables`, whose automata's walk tables are `walkTables` (made from the same
    /// tables when not given).
    init(tables: MatchTables, walkTables: [PhraseWalkTable]? = nil) {
        self.tables = tables
        self.walkTables = walkTables ?? tables.makeWalkTables()
        self.walkAutomata = tables.phraseAutomata.map(\.lastingBuffers)
        self.walkLayers = self.walkTables.flatMap { [$0.lastingBuffers(fromFirstWord: true), $0.lastingBuffers(fromFirstWord: false)] }
        self.entryLists = tables.entryLists
        self.listAutomaton = tables.listAutomaton
        self.skipAutomaton = tables.skipAutomaton
        self.wildcardMaxWords = tables.wildcardMaxWords
        let stride = tables.wildcardWordFlags.reduce(0) { max($0, $1.count) }
        var flagList = [UInt8](repeating: 0, count: stride * tables.wildcardWordFlags.count)
        for (wildcard, flags) in tables.wildcardWordFlags.enumerated() {
            for (id, flag) in flags.enumerated() { flagList[wildcard * stride + id] = flag }
        }
        self.wildcardFlagList = flagList
        self.flagStride = stride
        self.phraseFlags = tables.phraseFlags
        self.phraseIntent = tables.phraseIntent
        self.intentCount = tables.intents.count
        var usedBuiltins: UInt8 = 0
        if tables.usesNumbers { usedBuiltins |= CaptureCode.Kind.number.bit }
        if tables.usesOrdinals { usedBuiltins |= CaptureCode.Kind.ordinal.bit }
        if tables.usesTimes { usedBuiltins |= CaptureCode.Kind.time.bit }
        if tables.usesDurations { usedBuiltins |= CaptureCode.Kind.duration.bit }
        if tables.usesDates { usedBuiltins |= CaptureCode.Kind.date.bit }
        self.usedBuiltins = usedBuiltins
        self.builtinStartKinds = tables.builtinWords.startKindTable
        self.scanned = ScannedWords(words: tables.words)
        self.recognizer = BuiltinRecognizer(ids: ScratchBuffer(), numerics: ScratchBuffer(), words: tables.builtinWords)
    }

    /// How many tokens this matcher's lists have room for, to decide whether to keep it: about
    /// the bytes of the longest utterance it read (the ids and numbers of a scan may have been
    /// exchanged into the matcher's own lists).
    // NB: `mutating` though it changes nothing: read through the pool's pointer to the matcher,
    // a non-mutating read copied the whole matcher first.
    var capacity: Int {
        mutating get { max(scanned.capacity, ids.storage.count, numerics.storage.count) }
    }

    /// The token index of position `position`.
    @inline(__always)
    private func token(at position: Int) -> Int {
        keptEveryToken ? position : Int(kept[position].token)
    }

    /// What separates position `position` from the position before it (`.space` for the first).
    @inline(__always)
    private func boundary(at position: Int) -> TokenBoundary {
        if keptEveryToken { return position == 0 ? .space : scanned.words[position].boundary }
        return kept[position].boundary
    }

    /// Parses `text`, reusing the arrays of the previous utterance.
    mutating func run(text: String, expectations: Set<String>) {
        reset(text: text)
        dropSkipWords()
        let valueStarts = findListEntries()
        findBuiltins(valueStarts: valueStarts)
        findWildcardExtents()
        if expectations.isEmpty {
            collectCandidates(automata: CollectionOfOne(0))
        } else {
            // Expectation phrases are walked first: on equal scores the first candidate wins, so
            // "3" is a party size when one is expected rather than a choice.
            var automata: [Int] = []
            for expectation in expectations.sorted() {
                if let index = tables.expectationAutomata[expectation] { automata.append(index) }
            }
            automata.append(0)
            collectCandidates(automata: automata)
        }
        choose()
    }

    // MARK: - Preparation

    // NB: the text is scanned, not kept: the parse's view holds it, and keeping it here too
    // retained it and released the one before on every utterance (two atomic operations).
    private mutating func reset(text: String) {
        scanned.removeAll()
        // NB: a native string's bytes read in place; `withUTF8` on a copy retained and released
        // it (about 50 instructions an utterance). A bridged string is made contiguous first.
        if text.utf8.withContiguousStorageIfAvailable({ Tokenizer.scan($0, into: &scanned) }) == nil {
            var bytes = text
            bytes.withUTF8 { Tokenizer.scan($0, into: &scanned) }
        }
        kept.removeAll()
        ids.removeAll()
        numerics.removeAll()
        count = 0
        listMatches.removeAll()
        numbers.removeAll()
        ordinals.removeAll()
        times.removeAll()
        durations.removeAll()
        dates.removeAll()
        trail.removeAll()
        stack.removeAll()
        candidates.removeAll()
    }

    private mutating func dropSkipWords() {
        let allIDs = scanned.ids
        let tokenCount = allIDs.count
        let skipAutomaton = self.skipAutomaton
        // The first skip phrase, if any.
        var firstSkip = 0
        var firstLength = 0
        while firstSkip < tokenCount {
            if skipAutomaton.child(of: DeterministicAutomaton.root, word: allIDs[firstSkip]) != nil {
                // NB: the longest skip phrase read straight off the automaton, not from a list of
                // every match (with the writes below, `dropSkipWords` 537 → 387 instructions an utterance).
                firstLength = skipAutomaton.longestWordMatch(at: firstSkip, in: allIDs)
                if firstLength > 0 { break }
            }
            firstSkip += 1
        }
        keptEveryToken = firstLength == 0
        guard firstLength > 0 else {
            // NB: most utterances have no skip word: the scanned ids and numbers are taken as
            // they are (buffers exchanged) instead of copied token by token with a kept list
            // (about 1,000 instructions an utterance).
            scanned.exchangeIDsAndNumerics(with: &recognizer.ids, &recognizer.numerics)
            count = tokenCount
            return
        }
        count = Self.keepWords(
            ids: allIDs, numerics: scanned.numerics, words: scanned.words, skipping: firstLength, at: firstSkip,
            automaton: skipAutomaton, into: &kept, &recognizer.ids, &recognizer.numerics)
    }

    /// Copies the tokens that are not skip words into `kept`, `ids` and `numerics`, given the
    /// first skip phrase (`length` tokens at `first`), and returns how many were kept.
    // NB: the tokens are copied in the pass that finds the skip phrases after the first, through
    // one buffer per list (`resize`), not marked skipped first and then copied in three passes
    // (the parser 14,753 -> 14,609 instructions an utterance).
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

    /// Finds the list entries (see `findListEntries(ids:numerics:…)`) and, in an utterance of up to
    /// 64 words when some phrase captures a builtin, the positions where a value may start.
    private mutating func findListEntries() -> (values: UInt64, numbers: UInt64) {
        Self.findListEntries(
            ids: recognizer.ids.storage, numerics: recognizer.numerics.storage, count: count, automaton: listAutomaton,
            entryLists: entryLists,
            startKinds: builtinStartKinds, findingValueStarts: usedBuiltins != 0 && count <= UInt64.bitWidth,
            into: &listMatches, kinds: &valueKinds, masks: &listMasks)
    }

    /// Fills `kinds` (the wildcard bit, and the list bit where a list entry starts), `masks` and
    /// `matches` with the list entries starting at each of the first `count` of `ids`; when
    /// `findingValueStarts` (`count` at most 64), returns the positions where a value of some
    /// builtin may start, as bits, and those where a number may (`startKinds` per word id).
    // NB: the kinds and masks written once each, through buffers, as the entries are found, not
    // reset first and then written with a bounds check and a uniqueness test per position; the
    // automaton and ids read through buffers (the parser 15,280 -> 15,194 instructions an utterance).
    // NB: the value starts found in the same pass over the words, not in a pass of their own
    // (with the list entries, 497 -> 476 instructions an utterance).
    private static func findListEntries(
        ids: [Int32], numerics: [NumericForm?], count: Int, automaton: DeterministicAutomaton, entryLists: [Int32],
        startKinds: [UInt8], findingValueStarts: Bool,
        into matches: inout SpanTable<Int32>, kinds: inout ScratchBuffer<UInt8>, masks: inout ScratchBuffer<UInt64>
    ) -> (values: UInt64, numbers: UInt64) {
        let count = min(count, ids.count, numerics.count)
        let findingValueStarts = findingValueStarts && count <= UInt64.bitWidth
        var values: UInt64 = 0
        var numbers: UInt64 = 0
        automaton.withBuffers { graph in
            ids.withUnsafeBufferPointer { ids in
                numerics.withUnsafeBufferPointer { numerics in
                    startKinds.withUnsafeBufferPointer { startKinds in
                        kinds.resize(count: count, fillingWith: 0) { kinds in
                            masks.resize(count: count, fillingWith: 0) { masks in
                                // Bounds: positions and cursors stay below `count`, at most the ids',
                                // the numbers' and the buffers' own; states and payloads come from the
                                // automaton; an id is read in `startKinds` only when below its count.
                                for position in 0..<count {
                                    let id = ids[position]
                                    var mask: UInt64 = 0
                                    if var state = graph.child(of: DeterministicAutomaton.root, word: id) {
                                        // NB: the entries are read straight off the automaton into the table, not
                                        // gathered in a list of matches first (`findListEntries` 843 → 648
                                        // instructions an utterance).
                                        var cursor = position + 1
                                        while true {
                                            for index in graph.terminalIndices(of: state) {
                                                let entry = graph.payloads[index]
                                                matches.append(start: position, length: cursor - position, value: entry)
                                                mask |= listBit(entryLists[Int(entry)])
                                            }
                                            guard cursor < count, let next = graph.child(of: state, word: ids[cursor]) else { break }
                                            state = next
                                            cursor += 1
                                        }
                                    }
                                    kinds[position] = CaptureCode.Kind.wildcard.bit | (mask != 0 ? CaptureCode.Kind.list.bit : 0)
                                    masks[position] = mask
                                    if findingValueStarts {
                                        // A word written in digits may start a value of any kind.
                                        let valueKinds: UInt8 = numerics[position] != nil
                                            ? UInt8.max : UInt(bitPattern: Int(id)) < UInt(startKinds.count) ? startKinds[Int(id)] : 0
                                        if valueKinds != 0 {
                                            let bit: UInt64 = 1 << UInt64(position & (UInt64.bitWidth - 1))
                                            values |= bit
                                            if valueKinds & CaptureCode.Kind.number.bit != 0 { numbers |= bit }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        matches.seal(count: count)
        return (values, numbers)
    }

    /// The bit of list `list` in a position's list mask.
    @inline(__always)
    private static func listBit(_ list: Int32) -> UInt64 {
        1 << UInt64(min(max(list, 0), 63))
    }

    /// The builtins a value of which can start with word `id` (`BuiltinWords.startKinds`).
    @inline(__always)
    private func startKinds(_ id: Int32) -> UInt8 {
        id >= 0 && Int(id) < builtinStartKinds.count ? builtinStartKinds[Int(id)] : 0
    }

    /// Reads the builtin values; `valueStarts`: in an utterance of up to 64 words, the positions
    /// where a value of some builtin may start and those where a number may, as bits (see
    /// `findListEntries`).
    private mutating func findBuiltins(valueStarts: (values: UInt64, numbers: UInt64)) {
        // NB: in an utterance of up to 64 words, the words are read once, the positions where a
        // value may start kept as bits, and each pass goes over those bits alone, not over every
        // position from the first that may start one (the parser 11,365 -> 11,323 instructions an
        // utterance). A longer utterance is read position by position.
        let isShort = count <= UInt64.bitWidth
        let (valueStarts, numberStarts) = valueStarts
        var first = count
        if usedBuiltins != 0 {
            if !isShort {
                // NB: the positions before the first that may start a value are read once, not once per
                // pass, and each pass reads one table per word (`startKinds`); with `SpanTable.seal`
                // inlined, `findBuiltins` 1,346 → 1,202 instructions an utterance.
                first = 0
                while first < count, numerics[first] == nil, startKinds(ids[first]) == 0 { first += 1 }
            }
        }
        if valueStarts != 0 || first < count {
            // NB: the matcher's number table is swapped into the recognizer and back, not copied:
            // the copies were retained and released (five references, with the ids and numbers)
            // on every utterance with a value (parse 15,346 → 15,331 instructions an utterance).
            // Numbers first, at every position: times, durations and dates read theirs from the
            // sealed table instead of reading them again.
            if isShort {
                var remaining = numberStarts
                while remaining != 0 {
                    readNumbers(at: remaining.trailingZeroBitCount)
                    remaining &= remaining - 1
                }
            } else {
                for position in first..<count where recognizer.numerics[position] != nil || startKinds(recognizer.ids[position]) & CaptureCode.Kind.number.bit != 0 {
                    readNumbers(at: position)
                }
            }
            numbers.seal(count: count)
            swap(&recognizer.numberTable, &numbers)
            defer { swap(&recognizer.numberTable, &numbers) }
            if isShort {
                var remaining = valueStarts
                while remaining != 0 {
                    readValues(at: remaining.trailingZeroBitCount)
                    remaining &= remaining - 1
                }
            } else {
                for position in first..<count { readValues(at: position) }
            }
        }
        ordinals.seal(count: count)
        times.seal(count: count)
        durations.seal(count: count)
        dates.seal(count: count)
    }

    /// Reads the numbers starting at `position` into `numbers` (the recognizer holding the
    /// matcher's ids and numbers).
    @inline(__always)
    private mutating func readNumbers(at position: Int) {
        let before = numbers.count
        recognizer.numbers(at: position, into: &numbers)
        if usedBuiltins & CaptureCode.Kind.number.bit != 0, numbers.count > before { valueKinds[position] |= CaptureCode.Kind.number.bit }
    }

    /// Reads the ordinals, times, durations and dates starting at `position` that a phrase uses
    /// (the recognizer holding the matcher's ids, numbers and number table).
    @inline(__always)
    private mutating func readValues(at position: Int) {
        // A word written in digits may start a value of any kind.
        let kinds = (recognizer.numerics[position] != nil ? UInt8.max : startKinds(recognizer.ids[position])) & usedBuiltins
        guard kinds != 0 else { return }
        if kinds & CaptureCode.Kind.ordinal.bit != 0, let (length, value) = recognizer.ordinal(at: position) {
            ordinals.append(start: position, length: length, value: value)
            valueKinds[position] |= CaptureCode.Kind.ordinal.bit
        }
        if kinds & CaptureCode.Kind.time.bit != 0 {
            let before = times.count
            recognizer.times(at: position, into: &times)
            if times.count > before { valueKinds[position] |= CaptureCode.Kind.time.bit }
        }
        if kinds & CaptureCode.Kind.duration.bit != 0 {
            let before = durations.count
            recognizer.durations(at: position, into: &durations)
            if durations.count > before { valueKinds[position] |= CaptureCode.Kind.duration.bit }
        }
        if kinds & CaptureCode.Kind.date.bit != 0 {
            let before = dates.count
            recognizer.dates(at: position, into: &dates)
            if dates.count > before { valueKinds[position] |= CaptureCode.Kind.date.bit }
        }
    }

    /// Marks every wildcard extent unknown (stale): `wildcardExtent(_:at:)` works one out when a
    /// phrase walk first reaches a wildcard at a position, so positions no phrase leads to cost
    /// nothing.
    private mutating func findWildcardExtents() {
        extentStamp &+= 1
        if extentStamp == 0 {
            // Wrapped: every slot kept, in use or not, forgets its stamp before stamps repeat.
            wildcardExtents.reset(count: wildcardExtents.storage.count, to: .unknown)
            extentStamp = 1
        }
        wildcardExtents.resize(count: wildcardMaxWords.count * count, fillingWith: .unknown)
    }

    /// The shortest and longest extent wildcard `index` may take from `start` (0 when none).
    // NB: never inlined: inlined, it made the walk test its buffers' uniqueness on every append
    // (about 1,500 instructions an utterance more).
    @inline(never)
    private mutating func wildcardExtent(_ index: Int, at start: Int) -> (minimum: Int32, maximum: Int32) {
        let slot = index * count + start
        let known = wildcardExtents[slot]
        if known.stamp == extentStamp { return (known.minimum, known.maximum) }
        let extent = workOutExtent(index, at: start)
        wildcardExtents[slot] = WildcardExtent(minimum: extent.minimum, maximum: extent.maximum, tail: extent.tail, stamp: extentStamp)
        return (extent.minimum, extent.maximum)
    }

    /// The flags of word `id` for wildcard `wildcard` (as `MatchTables.wildcardFlags`).
    @inline(__always)
    private func wildcardFlags(_ wildcard: Int, _ id: Int32) -> UInt8 {
        id >= 0 && Int(id) < flagStride ? wildcardFlagList[wildcard * flagStride + Int(id)] : 0
    }

    /// The flags for wildcard `wildcard` of the word at `position`.
    @inline(__always)
    private func flags(_ wildcard: Int, at position: Int) -> UInt8 {
        wildcardFlags(wildcard, ids[position])
    }

    /// `wildcardExtent`'s answer worked out, with the address tail (see `addressTail`).
    // NB: flags are read through a method rather than a local function: the local function
    // captured the matcher, which was then copied whole to call `addressTail` (about 2,100
    // instructions a copy), and each slot was written twice with a uniqueness check per write.
    // `mutating` though it changes nothing: a non-mutating call from the walk loads the whole
    // matcher (a memcpy of about 90 instructions); a mutating one passes its address.
    @inline(__always)
    private mutating func workOutExtent(_ index: Int, at start: Int) -> (minimum: Int32, maximum: Int32, tail: Int32) {
        let limit = wildcardMaxWords[index]
        // NB: the words' flags read through buffers, the ids' and the wildcard's row of flags, not
        // through the arrays with a bounds check each, and this made inline in `wildcardExtent`,
        // its only caller (extents 2,280k -> 2,016k instructions over the corpus, 18 an utterance).
        // The ids are not changed while the extent is worked out (see `walk`).
        let ids = self.ids.storage.withUnsafeBufferPointer { $0 }
        let flagList = wildcardFlagList.withUnsafeBufferPointer { $0 }
        let stride = flagStride
        let row = index &* stride
        guard count <= ids.count, row >= 0, row &+ stride <= flagList.count else { return (0, 0, 0) }  // never: as made
        /// The flags of the word at `position` (below `count`), as `flags(_:at:)`.
        @inline(__always) func flags(at position: Int) -> UInt8 {
            let id = ids[position]
            return id >= 0 && Int(id) < stride ? flagList[row &+ Int(id)] : 0
        }
        // Leading words to strip, then a first word that may start the text.
        var first = start
        while first < count, first - start < limit, flags(at: first) & CompiledWildcard.strip != 0,
            first == start || boundary(at: first) == .space
        {
            first += 1
        }
        guard first < count, first - start < limit, first == start || boundary(at: first) == .space,
            flags(at: first) & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.join) == 0
        else { return (0, 0, 0) }
        var end = first + 1
        while end < count, end - start < limit, boundary(at: end) == .space, flags(at: end) & CompiledWildcard.stop == 0 {
            if flags(at: end) & CompiledWildcard.join != 0 {
                // A join word stands between two words of the text, before one that could start it.
                let after = end + 1
                guard after < count, after - start < limit, boundary(at: after) == .space,
                    flags(at: after) & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.strip | CompiledWildcard.join) == 0,
                    valueKinds[after] & CaptureCode.Kind.number.bit == 0
                else { break }
            }
            end += 1
        }
        var tail: Int32 = 0
        if end < count, boundary(at: end) == .comma {
            let isStreetAddress = valueKinds[first] & CaptureCode.Kind.number.bit != 0
            tail = addressTail(after: end, from: start, isStreetAddress: isStreetAddress, wildcard: index)
        }
        return (Int32(first + 1 - start), Int32(end - start), tail)
    }

    /// The extent from `start` of a text continued past the comma before `position` to an address
    /// end word ("1200 Clay St, San Francisco, CA 94108"), or 0: the words after the comma, at
    /// most `CompiledWildcard.addressTailWords` across commas but no sentence end and no stop word,
    /// end on an address end word followed by a number (a postal code, taken too), by a join word,
    /// or by the end of its clause; or, when the text starts with a house number, by anything
    /// ("from 1200 Clay St, San Francisco to SFO"; not "to SFO, Oakland is closer").
    private mutating func addressTail(after position: Int, from start: Int, isStreetAddress: Bool, wildcard: Int) -> Int32 {
        var tail: Int32 = 0
        var end = position
        while end < count, end - position < CompiledWildcard.addressTailWords,
            end == position || boundary(at: end) == .space || boundary(at: end) == .comma,
            flags(wildcard, at: end) & CompiledWildcard.stop == 0
        {
            if flags(wildcard, at: end) & CompiledWildcard.addressEnd != 0 {
                let next = end + 1
                if next < count, boundary(at: next) == .space, valueKinds[next] & CaptureCode.Kind.number.bit != 0 {
                    tail = Int32(next + 1 - start)
                } else if next == count || boundary(at: next) != .space || isStreetAddress
                    || flags(wildcard, at: next) & CompiledWildcard.join != 0
                {
                    tail = Int32(next - start)
                }
            }
            end += 1
        }
        return tail
    }

    // MARK: - Candidates

    private mutating func collectCandidates(automata: some Collection<Int>) {
        // NB: the walks go from each position in turn, so the candidates' start index is written
        // as each position's turn comes, through one buffer, rather than built afterwards from
        // the candidates (the matcher before selection 8,171 -> 8,104 instructions an utterance).
        let count = self.count
        // Every slot is written below: each position's as its walks start, then the last.
        let firstCandidates = candidateStarts.replaceAll(count: count + 1)
        if automata.count == 1, let only = automata.first {
            // NB: one automaton (no expectation): one walk call for every position, so its tables
            // are fetched once per utterance rather than once per position.
            if let tables = walkBuffers(of: only) { walk(tables.automaton, layers: tables.layers, from: 0..<count, markingStartsIn: firstCandidates) }
        } else {
            let noMarks = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
            for start in 0..<count {
                firstCandidates[start] = Int32(truncatingIfNeeded: candidates.count)
                for automatonIndex in automata {
                    if let tables = walkBuffers(of: automatonIndex) {
                        walk(tables.automaton, layers: tables.layers, from: start..<start + 1, markingStartsIn: noMarks)
                    }
                }
            }
        }
        firstCandidates[count] = Int32(truncatingIfNeeded: candidates.count)
    }

    /// Where the buffers of automaton `index` are in `walkAutomata` and its layers in `walkLayers`
    /// (nil: no such automaton), valid as long as the matcher: those lists never change.
    // NB: the walk is handed their address, not a copy: copied for each walk (two memcpy of 200
    // bytes and more), they cost about as much as the retains they replace. The layers' address
    // is handed over, not which one: chosen in the walk, each of its fields was chosen apart (the
    // parser 11,540 -> 11,426 instructions an utterance, of which about 70 in malloc, whose path
    // varies with the heap's layout; the walk itself 2,674 -> 2,636).
    @inline(__always)
    private func walkBuffers(of index: Int) -> (automaton: UnsafePointer<DeterministicAutomaton.Buffers>, layers: UnsafePointer<PhraseWalkTable.Buffers>)? {
        let automata = walkAutomata.withUnsafeBufferPointer { $0 }
        let layers = walkLayers.withUnsafeBufferPointer { $0 }
        guard index >= 0, index < automata.count, 2 * index + 1 < layers.count,
            let automaton = automata.baseAddress, let layer = layers.baseAddress
        else { return nil }
        return (automaton + index, layer + 2 * index)
    }

    /// Walks the automaton `automaton`, whose walk table's layers are at `layers` (for walks from
    /// the first word, then from later ones), from each position of `starts` in turn, emitting
    /// every phrase found; in `marks` (when not empty, one slot per position at least), the
    /// number of candidates before each position's walk.
    @inline(__always)
    private mutating func walk(
        _ automaton: UnsafePointer<DeterministicAutomaton.Buffers>, layers: UnsafePointer<PhraseWalkTable.Buffers>, from starts: Range<Int>,
        markingStartsIn marks: UnsafeMutableBufferPointer<Int32>
    ) {
        // NB: the walk reads the automaton, its capture edges, the word ids and the kinds found
        // at each position through buffers: read through their arrays, each with a bounds check,
        // they cost the parser 23,533 instructions an utterance against 22,559 then.
        // NB: the ids and kinds are not changed while the walk runs, so their buffers, taken here
        // without holding their arrays, stay valid until it ends; held, each array was retained
        // and released (see `walkAutomata`). The walk reads them without going through `self`,
        // which it changes.
        let ids = self.ids.storage.withUnsafeBufferPointer { $0 }
        let valueKinds = self.valueKinds.storage.withUnsafeBufferPointer { $0 }
        if starts.contains(0) {
            walk(automaton, layer: layers, ids: ids, valueKinds: valueKinds, from: 0..<1, markingStartsIn: marks)
        }
        let later = max(starts.lowerBound, 1)..<max(starts.upperBound, 1)
        guard !later.isEmpty else { return }
        walk(automaton, layer: layers + 1, ids: ids, valueKinds: valueKinds, from: later, markingStartsIn: marks)
    }

    /// Walks the automaton `automaton`, with its walk table's layer `layer`, from each position of
    /// `starts` in turn, marking in `marks` (as `walk(_:layers:from:markingStartsIn:)`) the number of
    /// candidates before each.
    // NB: never inlined, so the walk's loop is made once for both kinds of start: made inline for
    // each, one of them became a call per position (the parser 12,010 instructions an utterance
    // against 11,682).
    @inline(never)
    private mutating func walk(
        _ automaton: UnsafePointer<DeterministicAutomaton.Buffers>, layer: UnsafePointer<PhraseWalkTable.Buffers>,
        ids: UnsafeBufferPointer<Int32>, valueKinds: UnsafeBufferPointer<UInt8>, from starts: Range<Int>, markingStartsIn marks: UnsafeMutableBufferPointer<Int32>
    ) {
        let input = WalkInput(automaton: automaton.pointee, edges: layer.pointee, ids: ids, valueKinds: valueKinds, count: count)
        // NB: a loop of its own rather than `for … in`, whose range iteration tested for overflow
        // at each position (with the root's children, see `PhraseWalkTable.laterRootChildren`).
        var start = starts.lowerBound
        while start < starts.upperBound {
            if start < marks.count { marks[start] = Int32(truncatingIfNeeded: candidates.count) }
            walk(input, from: start)
            start &+= 1
        }
    }

    @inline(__always)
    private mutating func walk(_ input: WalkInput, from start: Int) {
        // Bounds: `count` is at most the ids' and kinds' counts, and positions stay below it.
        let count = input.count
        let automaton = input.automaton
        let edges = input.edges
        let ids = input.ids
        let valueKinds = input.valueKinds
        guard start < count else { return }
        // The stack is empty: emptied with the utterance's lists, and every walk pops it empty.
        // NB: the state to visit next when it would be the top of the stack anyway (the start,
        // and a word edge's target when no capture edge is followed there): visited without a
        // push and a pop (about 60 instructions each). The order of visits is the same.
        var next: WalkState?
        // NB: the root visited here when none of its capture edges finds a value at the start
        // (every start after the first, in en-US): it emits nothing (no word read yet) and pushes
        // nothing, so the walk goes straight on to its word edge's target, or ends, without a
        // turn of the loop (the parser 15,099 -> 14,985 instructions an utterance).
        if edges.stateKinds[Int(DeterministicAutomaton.root)] & valueKinds[start] == 0 {
            guard let child = edges.rootChild(word: ids[start]) else { return }
            next = WalkState(node: child, position: Int32(truncatingIfNeeded: start &+ 1), trail: -1, wildcardWords: 0, weakWords: 0)
        } else {
            next = WalkState(node: DeterministicAutomaton.root, position: Int32(truncatingIfNeeded: start), trail: -1, wildcardWords: 0, weakWords: 0)
        }
        while let state = next ?? stack.popLast() {
            next = nil
            let position = Int(state.position)
            if position > start {
                for index in automaton.terminalIndices(of: state.node) { emit(phrase: automaton.payloads[index], start: start, state: state) }
            }
            guard position < count else { continue }
            var wordTarget: WalkState?
            let word = ids[position]
            if edges.mayHaveEdge(from: state.node, word: word), let child = edges.child(of: state.node, word: word), edges.serves(child) {
                wordTarget = WalkState(
                    node: child, position: state.position &+ 1, trail: state.trail, wildcardWords: state.wildcardWords, weakWords: state.weakWords)
            }
            // Capture edges whose kind finds nothing here push nothing: skip them (in order).
            let kinds = edges.stateKinds[Int(state.node)] & valueKinds[position]
            guard kinds != 0 else {
                next = wordTarget
                continue
            }
            if let wordTarget { stack.append(wordTarget) }
            // NB: a list edge whose list has no entry here (nine in ten of those looked at) is
            // turned away on its kind and list alone, before the edge is read, against the
            // position's list mask read once per state (the parser 14,985 -> 14,846 instructions an
            // utterance).
            let positionLists = kinds & CaptureCode.Kind.list.bit != 0 ? listMasks[position] : 0
            edges.forEachEdge(in: automaton.captureEdgeIndices(of: state.node), ofKinds: kinds) { edgeIndex, kind in
                if kind == CaptureCode.Kind.list.bit, positionLists & 1 << UInt64(edges.edgeListBits[edgeIndex]) == 0 { return }
                let source = edges.edgeSources[edgeIndex]
                let edge = automaton.captureEdges[edgeIndex]
                switch kind {
                case CaptureCode.Kind.wildcard.bit:
                    // NB: a first word that can neither start the text nor be stripped (two in
                    // three of the wildcard edges looked at) turns the edge away here, as
                    // `workOutExtent` would with an extent of 0, without the call (the parser
                    // 12,830 -> 12,661 instructions an utterance).
                    let firstFlags = wildcardFlags(Int(source), ids[position])
                    if firstFlags & CompiledWildcard.strip == 0,
                        firstFlags & (CompiledWildcard.stop | CompiledWildcard.notFirst | CompiledWildcard.join) != 0
                    { return }
                    let (minimum, maximum) = wildcardExtent(Int(source), at: position)
                    guard minimum > 0 else { return }
                    for length in minimum...maximum
                    where wildcardFlags(Int(source), ids[position + Int(length) - 1]) & (CompiledWildcard.join | CompiledWildcard.notLast) == 0
                        && !(tables.wildcardRefusesTime[Int(source)] && isClockTime(at: position, length: length))
                        && !(tables.wildcardRefusesNumber[Int(source)] && length == 1
                            && valueKinds[position] & CaptureCode.Kind.number.bit != 0 && isBareNumber(at: position))
                    {
                        // A text never ends on a join or not-last word ("Haight and", "SFO at"),
                        // nor is what its `never just` setting refuses ("change it to 3:45 pm",
                        // "pick up at 5" name no place).
                        push(edge, state, input, length: length, reference: -1, wildcard: true)
                    }
                    let tail = wildcardExtents[Int(source) * count + position].tail
                    if tail > maximum { push(edge, state, input, length: tail, reference: -1, wildcard: true) }
                case CaptureCode.Kind.list.bit:
                    for index in listMatches.range(at: position) where entryLists[Int(listMatches[index].value)] == source {
                        push(edge, state, input, length: listMatches[index].length, reference: Int32(index), wildcard: false)
                    }
                case CaptureCode.Kind.number.bit:
                    pushEach(numbers, edge, state, input, at: position)
                case CaptureCode.Kind.ordinal.bit:
                    pushEach(ordinals, edge, state, input, at: position)
                case CaptureCode.Kind.time.bit:
                    // A lone number read as a time ("for two", "at 7") is weak evidence of one: it
                    // weighs less than a word a phrase names (but more than a wildcard word), so
                    // "for two" stays a party of two beside "for {time}".
                    let bare = isBareNumber(at: position)
            for index in times.range(at: position) {
                        let length = times[index].length
                        push(edge, state, input, length: length, reference: Int32(index), wildcard: false, weak: bare && length == 1)
                    }
                case CaptureCode.Kind.duration.bit:
                    pushEach(durations, edge, state, input, at: position)
                default:
                    pushEach(dates, edge, state, input, at: position)
                }
            }
        }
    }

    /// Whether the `length` words at `position` are exactly a clock time with a clock form of its
    /// own ("3:45 pm", "noon"; not "7" nor "7 Eleven", numbers only).
    // NB: `mutating` though it changes nothing, as `workOutExtent`: called non-mutating from the
    // walk, it loaded the whole matcher first (a memcpy, about 390 instructions an utterance).
    private mutating func isClockTime(at position: Int, length: Int32) -> Bool {
        guard times.range(at: position).contains(where: { times[$0].length == length }) else { return false }
        return (position..<position + Int(length)).contains { !isBareNumber(at: $0) }
    }

    /// Whether the word at `position` is a plain number, digits or a number word, with no clock
    /// form of its own ("7", "seven"; not "7:30", "7pm" or "noon").
    private func isBareNumber(at position: Int) -> Bool {
        if let numeric = numerics[position] {
            if case .number = numeric { return true }
            return false
        }
        return tables.builtinWords.namedTime(ids[position]) == nil
    }

    /// Follows `edge` once for each builtin match (number, ordinal, time, duration, date) starting at `position`.
    private mutating func pushEach<Value>(
        _ table: SpanTable<Value>, _ edge: DeterministicAutomaton.DynamicEdge, _ state: WalkState, _ input: WalkInput, at position: Int
    ) {
        for index in table.range(at: position) {
            push(edge, state, input, length: table[index].length, reference: Int32(index), wildcard: false)
        }
    }

    // NB: positions, lengths and word counts are at most the utterance's tokens, so the sums
    // below and in `emit` wrap rather than test for overflow (with `SpanTable.append`'s
    // conversions, the parser 14,804 -> 14,753 instructions an utterance).
    // NB: a capture edge's target where the walk could do nothing is not pushed: no phrase ends
    // there and no edge can be followed from it at the position after the value (the word there
    // has no word edge signed for it, no kind of its capture edges is found there), as after most
    // lengths of a wildcard. Pushed, it cost a trail entry, a push, a pop and a visit (the parser
    // 10,066 -> 9,931 instructions an utterance). The candidates, and their order, are the same;
    // only the trail, which no candidate reaches through such a state, is shorter.
    @inline(__always)
    private mutating func push(
        _ edge: DeterministicAutomaton.DynamicEdge, _ state: WalkState, _ input: WalkInput, length: Int32, reference: Int32, wildcard: Bool,
        weak: Bool = false
    ) {
        if Self.isDeadEnd(edge.child, at: Int(truncatingIfNeeded: state.position &+ length), input) { return }
        trail.append(TrailEntry(capture: edge.capture, start: state.position, length: length, reference: reference, parent: state.trail))
        stack.append(WalkState(
            node: edge.child, position: state.position &+ length, trail: Int32(truncatingIfNeeded: trail.count &- 1),
            wildcardWords: state.wildcardWords &+ (wildcard ? length : 0), weakWords: state.weakWords &+ (weak ? length : 0)))
    }

    /// Whether a walk reaching `node` at `position` would emit nothing and go nowhere: no phrase
    /// ends at `node`, and at `position` (when inside the utterance) the word has no word edge
    /// signed for it and no kind of `node`'s capture edges is found.
    @inline(__always)
    private static func isDeadEnd(_ node: Int32, at position: Int, _ input: WalkInput) -> Bool {
        let kinds = input.edges.stateKinds[Int(node)]
        guard kinds & PhraseWalkTable.endsPhrases == 0 else { return false }
        // Bounds: a value ends inside the utterance, so `position` is at most `count`.
        guard position < input.count else { return true }
        return kinds & input.valueKinds[position] == 0 && !input.edges.mayHaveEdge(from: node, word: input.ids[position])
    }

    private mutating func emit(phrase: Int32, start: Int, state: WalkState) {
        let flags = phraseFlags[Int(phrase)]
        if flags != 0, refuses(flags: flags, from: start, to: Int(state.position)) { return }
        let words = state.position &- Int32(truncatingIfNeeded: start)
        // Literal words weigh 20, lone numbers read as times 10, wildcard words 2, and each match
        // costs 1, so a parse prefers words a phrase names, then fewer, longer matches.
        let score = 20 &* (words &- state.wildcardWords &- state.weakWords) &+ 10 &* state.weakWords &+ 2 &* state.wildcardWords &- 1
        candidates.append(Candidate(
            start: Int32(truncatingIfNeeded: start), end: state.position, phrase: phrase, intent: phraseIntent[Int(phrase)], trail: state.trail,
            score: score))
    }

    /// Whether the `(alone)` or `(clause)` setting among `flags` refuses a phrase from `start` to `end`.
    // NB: never inlined: inlined in the walk, its tests were worked out for every state where
    // phrases end, before their loop, though few phrases have settings (the parser 11,369 -> 11,264
    // instructions an utterance: the walk 2,559 -> 2,417, this test 7). `mutating` though it
    // changes nothing, as `isClockTime`.
    @inline(never)
    private mutating func refuses(flags: UInt8, from start: Int, to end: Int) -> Bool {
        if flags & MatchTables.aloneFlag != 0, start != 0 || end != count { return true }
        if flags & MatchTables.clauseFlag != 0, !startsClause(at: start) || !startsClause(at: end) { return true }
        return false
    }

    /// Whether a clause starts at `position`: the utterance's start or end, or a comma or sentence
    /// break before it.
    private func startsClause(at position: Int) -> Bool {
        position == 0 || position >= count || boundary(at: position) >= .comma
    }

    // MARK: - Selection

    /// The best total score of non-overlapping candidates using global phrases and those of
    /// `intent` (0: none); `pick` holds, per position, the candidate chosen there (-1: none).
    private mutating func solve(intent: Int32) -> Int {
        let count = self.count
        // NB: the candidates are read through `self`, not a local copy of the list, which
        // retained and released its storage on every solve (the parser 11,890 -> 11,831
        // instructions an utterance, with `solveWithGlobal`'s).
        // NB: `best` and `pick` are held as locals and filled through buffers (`resize`), not
        // reset and then written with a uniqueness check per position (about 370 instructions a solve).
        var best = ScratchBuffer<Int>()
        var pick = ScratchBuffer<Int>()
        swap(&best, &self.best)
        swap(&pick, &self.pick)
        defer {
            swap(&best, &self.best)
            swap(&pick, &self.pick)
        }
        return Self.withCandidateStarts(candidateStarts.elements, count: count) { starts in
            best.resize(count: count + 1, fillingWith: 0) { best in
                pick.resize(count: count, fillingWith: -1) { pick in
                    // Bounds: `position` is below `count`, and a candidate's end at most `count`
                    // (guarded), so every index is inside the buffers of `count + 1` and `count`;
                    // `starts` is read below its `count + 1` slots (`withCandidateStarts`).
                    best[count] = 0
                    for position in stride(from: count - 1, through: 0, by: -1) {
                        var bestHere = best[position + 1]
                        var pickHere = -1
                        for index in Int(starts[position])..<Int(starts[position + 1]) {
                            let candidate = candidates[index]
                            guard candidate.intent == 0 || candidate.intent == intent else { continue }
                            let end = Int(candidate.end)
                            guard end <= count else { continue }  // never: the walk ends inside the utterance
                            let total = Int(candidate.score) + best[end]
                            if total > bestHere {
                                bestHere = total
                                pickHere = index
                            }
                        }
                        best[position] = bestHere
                        pick[position] = pickHere
                    }
                    return best[0]
                }
            }
        }
    }

    /// Calls `body` with `starts` (`candidateStarts`: the first candidate of each position, and
    /// one past the last) as a buffer of `count + 1` slots: the candidates starting at `p` are
    /// `starts[p]..<starts[p + 1]`.
    // NB: read through a buffer, not with two checked reads of `candidateStarts` a position
    // (the parser 11,628 -> 11,565 instructions an utterance).
    private static func withCandidateStarts<Result>(
        _ starts: UnsafeBufferPointer<Int32>, count: Int, _ body: (UnsafeBufferPointer<Int32>) -> Result
    ) -> Result {
        guard starts.count == count + 1 else {
            // Never: `collectCandidates` marks every position and the end. Read as no candidates.
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count + 1) { zeros in
                zeros.initialize(repeating: 0)
                return body(UnsafeBufferPointer(zeros))
            }
        }
        return body(starts)
    }

    /// `solve(intent: 0)` and `solve(intent: intent)` in one pass: the scores of both, `pick`
    /// holding the choices with `intent`, `globalPick` those without.
    // NB: most utterances have candidates of one intent: one pass over the positions and their
    // candidates, not two (the parser 12,661 -> 12,525 instructions an utterance).
    private mutating func solveWithGlobal(intent: Int32) -> (global: Int, withIntent: Int) {
        let count = self.count
        var best = ScratchBuffer<Int>()
        var pick = ScratchBuffer<Int>()
        var globalBest = ScratchBuffer<Int>()
        var globalPick = ScratchBuffer<Int>()
        swap(&best, &self.best)
        swap(&pick, &self.pick)
        swap(&globalBest, &self.globalBest)
        swap(&globalPick, &self.globalPick)
        defer {
            swap(&best, &self.best)
            swap(&pick, &self.pick)
            swap(&globalBest, &self.globalBest)
            swap(&globalPick, &self.globalPick)
        }
        return Self.withCandidateStarts(candidateStarts.elements, count: count) { starts in
            best.resize(count: count + 1, fillingWith: 0) { best in
                pick.resize(count: count, fillingWith: -1) { pick in
                    globalBest.resize(count: count + 1, fillingWith: 0) { globalBest in
                        globalPick.resize(count: count, fillingWith: -1) { globalPick in
                            // Bounds: as `solve`'s, for both pairs of buffers.
                            best[count] = 0
                            globalBest[count] = 0
                            for position in stride(from: count - 1, through: 0, by: -1) {
                                var bestHere = best[position + 1]
                                var pickHere = -1
                                var globalBestHere = globalBest[position + 1]
                                var globalPickHere = -1
                                for index in Int(starts[position])..<Int(starts[position + 1]) {
                                    let candidate = candidates[index]
                                    let end = Int(candidate.end)
                                    guard end <= count else { continue }  // never: the walk ends inside the utterance
                                    if candidate.intent == 0 {
                                        let total = Int(candidate.score) + globalBest[end]
                                        if total > globalBestHere {
                                            globalBestHere = total
                                            globalPickHere = index
                                        }
                                    } else if candidate.intent != intent {
                                        continue
                                    }
                                    let total = Int(candidate.score) + best[end]
                                    if total > bestHere {
                                        bestHere = total
                                        pickHere = index
                                    }
                                }
                                best[position] = bestHere
                                pick[position] = pickHere
                                globalBest[position] = globalBestHere
                                globalPick[position] = globalPickHere
                            }
                            return (globalBest[0], best[0])
                        }
                    }
                }
            }
        }
    }

    /// Chooses the best parse: fills `chosen`, `chosenCaptures`, `residueRuns`, `chosenIntent`
    /// and `chosenScore`, read in place by `PhraseParseView` or made into a `PhraseParse`.
    private mutating func choose() {
        chosen.removeAll()
        chosenCaptures.removeAll()
        // NB: with no candidates (one utterance in five), nothing is solved: no match is chosen,
        // and every word is residue (the parser 11,745 -> 11,684 instructions an utterance, with
        // `findResidue` following `chosen`).
        guard !candidates.isEmpty else {
            chosenIntent = 0
            chosenScore = 0
            findResidue(uncovered: count)
            return
        }
        // NB: the intents of the candidates are found as the lowest and the highest, with no list
        // of those present: most utterances have candidates of one intent or none, and an intent
        // between the two is looked for among the candidates (the parser 11,581 -> 11,520
        // instructions an utterance).
        var firstIntent = Int32.max
        var lastIntent: Int32 = 0
        for index in 0..<candidates.count {
            let intent = candidates[index].intent
            if intent > 0, Int(intent) <= intentCount {
                firstIntent = min(firstIntent, intent)
                lastIntent = max(lastIntent, intent)
            }
        }
        // NB: the winner's choices are kept by swapping buffers, not copied per intent tried.
        var winnerScore: Int
        var winningIntent: Int32 = 0
        if lastIntent > 0 {
            // Global phrases alone, then with the first intent's: as `solve(intent: 0)` then
            // `solve(intent: firstIntent)`.
            let (globalScore, intentScore) = solveWithGlobal(intent: firstIntent)
            winnerScore = globalScore
            swap(&globalPick, &winnerPick)
            if intentScore > winnerScore {
                winnerScore = intentScore
                winningIntent = firstIntent
                swap(&pick, &winnerPick)
            }
            if firstIntent < lastIntent {
                for intent in firstIntent + 1...lastIntent where hasCandidate(ofIntent: intent) {
                    let score = solve(intent: intent)
                    if score > winnerScore {
                        winnerScore = score
                        winningIntent = intent
                        swap(&pick, &winnerPick)
                    }
                }
            }
        } else {
            winnerScore = solve(intent: 0)
            swap(&pick, &winnerPick)
        }
        var uncovered = count
        var usesIntent = false
        // NB: the chosen matches and their captures written through buffers of `count` slots
        // (a match covers a word at least, a capture too), each match's captures put in text
        // order as they are read, not appended with a uniqueness test each and then reversed
        // (the parser 11,520 -> 11,471 instructions an utterance).
        do {
            var matches = ScratchBuffer<ChosenMatch>()
            var captures = ScratchBuffer<TrailEntry>()
            swap(&matches, &chosen)
            swap(&captures, &chosenCaptures)
            defer {
                swap(&matches, &chosen)
                swap(&captures, &chosenCaptures)
            }
            let noMatch = ChosenMatch(phrase: 0, start: 0, end: 0, score: 0, firstCapture: 0, captureEnd: 0)
            let noCapture = TrailEntry(capture: 0, start: 0, length: 0, reference: 0, parent: -1)
            let (matchCount, captureCount) = matches.resize(count: count, fillingWith: noMatch) { matches in
                captures.resize(count: count, fillingWith: noCapture) { captures in
                    // Bounds: a match is written below `matches.count` and a capture below
                    // `captures.count`, both tested.
                    var matchCount = 0
                    var captureCount = 0
                    var position = 0
                    while position < count, matchCount < matches.count {
                        let index = winnerPick[position]
                        guard index >= 0 else {
                            position += 1
                            continue
                        }
                        let candidate = candidates[index]
                        uncovered -= Int(candidate.end) - Int(candidate.start)
                        if winningIntent != 0, candidate.intent == winningIntent { usesIntent = true }
                        // The trail links each capture to the one before it: counted first, then
                        // written from the last back.
                        var length = 0
                        var cursor = candidate.trail
                        while cursor >= 0 {
                            length += 1
                            cursor = trail[Int(cursor)].parent
                        }
                        let firstCapture = captureCount
                        if length <= captures.count - captureCount {  // always: a capture covers a word at least
                            captureCount += length
                            var slot = captureCount
                            cursor = candidate.trail
                            while cursor >= 0 {
                                slot -= 1
                                captures[slot] = trail[Int(cursor)]
                                cursor = trail[Int(cursor)].parent
                            }
                        }
                        matches[matchCount] = ChosenMatch(
                            phrase: candidate.phrase, start: candidate.start, end: candidate.end, score: candidate.score,
                            firstCapture: Int32(firstCapture), captureEnd: Int32(captureCount))
                        matchCount += 1
                        position = Int(candidate.end)
                    }
                    return (matchCount, captureCount)
                }
            }
            matches.removeLast(from: matchCount)
            captures.removeLast(from: captureCount)
        }
        chosenIntent = usesIntent ? winningIntent : 0
        chosenScore = winnerScore
        findResidue(uncovered: uncovered)
    }

    /// Whether a candidate belongs to intent `intent`.
    @inline(__always)
    private func hasCandidate(ofIntent intent: Int32) -> Bool {
        (0..<candidates.count).contains { candidates[$0].intent == intent }
    }

    // MARK: - Reading the chosen parse

    // NB: the readers are `mutating` though they change nothing: `PhraseParseView` reads the
    // matcher where its pool's slot holds it, and a non-mutating call there copied the whole
    // matcher first (392 bytes, a retain and release of each of its arrays: about 2,500
    // instructions a capture read, callgrind).

    /// How many matches the last parse chose.
    var chosenCount: Int {
        mutating get { chosen.count }
    }

    /// The `index`th chosen match, in text order.
    mutating func chosenMatch(at index: Int) -> ChosenMatch {
        chosen[index]
    }

    /// The text the chosen match `match` covers.
    // NB: always inlined into `PhraseParseView.match(at:)`, its one caller per match: called, it
    // cost about 30 instructions a match (the parser 10,041 -> 10,007 instructions an utterance).
    @inline(__always)
    mutating func span(of match: ChosenMatch) -> TextSpan {
        span(from: Int(match.start), to: Int(match.end))
    }

    /// The intent block of the last parse (nil when only global phrases matched).
    var chosenIntentName: String? {
        mutating get { chosenIntent > 0 ? tables.intents[Int(chosenIntent) - 1] : nil }
    }

    /// Whether the text the last parse was of is ASCII (the scan saw no byte of 0x80 or more).
    var parsedTextIsASCII: Bool {
        mutating get { scanned.isASCII }
    }

    /// How many captures the chosen matches hold in all.
    var chosenCaptureCount: Int {
        mutating get { chosenCaptures.count }
    }

    /// The runs of words no chosen match used.
    var residueRunCount: Int {
        mutating get { residueRuns.count }
    }

    mutating func residueRun(at index: Int) -> TextSpan {
        residueRuns[index]
    }

    /// The `index`th capture of the chosen matches (each match's are `firstCapture..<captureEnd`);
    /// `text` is the text the last parse was of.
    mutating func chosenCapture(at index: Int, in text: String) -> Capture {
        let entry = chosenCaptures[index]
        let spec = tables.captures[Int(entry.capture)]
        let start = Int(entry.start)
        let end = start + Int(entry.length)
        let value: CaptureValue
        var captureSpan = span(from: start, to: end)
        switch spec.source {
        case .list:
            value = .entry(tables.entryValues[Int(listMatches[Int(entry.reference)].value)])
        case .builtin(let kind):
            let reference = Int(entry.reference)
            switch kind {
            case .number: value = .number(numbers[reference].value)
            case .ordinal: value = .ordinal(ordinals[reference].value)
            case .time: value = .time(times[reference].value)
            case .duration: value = .duration(durations[reference].value)
            case .date: value = .date(dates[reference].value)
            }
        case .wildcard:
            var first = start
            while first < end - 1, tables.wildcardFlags(Int(spec.sourceIndex), ids[first]) & CompiledWildcard.strip != 0 { first += 1 }
            captureSpan = span(from: first, to: end)
            value = .text(captureSpan.text(in: text))
        }
        return Capture(slot: spec.slot, source: spec.source, value: value, span: captureSpan)
    }

    /// The last parse, of `text`, made into a `PhraseParse` of its own.
    mutating func madeParse(of text: String) -> PhraseParse {
        var matches: [PhraseMatch] = []
        matches.reserveCapacity(chosen.count)
        for index in 0..<chosen.count {
            let match = chosen[index]
            var captures: [Capture] = []
            captures.reserveCapacity(Int(match.captureEnd - match.firstCapture))
            for capture in Int(match.firstCapture)..<Int(match.captureEnd) { captures.append(chosenCapture(at: capture, in: text)) }
            matches.append(PhraseMatch(
                phraseIndex: Int(match.phrase), span: span(of: match), captures: captures, score: Int(match.score), tables: tables))
        }
        var residue: [TextSpan] = []
        residue.reserveCapacity(residueRuns.count)
        for index in 0..<residueRuns.count { residue.append(residueRuns[index]) }
        return PhraseParse(text: text, intent: chosenIntentName, matches: matches, residue: residue, score: chosenScore)
    }

    // NB: always inlined: the readers of the chosen parse reach the matcher through a pointer,
    // and a call passing it whole copied it first (664 bytes, about 100 instructions a call).
    @inline(__always)
    private func span(from start: Int, to end: Int) -> TextSpan {
        TextSpan(Int(scanned.words[token(at: start)].start)..<Int(scanned.words[token(at: end - 1)].end))
    }

    /// Finds the runs of words no chosen match covers (into `residueRuns`), split where skip
    /// words or punctuation came between. `uncovered` is the number of positions no match covers.
    // NB: `mutating` though it changes nothing: called non-mutating from `choose`, it loaded the
    // whole matcher first (a memcpy of about 90 instructions a parse).
    private mutating func findResidue(uncovered: Int) {
        residueRuns.removeAll()
        guard uncovered > 0 else { return }
        // NB: gap by gap between the chosen matches, each gap's words looked at once for a break,
        // rather than every position tested for a match, a run and a break in turn (the parser
        // 11,684 -> 11,628 instructions an utterance).
        var gapStart = 0
        var nextMatch = 0
        while true {
            let gapEnd = nextMatch < chosen.count ? Int(chosen[nextMatch].start) : count
            if gapStart < gapEnd {
                var runStart = gapStart
                for position in gapStart + 1..<gapEnd where !continuesRun(at: position) {
                    residueRuns.append(span(from: runStart, to: position))
                    runStart = position
                }
                residueRuns.append(span(from: runStart, to: gapEnd))
            }
            guard nextMatch < chosen.count else { break }
            gapStart = Int(chosen[nextMatch].end)
            nextMatch += 1
        }
    }

    /// Whether the word at `position` (above 0) follows the one before it with only a space
    /// between: no skip word dropped, no punctuation.
    @inline(__always)
    private func continuesRun(at position: Int) -> Bool {
        if keptEveryToken { return scanned.words[position].boundary == .space }
        return kept[position].token == kept[position - 1].token + 1 && kept[position].boundary == .space
    }
}
