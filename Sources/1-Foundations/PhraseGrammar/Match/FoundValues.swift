/// Stage 2 of a parse: the values found at each position, list entries and builtin values
/// (numbers, ordinals, times, durations, dates), and per position the kinds of captures that may
/// match there.
///
/// Kept from one utterance to the next: finding them reuses the tables of the one before.
struct FoundValues: ~Copyable {
    private let listAutomaton: DeterministicAutomaton
    /// Per list-automaton payload: its list.
    let entryLists: [Int32]
    /// The builtins some phrase captures.
    private let usedBuiltins: CaptureKinds
    /// Per word id, the builtins a value of which can start with it (`BuiltinWords.startKinds`).
    private let builtinStartKinds: [CaptureKinds]

    /// The list entries found, by start; each value is its list-automaton payload.
    private(set) var listMatches = SpanTable<Int32>()
    /// Per position: bit `l` set when list `l` (or, for bit 63, a list numbered 63 or more) has an
    /// entry starting there.
    // NB: most list edges a walk looks at name a list with no entry at the position; the mask
    // turns them away without scanning the position's entries.
    private(set) var listMasks = ScratchBuffer<UInt64>()
    private(set) var numbers = SpanTable<Double>()
    private(set) var ordinals = SpanTable<Int>()
    private(set) var times = SpanTable<ClockTime>()
    private(set) var durations = SpanTable<Int>()
    private(set) var dates = SpanTable<CalendarDay>()
    /// Per position: the capture kinds that may match there: those with
    /// a list entry or builtin value starting there, and wildcards (always).
    private(set) var kinds = ScratchBuffer<CaptureKinds>()
    /// Reads the builtin values; the positions' ids are lent to it while it reads (see
    /// `UtteranceWords.exchangePositions`), and the number table swapped into it.
    // NB: kept from one utterance to the next, not made for each utterance with a value: making
    // and destroying it retained and released its words and lists.
    private var recognizer: BuiltinRecognizer

    init(tables: MatchTables) {
        listAutomaton = tables.listAutomaton
        entryLists = tables.entryLists
        var usedBuiltins: CaptureKinds = []
        if tables.usesNumbers { usedBuiltins.formUnion(.number) }
        if tables.usesOrdinals { usedBuiltins.formUnion(.ordinal) }
        if tables.usesTimes { usedBuiltins.formUnion(.time) }
        if tables.usesDurations { usedBuiltins.formUnion(.duration) }
        if tables.usesDates { usedBuiltins.formUnion(.date) }
        self.usedBuiltins = usedBuiltins
        builtinStartKinds = tables.builtinWords.startKindTable
        recognizer = BuiltinRecognizer(ids: ScratchBuffer(), numerics: ScratchBuffer(), words: tables.builtinWords)
    }

    /// Finds the values of `words`' positions, replacing those of the utterance before.
    mutating func find(in words: inout UtteranceWords) {
        listMatches.removeAll()
        numbers.removeAll()
        ordinals.removeAll()
        times.removeAll()
        durations.removeAll()
        dates.removeAll()
        let count = words.count
        let valueStarts = Self.findListEntries(
            ids: words.ids.storage, numerics: words.numerics.storage, count: count, automaton: listAutomaton, entryLists: entryLists,
            startKinds: builtinStartKinds, findingValueStarts: !usedBuiltins.isEmpty && count <= UInt64.bitWidth,
            into: &listMatches, kinds: &kinds, masks: &listMasks)
        findBuiltins(in: &words, valueStarts: valueStarts)
    }

    /// The bit of list `list` in a position's list mask.
    @inline(__always)
    static func listBit(_ list: Int32) -> UInt64 {
        1 << UInt64(min(max(list, 0), 63))
    }

    /// Whether the word at `position` is a plain number, digits or a number word, with no clock
    /// form of its own ("7", "seven"; not "7:30", "7pm" or "noon").
    @inline(__always)
    func isBareNumber(at position: Int, in words: borrowing UtteranceWords) -> Bool {
        if let numeric = words.numerics[position] {
            if case .number = numeric { return true }
            return false
        }
        return recognizer.words.namedTime(words.ids[position]) == nil
    }

    /// Whether the `length` words at `position` are exactly a clock time with a clock form of its
    /// own ("3:45 pm", "noon"; not "7" nor "7 Eleven", numbers only).
    @inline(__always)
    func isClockTime(at position: Int, length: Int32, in words: borrowing UtteranceWords) -> Bool {
        guard times.range(at: position).contains(where: { times[$0].length == length }) else { return false }
        return (position..<position + Int(length)).contains { !isBareNumber(at: $0, in: words) }
    }

    // MARK: - List entries

    /// Fills `kinds` (the wildcard bit, and the list bit where a list entry starts), `masks` and
    /// `matches` with the list entries starting at each of the first `count` of `ids`; when
    /// `findingValueStarts` (`count` at most 64), returns the positions where a value of some
    /// builtin may start, as bits, and those where a number may (`startKinds` per word id).
    // NB: the kinds and masks written once each, through buffers, as the entries are found, not
    // reset first and then written with a bounds check and a uniqueness test per position; the
    // value starts found in the same pass over the words.
    private static func findListEntries(
        ids: [Int32], numerics: [NumericForm?], count: Int, automaton: DeterministicAutomaton, entryLists: [Int32],
        startKinds: [CaptureKinds], findingValueStarts: Bool,
        into matches: inout SpanTable<Int32>, kinds: inout ScratchBuffer<CaptureKinds>, masks: inout ScratchBuffer<UInt64>
    ) -> (values: UInt64, numbers: UInt64) {
        let count = min(count, ids.count, numerics.count)
        let findingValueStarts = findingValueStarts && count <= UInt64.bitWidth
        var values: UInt64 = 0
        var numbers: UInt64 = 0
        automaton.withBuffers { graph in
            ids.withUnsafeBufferPointer { ids in
                numerics.withUnsafeBufferPointer { numerics in
                    startKinds.withUnsafeBufferPointer { startKinds in
                        kinds.resize(count: count, fillingWith: []) { kinds in
                            masks.resize(count: count, fillingWith: 0) { masks in
                                // Bounds: positions and cursors stay below `count`, at most the ids',
                                // the numbers' and the buffers' own; states and payloads come from the
                                // automaton; an id is read in `startKinds` only when below its count.
                                for position in 0..<count {
                                    let id = ids[position]
                                    var mask: UInt64 = 0
                                    if var state = graph.child(of: DeterministicAutomaton.root, word: id) {
                                        // NB: the entries are read straight off the automaton into the
                                        // table, not gathered in a list of matches first.
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
                                    kinds[position] = mask != 0 ? [.wildcard, .list] : .wildcard
                                    masks[position] = mask
                                    if findingValueStarts {
                                        // A word written in digits may start a value of any kind.
                                        let valueKinds: CaptureKinds = numerics[position] != nil
                                            ? .every : UInt(bitPattern: Int(id)) < UInt(startKinds.count) ? startKinds[Int(id)] : []
                                        if !valueKinds.isEmpty {
                                            let bit: UInt64 = 1 << UInt64(position & (UInt64.bitWidth - 1))
                                            values |= bit
                                            if valueKinds.contains(.number) { numbers |= bit }
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

    // MARK: - Builtin values

    /// The builtins a value of which can start with word `id` (`BuiltinWords.startKinds`).
    @inline(__always)
    private func startKinds(_ id: Int32) -> CaptureKinds {
        id >= 0 && Int(id) < builtinStartKinds.count ? builtinStartKinds[Int(id)] : []
    }

    /// Reads the builtin values of `words`; `valueStarts`: in an utterance of up to 64 words, the
    /// positions where a value of some builtin may start and those where a number may, as bits
    /// (see `findListEntries`).
    // NB: in an utterance of up to 64 words, the words are read once, the positions where a value
    // may start kept as bits, and each pass goes over those bits alone. A longer utterance is read
    // position by position, from the first that may start a value.
    private mutating func findBuiltins(in words: inout UtteranceWords, valueStarts: (values: UInt64, numbers: UInt64)) {
        let count = words.count
        let isShort = count <= UInt64.bitWidth
        let (valueStarts, numberStarts) = valueStarts
        var first = count
        if !usedBuiltins.isEmpty, !isShort {
            first = 0
            while first < count, words.numerics[first] == nil, startKinds(words.ids[first]).isEmpty { first += 1 }
        }
        if valueStarts != 0 || first < count {
            words.exchangePositions(with: &recognizer)
            defer { words.exchangePositions(with: &recognizer) }
            // Numbers first, at every position: times, durations and dates read theirs from the
            // sealed table instead of reading them again.
            if isShort {
                var remaining = numberStarts
                while remaining != 0 {
                    readNumbers(at: remaining.trailingZeroBitCount)
                    remaining &= remaining - 1
                }
            } else {
                for position in first..<count
                where recognizer.numerics[position] != nil || startKinds(recognizer.ids[position]).contains(.number) {
                    readNumbers(at: position)
                }
            }
            numbers.seal(count: count)
            // NB: the number table is swapped into the recognizer and back, not copied: the copy
            // was retained and released on every utterance with a value.
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
    /// positions).
    @inline(__always)
    private mutating func readNumbers(at position: Int) {
        let before = numbers.count
        recognizer.numbers(at: position, into: &numbers)
        if usedBuiltins.contains(.number), numbers.count > before { kinds[position].formUnion(.number) }
    }

    /// Reads the ordinals, times, durations and dates starting at `position` that a phrase uses
    /// (the recognizer holding the positions and the number table).
    @inline(__always)
    private mutating func readValues(at position: Int) {
        // A word written in digits may start a value of any kind.
        let wanted = (recognizer.numerics[position] != nil ? .every : startKinds(recognizer.ids[position])).intersection(usedBuiltins)
        guard !wanted.isEmpty else { return }
        if wanted.contains(.ordinal), let (length, value) = recognizer.ordinal(at: position) {
            ordinals.append(start: position, length: length, value: value)
            kinds[position].formUnion(.ordinal)
        }
        if wanted.contains(.time) {
            let before = times.count
            recognizer.times(at: position, into: &times)
            if times.count > before { kinds[position].formUnion(.time) }
        }
        if wanted.contains(.duration) {
            let before = durations.count
            recognizer.durations(at: position, into: &durations)
            if durations.count > before { kinds[position].formUnion(.duration) }
        }
        if wanted.contains(.date) {
            let before = dates.count
            recognizer.dates(at: position, into: &dates)
            if dates.count > before { kinds[position].formUnion(.date) }
        }
    }
}
