/// The keys a street is found under: its names and aliases, suffix spelled out, with and without
/// a leading direction ("north shoreline boulevard", "shoreline boulevard"), and without the suffix
/// ("shoreline") for addresses spoken without one.
struct StreetKeys: Sendable {
    var full: Set<String>
    var base: Set<String>

    init(_ street: Street) {
        var full: Set<String> = []
        var base: Set<String> = []
        for name in [street.name] + street.aliases {
            for words in Self.forms(StreetWords.canonical(PlaceNameNormalizer.words(name))) {
                full.insert(words.joined(separator: " "))
                if words.count > 1, let last = words.last, StreetWords.suffixes.contains(last) {
                    base.insert(words.dropLast().joined(separator: " "))
                }
            }
        }
        self.full = full
        self.base = base
    }

    /// `words`, and `words` without a leading direction when it has one.
    static func forms(_ words: [String]) -> [[String]] {
        guard words.count > 1, let first = words.first, StreetWords.directions.contains(first) else { return [words] }
        return [words, Array(words.dropFirst())]
    }

    /// The keys a query with or without a suffix is compared with.
    func keys(forQueryWithSuffix hasSuffix: Bool) -> Set<String> {
        hasSuffix ? full : full.union(base)
    }
}
