import PhraseGrammar

/// Chooses the parse among the matches: per set of phrases taking part (global alone, then with
/// each intent's), the non-overlapping matches of the highest total score, worked out from the
/// last word back.
struct ReferenceSelection {
    let utterance: ReferenceUtterance
    /// Every match, by start, in the order the engine finds them.
    let candidates: [ReferenceCandidate]
    let intents: [String]

    func parse() -> ReferenceParse {
        var winner = best(withIntent: 0)
        var winningIntent = 0
        let present = Set(candidates.map(\.intent)).filter { $0 > 0 }.sorted()
        for intent in present {
            let chosen = best(withIntent: intent)
            if chosen.total > winner.total {
                winner = chosen
                winningIntent = intent
            }
        }
        let usesIntent = winningIntent > 0 && winner.matches.contains { $0.intent == winningIntent }
        let matches = winner.matches.map { candidate in
            ReferenceParse.Match(
                phraseIndex: candidate.phraseIndex, span: utterance.span(from: candidate.start, to: candidate.end),
                captures: candidate.path.captures, score: candidate.score)
        }
        return ReferenceParse(
            text: utterance.text, intent: usesIntent && intents.indices.contains(winningIntent - 1) ? intents[winningIntent - 1] : nil, matches: matches,
            residue: residue(leftBy: winner.matches), score: winner.total)
    }

    /// The best matches among global and expect phrases and those of intent `intent` (0: none):
    /// from the last word back, the best total from each word on is the better of leaving the
    /// word out and each match starting there followed by the best from its end; a match must do
    /// strictly better to be taken, the first found among equals.
    private func best(withIntent intent: Int) -> (total: Int, matches: [ReferenceCandidate]) {
        let count = utterance.count
        var total = [Int](repeating: 0, count: count + 1)
        var pick = [ReferenceCandidate?](repeating: nil, count: count + 1)
        for position in stride(from: count - 1, through: 0, by: -1) {
            total[position] = total[position + 1]
            for candidate in candidates where candidate.start == position && (candidate.intent == 0 || candidate.intent == intent) {
                if candidate.score + total[candidate.end] > total[position] {
                    total[position] = candidate.score + total[candidate.end]
                    pick[position] = candidate
                }
            }
        }
        var matches: [ReferenceCandidate] = []
        var position = 0
        while position < count {
            if let candidate = pick[position] {
                matches.append(candidate)
                position = candidate.end
            } else {
                position += 1
            }
        }
        return (total[0], matches)
    }

    /// The runs of words no match covers, split where a skip word was dropped or punctuation
    /// comes between two words.
    private func residue(leftBy matches: [ReferenceCandidate]) -> [TextSpan] {
        var covered = [Bool](repeating: false, count: utterance.count)
        for match in matches { for position in match.start..<match.end { covered[position] = true } }
        var runs: [TextSpan] = []
        var runStart: Int?
        for position in 0...utterance.count {
            let continues = position < utterance.count && !covered[position] && runStart != nil
                && utterance.words[position].boundary == .space
                && utterance.words[position].tokenIndex == utterance.words[position - 1].tokenIndex + 1
            if let start = runStart, !continues {
                runs.append(utterance.span(from: start, to: position))
                runStart = nil
            }
            if position < utterance.count, !covered[position], runStart == nil { runStart = position }
        }
        return runs
    }
}
