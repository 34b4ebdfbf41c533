/// Stage 5 of a parse: chooses the best set of non-overlapping candidates by dynamic programming
/// over the positions, once for the global phrases alone and once per intent with candidates
/// (global phrases taking part in each): the highest total score wins, the first on a tie.
///
/// Kept from one utterance to the next: its lists are reused.
struct ParseSelection: ~Copyable {
    /// Per position: the candidate the winning choice takes there (-1: none).
    private(set) var winnerPick = ScratchBuffer<Int>()
    /// Per position, then the end: the best total from there on; and the candidate chosen there.
    private var best = ScratchBuffer<Int>()
    private var pick = ScratchBuffer<Int>()
    /// `best` and `pick` for global phrases alone, when worked out beside an intent's.
    private var globalBest = ScratchBuffer<Int>()
    private var globalPick = ScratchBuffer<Int>()
    /// The number of intents (`MatchTables.intents`).
    private let intentCount: Int

    init(intentCount: Int) {
        self.intentCount = intentCount
    }

    /// Chooses among `candidates` (`starts`: the first candidate of each of `count` positions,
    /// then the end, see `PhraseWalk.candidateStarts`): fills `winnerPick` and returns the
    /// winning score and intent (0: the global phrases alone won).
    mutating func choose(
        from candidates: PlainList<PhraseCandidate>, starts: PlainList<Int32>, count: Int
    ) -> (score: Int, intent: Int32) {
        // NB: the intents of the candidates are found as the lowest and the highest, with no list
        // of those present: most utterances have candidates of one intent or none, and an intent
        // between the two is looked for among the candidates.
        var firstIntent = Int32.max
        var lastIntent: Int32 = 0
        for index in 0..<candidates.count {
            let intent = candidates[index].intent
            if intent > 0, Int(intent) <= intentCount {
                firstIntent = min(firstIntent, intent)
                lastIntent = max(lastIntent, intent)
            }
        }
        return starts.withElements { starts in
            guard starts.count == count + 1 else {
                // Never: the walk marks every position and the end. Read as no choice.
                winnerPick.reset(count: count, to: -1)
                return (0, 0)
            }
            // NB: the winner's choices are kept by swapping lists, not copied per intent tried.
            guard lastIntent > 0 else {
                let score = solve(intent: 0, alsoGlobal: false, candidates: candidates, starts: starts, count: count).withIntent
                swap(&pick, &winnerPick)
                return (score, 0)
            }
            // Global phrases alone, then with the first intent's, in one pass.
            let (globalScore, intentScore) = solve(intent: firstIntent, alsoGlobal: true, candidates: candidates, starts: starts, count: count)
            var winnerScore = globalScore
            var winningIntent: Int32 = 0
            swap(&globalPick, &winnerPick)
            if intentScore > winnerScore {
                winnerScore = intentScore
                winningIntent = firstIntent
                swap(&pick, &winnerPick)
            }
            if firstIntent < lastIntent {
                for intent in firstIntent + 1...lastIntent where Self.hasCandidate(ofIntent: intent, in: candidates) {
                    let score = solve(intent: intent, alsoGlobal: false, candidates: candidates, starts: starts, count: count).withIntent
                    if score > winnerScore {
                        winnerScore = score
                        winningIntent = intent
                        swap(&pick, &winnerPick)
                    }
                }
            }
            return (winnerScore, winningIntent)
        }
    }

    /// Whether a candidate belongs to intent `intent`.
    @inline(__always)
    private static func hasCandidate(ofIntent intent: Int32, in candidates: PlainList<PhraseCandidate>) -> Bool {
        (0..<candidates.count).contains { candidates[$0].intent == intent }
    }

    /// The best total score of non-overlapping candidates using global phrases and those of
    /// `intent` (0: global ones alone), `pick` holding its choices; when `alsoGlobal`, in the same
    /// pass, the best using global phrases alone, `globalPick` holding its choices.
    // NB: one pass over the positions and their candidates for both, when most utterances have
    // candidates of one intent. The lists are held as locals and filled through buffers
    // (`resize`), not written with a uniqueness check per position.
    @inline(__always)
    private mutating func solve(
        intent: Int32, alsoGlobal: Bool, candidates: PlainList<PhraseCandidate>, starts: UnsafeBufferPointer<Int32>, count: Int
    ) -> (global: Int, withIntent: Int) {
        var best = ScratchBuffer<Int>()
        var pick = ScratchBuffer<Int>()
        swap(&best, &self.best)
        swap(&pick, &self.pick)
        defer {
            swap(&best, &self.best)
            swap(&pick, &self.pick)
        }
        return best.resize(count: count + 1, fillingWith: 0) { best in
            pick.resize(count: count, fillingWith: -1) { pick in
                guard alsoGlobal else {
                    let none = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
                    return Self.programme(intent: intent, alsoGlobal: false, candidates, starts, count, best, pick, none, none)
                }
                var globalBest = ScratchBuffer<Int>()
                var globalPick = ScratchBuffer<Int>()
                swap(&globalBest, &self.globalBest)
                swap(&globalPick, &self.globalPick)
                defer {
                    swap(&globalBest, &self.globalBest)
                    swap(&globalPick, &self.globalPick)
                }
                return globalBest.resize(count: count + 1, fillingWith: 0) { globalBest in
                    globalPick.resize(count: count, fillingWith: -1) { globalPick in
                        Self.programme(intent: intent, alsoGlobal: true, candidates, starts, count, best, pick, globalBest, globalPick)
                    }
                }
            }
        }
    }

    /// The dynamic programme of `solve`, over `best` and `pick` (`count + 1` and `count` slots),
    /// and when `alsoGlobal`, `globalBest` and `globalPick` (as many).
    @inline(__always)
    private static func programme(
        intent: Int32, alsoGlobal: Bool, _ candidates: PlainList<PhraseCandidate>, _ starts: UnsafeBufferPointer<Int32>, _ count: Int,
        _ best: UnsafeMutableBufferPointer<Int>, _ pick: UnsafeMutableBufferPointer<Int>,
        _ globalBest: UnsafeMutableBufferPointer<Int>, _ globalPick: UnsafeMutableBufferPointer<Int>
    ) -> (global: Int, withIntent: Int) {
        // Bounds: `position` is below `count`, and a candidate's end at most `count` (guarded), so
        // every index is inside the buffers (the global ones read only when `alsoGlobal`);
        // `starts` has `count + 1` slots (see `choose`).
        best[count] = 0
        if alsoGlobal { globalBest[count] = 0 }
        for position in stride(from: count - 1, through: 0, by: -1) {
            var bestHere = best[position + 1]
            var pickHere = -1
            var globalBestHere = alsoGlobal ? globalBest[position + 1] : 0
            var globalPickHere = -1
            for index in Int(starts[position])..<Int(starts[position + 1]) {
                let candidate = candidates[index]
                let end = Int(candidate.end)
                guard end <= count else { continue }  // never: the walk ends inside the utterance
                if alsoGlobal, candidate.intent == 0 {
                    let total = Int(candidate.score) + globalBest[end]
                    if total > globalBestHere {
                        globalBestHere = total
                        globalPickHere = index
                    }
                }
                guard candidate.intent == 0 || candidate.intent == intent else { continue }
                let total = Int(candidate.score) + best[end]
                if total > bestHere {
                    bestHere = total
                    pickHere = index
                }
            }
            best[position] = bestHere
            pick[position] = pickHere
            if alsoGlobal {
                globalBest[position] = globalBestHere
                globalPick[position] = globalPickHere
            }
        }
        return (alsoGlobal ? globalBest[0] : 0, best[0])
    }
}
