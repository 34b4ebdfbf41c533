import RideIntents

/// What a spoken ride option name matched.
public enum RideOptionMatch: Hashable, Sendable {
    /// The canonical name or a synonym ("XL", "pool", "black car", "regular"), any case.
    case exact(RideOptionKind)
    /// A near miss ("suvs", "lux", "standerd").
    case loose(RideOptionKind)
    case unknown
}

extension RideOptionKind {
    /// Words that may trail an option name without changing it ("an SUV ride", "a luxury car").
    private static let trailingWords: Set<String> = ["ride", "car", "option", "vehicle", "please"]
    private static let leadingWords: Set<String> = ["a", "an", "the", "my"]

    /// Matches an option the grammar or the user named: the vocabulary identifier first, then the spoken phrase.
    public static func match(_ speakable: SpeakableString) -> RideOptionMatch {
        if let identifier = speakable.vocabularyIdentifier,
            let kind = allCases.first(where: { $0.name.lowercased() == identifier.lowercased() })
        {
            return .exact(kind)
        }
        return match(speakable.spokenPhrase)
    }

    /// Matches a spoken option name.
    public static func match(_ spoken: String) -> RideOptionMatch {
        var words = PlaceNameNormalizer.words(spoken)
        while let first = words.first, words.count > 1, leadingWords.contains(first) { words.removeFirst() }
        guard !words.isEmpty else { return .unknown }
        if let kind = exactKind(words.joined(separator: " ")) { return .exact(kind) }
        var trimmed = words
        while let last = trimmed.last, trimmed.count > 1, trailingWords.contains(last) { trimmed.removeLast() }
        let phrase = trimmed.joined(separator: " ")
        if let kind = exactKind(phrase) { return .exact(kind) }
        return looseKind(phrase).map(RideOptionMatch.loose) ?? .unknown
    }

    private static func exactKind(_ phrase: String) -> RideOptionKind? {
        allCases.first { $0.name.lowercased() == phrase || $0.synonyms.contains(phrase) }
    }

    /// The one option whose name or synonym is closest: a plural, a prefix of 3 letters or more,
    /// or a slip of one letter (two for longer words). `nil` when none or a tie.
    private static func looseKind(_ phrase: String) -> RideOptionKind? {
        guard phrase.count >= 3 else { return nil }
        var best: (cost: Int, kinds: [RideOptionKind]) = (Int.max, [])
        for kind in allCases {
            for candidate in [kind.name.lowercased()] + kind.synonyms where candidate.count >= 3 {
                let cost: Int
                if phrase == candidate + "s" || phrase == candidate + "es" {
                    cost = 0
                } else if candidate.hasPrefix(phrase) {
                    cost = 1
                } else {
                    let distance = LevenshteinDistance.between(phrase, candidate)
                    guard distance <= (candidate.count >= 7 ? 2 : 1) else { continue }
                    cost = distance
                }
                if cost < best.cost {
                    best = (cost, [kind])
                } else if cost == best.cost, !best.kinds.contains(kind) {
                    best.kinds.append(kind)
                }
            }
        }
        return best.kinds.count == 1 ? best.kinds[0] : nil
    }
}
