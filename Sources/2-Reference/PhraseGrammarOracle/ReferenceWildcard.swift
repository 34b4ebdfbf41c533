import PhraseGrammar

/// The texts a `wildcard` declaration may capture from a word of an utterance, stated as the
/// grammar's README states them, one rule at a time, for a text of a given length.
struct ReferenceWildcard {
    let declaration: WildcardDeclaration
    /// The words a text may not start with (once its strip words are left out).
    private let refusedFirst: Set<String>
    /// The words that may not follow a join word inside a text.
    private let refusedAfterJoin: Set<String>
    private let refusedLast: Set<String>

    init(declaration: WildcardDeclaration) {
        self.declaration = declaration
        refusedFirst = declaration.stopWords.union(declaration.notFirstWords).union(declaration.joinWords)
        refusedAfterJoin = refusedFirst.union(declaration.stripWords)
        refusedLast = declaration.joinWords.union(declaration.notLastWords)
    }

    /// The most words a text continued past a comma to an address end word takes after the comma.
    static let addressTailWords = 6

    /// The lengths of the texts allowed from `start`, in the order the matcher tries them (which
    /// only matters between parses of equal score): the text continued past commas to an address
    /// end first (when longer than the others), then the others from the longest down.
    func lengths(at start: Int, in utterance: ReferenceUtterance) -> [Int] {
        let reach = stride(from: declaration.maxWords, through: 1, by: -1).first { isWellFormed(start: start, length: $0, in: utterance) } ?? 0
        guard reach > 0 else { return [] }
        var lengths = stride(from: reach, through: 1, by: -1).filter {
            isWellFormed(start: start, length: $0, in: utterance) && isAllowed(start: start, length: $0, in: utterance)
        }
        let tail = addressTail(start: start, reach: reach, in: utterance)
        if tail > reach { lengths.insert(tail, at: 0) }
        return lengths
    }

    /// Where the text of `length` words from `start` begins once its leading strip words are
    /// left out (it keeps one word at least).
    func valueStart(start: Int, length: Int, in utterance: ReferenceUtterance) -> Int {
        var first = start
        while first < start + length - 1, isWord(first, in: declaration.stripWords, utterance) { first += 1 }
        return first
    }

    /// A text of `length` words from `start` that is well formed, wherever it ends: at most `max`
    /// words; no comma or sentence break inside; after its leading strip words, a first word
    /// that is no stop, `not first` or join word, and then no stop word; a join word only
    /// between two words, before one that could start a text (no stop, strip, `not first` or
    /// join word, and no number).
    private func isWellFormed(start: Int, length: Int, in utterance: ReferenceUtterance) -> Bool {
        let end = start + length
        guard length >= 1, length <= declaration.maxWords, end <= utterance.count else { return false }
        guard (start + 1..<end).allSatisfy({ utterance.words[$0].boundary == .space }) else { return false }
        var first = start
        while first < end, isWord(first, in: declaration.stripWords, utterance) { first += 1 }
        guard first < end else { return false }
        guard !isWord(first, in: refusedFirst, utterance) else { return false }
        for position in first + 1..<end {
            if isWord(position, in: declaration.stopWords, utterance) { return false }
            if isWord(position, in: declaration.joinWords, utterance), position + 1 < end {
                if isWord(position + 1, in: refusedAfterJoin, utterance) || utterance.hasNumber(at: position + 1) { return false }
            }
        }
        // A join word ends the reach unless a word that may follow it comes next.
        if isWord(end - 1, in: declaration.joinWords, utterance), end - 1 > first {
            let after = end
            guard after < utterance.count, after - start < declaration.maxWords, utterance.words[after].boundary == .space,
                !isWord(after, in: refusedAfterJoin, utterance), !utterance.hasNumber(at: after)
            else { return false }
        }
        return true
    }

    /// A well-formed text that may also end where it does: not on a join or `not last` word, and
    /// not what `never just` refuses (a lone plain number; exactly a time with a clock form).
    private func isAllowed(start: Int, length: Int, in utterance: ReferenceUtterance) -> Bool {
        let last = start + length - 1
        if isWord(last, in: refusedLast, utterance) { return false }
        if declaration.neverJust.contains("number"), length == 1, utterance.hasNumber(at: start),
            utterance.builtins.isPlainNumber[start]
        { return false }
        if declaration.neverJust.contains("time"), isClockTime(start: start, length: length, in: utterance) { return false }
        return true
    }

    /// Whether the words are exactly a `{time}` with a clock form of its own ("3:45 pm", "noon").
    private func isClockTime(start: Int, length: Int, in utterance: ReferenceUtterance) -> Bool {
        let isTime = utterance.builtins.readings.contains { reading in
            guard reading.start == start, reading.length == length, case .time = reading.value else { return false }
            return true
        }
        return isTime && (start..<start + length).contains { !utterance.builtins.isPlainNumber[$0] }
    }

    /// The length of the text continued past the comma after its reach (`reach` words) to an
    /// address end word, or 0: the words after the comma (at most `addressTailWords`, across
    /// commas but no sentence break, no stop word) end on an address end word followed by a
    /// number (taken too), by the end of the utterance or of its clause, by a join word, or, when
    /// the text starts with a house number, by anything. The longest such text.
    private func addressTail(start: Int, reach: Int, in utterance: ReferenceUtterance) -> Int {
        let afterComma = start + reach
        guard afterComma < utterance.count, utterance.words[afterComma].boundary == .comma else { return 0 }
        let isStreetAddress = utterance.hasNumber(at: valueStartIgnoringLength(start, utterance))
        var tail = 0
        var position = afterComma
        while position < utterance.count, position - afterComma < Self.addressTailWords,
            position == afterComma || utterance.words[position].boundary <= .comma,
            !isWord(position, in: declaration.stopWords, utterance)
        {
            if isWord(position, in: declaration.addressEndWords, utterance) {
                let next = position + 1
                if next < utterance.count, utterance.words[next].boundary == .space, utterance.hasNumber(at: next) {
                    tail = next + 1 - start
                } else if next == utterance.count || utterance.words[next].boundary != .space || isStreetAddress
                    || isWord(next, in: declaration.joinWords, utterance)
                {
                    tail = next - start
                }
            }
            position += 1
        }
        return tail
    }

    /// The first word after the leading strip words of a text from `start`.
    private func valueStartIgnoringLength(_ start: Int, _ utterance: ReferenceUtterance) -> Int {
        var first = start
        while first < utterance.count, first - start < declaration.maxWords, isWord(first, in: declaration.stripWords, utterance),
            first == start || utterance.words[first].boundary == .space
        {
            first += 1
        }
        return first
    }

    private func isWord(_ position: Int, in words: Set<String>, _ utterance: ReferenceUtterance) -> Bool {
        position < utterance.count && words.contains(utterance.words[position].token.text)
    }
}
