import RideIntents

extension Gazetteer {
    /// Words that place what comes before them by what comes after ("the Marriott near Union
    /// Square", "a hotel close to the ballpark"), longest first.
    static let nearnessWords: [[String]] = [
        ["across", "from"], ["next", "to"], ["close", "to"], ["closest", "to"], ["nearest", "to"], ["near", "to"],
        ["near"], ["beside"], ["opposite"], ["nearby"],
    ]

    /// A place said by another it is near: the places the words before the nearness words name
    /// (a kind of place, or a name or alias, or the name's words inside a longer name: "the
    /// Hyatt" for "Hyatt Regency San Francisco Airport"), nearest first to the place the words after
    /// it name (a place, a street corner or a street address). A name gives its nearest place
    /// alone; a kind ("a hotel near Union Square") its few nearest, to choose from. `nil` when
    /// either side names nothing.
    func nearbyPlaceIndexes(_ words: [String]) -> [Int]? {
        guard let (head, tail) = Self.splitAtNearness(words), let anchor = anchorLocation(tail) else { return nil }
        let byKind = Self.kindNamed(by: head)
        let candidates: [Int]
        if let byKind {
            candidates = places.indices.filter { places[$0].kind == byKind && places[$0].isInServiceArea }
        } else {
            // "the Marriott" is one hotel's alias, but "Marriott near Oakland airport" means
            // another: every place the name is in takes part.
            let named = head.first.map { ["the", "a", "an"].contains($0) } == true ? Array(head.dropFirst()) : head
            let exact = Set(exactPlaceIndexes(head) ?? [])
            candidates = places.indices.filter { index in exact.contains(index) || placeNameWords[index].contains { Self.contains(named, in: $0) } }
        }
        let located = candidates.compactMap { index in places[index].placemark.location.map { (index, $0.miles(to: anchor)) } }
        guard !located.isEmpty else { return nil }
        // NB: a stable sort keeps data order among equal distances.
        let nearest = located.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
        return Array(nearest.prefix(byKind == nil ? 1 : Self.placesOfAKindOffered))
    }

    /// The words before and after the last nearness words, each side not empty.
    static func splitAtNearness(_ words: [String]) -> (head: [String], tail: [String])? {
        for end in stride(from: words.count - 1, to: 0, by: -1) {
            for nearness in nearnessWords where nearness.count <= end {
                let start = end - nearness.count
                guard start > 0, words[start..<end].elementsEqual(nearness) else { continue }
                var tail = Array(words[end...])
                if tail.count > 1, ["the", "a", "an"].contains(tail[0]) { tail.removeFirst() }
                return (Array(words[..<start]), tail)
            }
        }
        return nil
    }

    /// Where the place `words` name is: a place's name or alias, a street corner, or a street
    /// address (the first when there are several).
    private func anchorLocation(_ words: [String]) -> Coordinate? {
        if let indexes = exactPlaceIndexes(words), let location = indexes.lazy.compactMap({ self.places[$0].placemark.location }).first {
            return location
        }
        if let corner = StreetIntersection.corners(of: words, streets: streets, keys: streetKeys).first {
            return placemark(corner).location
        }
        return StreetAddressQuery(words.joined(separator: " ")).flatMap(lookUpAddress)?.placemarks.first?.location
    }

    /// Whether `part` appears in `name` as consecutive whole words.
    private static func contains(_ part: [String], in name: [String]) -> Bool {
        guard !part.isEmpty, part.count <= name.count else { return false }
        return (0...(name.count - part.count)).contains { name[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
