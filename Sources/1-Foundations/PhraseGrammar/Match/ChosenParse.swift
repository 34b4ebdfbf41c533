/// Stage 6 of a parse: the chosen matches read out of the walk's candidates and trail, in text
/// order with their captures, and the runs of words no match covers. `PhraseParseView` reads
/// it in place; `PhraseParseView.madeParse()` makes it a `PhraseParse`.
///
/// Kept from one utterance to the next: its lists are reused.
struct ChosenParse: ~Copyable {
    /// A match the parse chose: its phrase, its positions, and where its captures are in
    /// `captures`.
    struct Match: Sendable {
        var phrase: Int32
        var start: Int32
        var end: Int32
        var score: Int32
        var firstCapture: Int32
        var captureEnd: Int32
    }

    // NB: kept in these lists rather than built as a `PhraseParse` for each utterance: its arrays
    // of matches, captures and residue, allocated, filled and freed per parse, cost more than the
    // rest of the read-out.
    /// The chosen matches, in text order.
    private(set) var matches = ScratchBuffer<Match>()
    /// The chosen matches' captures, match after match, each match's in text order.
    private(set) var captures = ScratchBuffer<CaptureLink>()
    /// The runs of words no chosen match covers, split where skip words or punctuation came between.
    private(set) var residue = ScratchBuffer<TextSpan>()
    /// The intent of the chosen parse (1-based; 0 when only global phrases were chosen).
    private(set) var intent: Int32 = 0
    /// The chosen parse's total score.
    private(set) var score = 0

    // NB: the read-out is inlined into the matcher's `run`, its one caller, where `words` and
    // `walk` are read in place: handed to a call, each was copied (145 bytes and more).

    /// Nothing chosen: every word of `words` is residue.
    @inline(__always)
    mutating func readNothing(of words: borrowing UtteranceWords) {
        matches.removeAll()
        captures.removeAll()
        intent = 0
        score = 0
        findResidue(of: words, uncovered: words.count)
    }

    /// Reads out the choice `pick` (per position, the candidate taken there; -1: none) of
    /// `walk`'s candidates over `words`, which scored `score` with intent `intent`.
    @inline(__always)
    mutating func read(_ pick: ScratchBuffer<Int>, score: Int, intent winningIntent: Int32, walk: borrowing PhraseWalk, words: borrowing UtteranceWords) {
        let count = words.count
        var uncovered = count
        var usesIntent = false
        let candidates = walk.candidates
        let trail = walk.trail
        // NB: the chosen matches and their captures written through buffers of `count` slots
        // (a match covers a word at least, a capture too), each match's captures put in text
        // order as they are read, not appended with a uniqueness test each and then reversed.
        let noMatch = Match(phrase: 0, start: 0, end: 0, score: 0, firstCapture: 0, captureEnd: 0)
        let noCapture = CaptureLink(capture: 0, start: 0, length: 0, reference: 0, parent: -1)
        let (matchCount, captureCount) = matches.resize(count: count, fillingWith: noMatch) { matches in
            captures.resize(count: count, fillingWith: noCapture) { captures in
                // Bounds: a match is written below `matches.count` and a capture below
                // `captures.count`, both tested.
                var matchCount = 0
                var captureCount = 0
                var position = 0
                while position < count, position < pick.count, matchCount < matches.count {
                    let index = pick[position]
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
                    matches[matchCount] = Match(
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
        self.intent = usesIntent ? winningIntent : 0
        self.score = score
        findResidue(of: words, uncovered: uncovered)
    }

    /// Finds the runs of words no chosen match covers, `uncovered` being the number of positions
    /// no match covers.
    // NB: gap by gap between the chosen matches, each gap's words looked at once for a break,
    // rather than every position tested for a match, a run and a break in turn.
    @inline(__always)
    private mutating func findResidue(of words: borrowing UtteranceWords, uncovered: Int) {
        residue.removeAll()
        guard uncovered > 0 else { return }
        let count = words.count
        var gapStart = 0
        var nextMatch = 0
        while true {
            let gapEnd = nextMatch < matches.count ? Int(matches[nextMatch].start) : count
            if gapStart < gapEnd {
                var runStart = gapStart
                for position in gapStart + 1..<gapEnd where !words.continuesRun(at: position) {
                    residue.append(words.span(from: runStart, to: position))
                    runStart = position
                }
                residue.append(words.span(from: runStart, to: gapEnd))
            }
            guard nextMatch < matches.count else { break }
            gapStart = Int(matches[nextMatch].end)
            nextMatch += 1
        }
    }
}
