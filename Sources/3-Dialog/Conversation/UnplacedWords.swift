import RideLanguage

/// The words of a request the grammar could not place and that look meant as part of it, so the
/// dialog says so rather than dropping them silently ("book a ride on the 31st of Smarch" → "on
/// the 31st of Smarch").
///
/// Not every leftover word is worth a remark: "I booked", "it's raining" or "hey" are chatter.
/// A run is reported when it holds a number with another word, or starts with a preposition
/// that usually brings a time, a place or a party ("on …", "at …", "by …").
enum UnplacedWords {
    /// Words that start a phrase meant to give a value.
    static let valueLeadWords: Set<Substring> = [
        "on", "at", "by", "for", "from", "to", "in", "around", "near", "before", "after", "until", "till",
        "via", "between", "with",
    ]

    /// The runs worth reporting, as typed, in order. `ignoredChoice`: a pick from a list when no
    /// list was offered, whose words count as unplaced too ("the 31st").
    static func phrases(in understanding: Understanding, ignoredChoice: Bool) -> [String] {
        var spans = understanding.residueSpans
        let isIgnored = { (evidence: Evidence) in ignoredChoice && evidence.target == "choice" }
        spans += understanding.evidence.filter(isIgnored).map(\.span)
        guard !spans.isEmpty else { return [] }
        let characters = Array(understanding.text)
        let used = understanding.evidence.filter { !isIgnored($0) }.map(\.span)
        spans.sort { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        for span in spans where span.lowerBound >= 0 && span.upperBound <= characters.count && !span.isEmpty {
            // Two runs are one when nothing a phrase used lies between them (only spaces, or skip
            // words such as "the" or "um").
            if let last = runs.last, !used.contains(where: { $0.overlaps(last.upperBound..<max(last.upperBound, span.lowerBound)) }),
               span.lowerBound <= last.upperBound || !characters[last.upperBound..<span.lowerBound].contains(where: { $0 == "," || $0 == "." }) {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                runs.append(span)
            }
        }
        return runs.compactMap { run in
            let text = String(characters[run])
            let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
            guard words.count >= 2 else { return nil }
            let hasNumber = words.contains { $0.contains(where: \.isNumber) }
            return hasNumber || valueLeadWords.contains(words[0]) ? text : nil
        }
    }
}
