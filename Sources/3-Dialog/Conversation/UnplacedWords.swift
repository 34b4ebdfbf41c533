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
        let characters = Characters(understanding.text)
        let used = understanding.evidence.filter { !isIgnored($0) }.map(\.span)
        spans.sort { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        for span in spans where span.lowerBound >= 0 && span.upperBound <= characters.count && !span.isEmpty {
            // Two runs are one when nothing a phrase used lies between them (only spaces, or skip
            // words such as "the" or "um").
            if let last = runs.last, !used.contains(where: { $0.overlaps(last.upperBound..<max(last.upperBound, span.lowerBound)) }),
               span.lowerBound <= last.upperBound || !characters.hasBreak(in: last.upperBound..<span.lowerBound) {
                runs[runs.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                runs.append(span)
            }
        }
        return runs.compactMap { run in
            let text = characters.text(of: run)
            let words = text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
            guard words.count >= 2 else { return nil }
            let hasNumber = words.contains { $0.contains(where: \.isNumber) }
            return hasNumber || valueLeadWords.contains(words[0]) ? text : nil
        }
    }

    /// The characters of an utterance, read by character offset.
    // NB: an ASCII text (nearly every one) is read as its bytes, which are its characters: making
    // an array of `Character`s of the whole text was most of the 17,600 instructions this took a
    // `--jsonl` turn (callgrind, 1,000 corpus turns).
    private enum Characters {
        case ascii([UInt8])
        case characters([Character])

        init(_ text: String) {
            let bytes = Array(text.utf8)
            self = bytes.allSatisfy { $0 < 0x80 } ? .ascii(bytes) : .characters(Array(text))
        }

        var count: Int {
            switch self {
            case .ascii(let bytes): bytes.count
            case .characters(let characters): characters.count
            }
        }

        /// Whether a comma or a period lies in `range`.
        func hasBreak(in range: Range<Int>) -> Bool {
            switch self {
            case .ascii(let bytes): bytes[range].contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }
            case .characters(let characters): characters[range].contains { $0 == "," || $0 == "." }
            }
        }

        /// The text of `range`, as typed.
        func text(of range: Range<Int>) -> String {
            switch self {
            case .ascii(let bytes): String(decoding: bytes[range], as: UTF8.self)
            case .characters(let characters): String(characters[range])
            }
        }
    }
}
