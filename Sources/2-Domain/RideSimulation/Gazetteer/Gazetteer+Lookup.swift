import RideIntents

extension Gazetteer {
    /// Looks a spoken place up: a place name or alias ("SFO", "the Ferry Building", "Starbucks in
    /// Palo Alto"), then a street address on a known street ("659 Merchant St"), then the corner of
    /// two known streets ("Haight and Fillmore", "24th & Mission"), then a part of a place ("gate 5
    /// at SFO"), then a place by what it is near ("the Marriott near Union Square", "a hotel next
    /// to the ballpark"), then a kind of place ("the museum"), then a keyboard slip in one
    /// place's name ("Golden Gate Brigde", taken as `.corrected`), then a near miss.
    /// `nil` when nothing matches, and for a text longer than any place's name can be.
    public func lookUp(_ text: String) -> PlaceMatch? {
        let words = PlaceNameNormalizer.words(text)
        guard !words.isEmpty else { return nil }
        // NB: words longer than any name with its locality match no name, exactly or loosely:
        // only a street address is left to try, so a long line costs no more than its length.
        let length = words.reduce(words.count - 1) { $0 + $1.count }
        guard length <= longestPlaceNameLength else { return StreetAddressQuery(text).flatMap(lookUpAddress) }
        if let indexes = exactPlaceIndexes(words) {
            return PlaceMatch(placemarks: indexes.map { places[$0].placemark }, quality: .exact)
        }
        if let address = StreetAddressQuery(text) {
            return lookUpAddress(address)
        }
        let corners = StreetIntersection.corners(of: words, streets: streets, keys: streetKeys)
        if !corners.isEmpty {
            return PlaceMatch(placemarks: corners.map(placemark), quality: .exact)
        }
        if let indexes = partOfPlaceIndexes(words) {
            return PlaceMatch(placemarks: indexes.map { places[$0].placemark }, quality: .exact)
        }
        if let indexes = nearbyPlaceIndexes(words) {
            return PlaceMatch(placemarks: indexes.map { places[$0].placemark }, quality: .exact)
        }
        if let kind = Self.kindNamed(by: words) {
            // "the museum", "a hospital": the places of that kind the service reaches, to choose from.
            let ofKind = places.filter { $0.kind == kind && $0.isInServiceArea }.prefix(Self.placesOfAKindOffered)
            if !ofKind.isEmpty { return PlaceMatch(placemarks: ofKind.map(\.placemark), quality: .exact) }
        }
        let loose = looseMatches(words)
        guard let best = loose.first else { return nil }
        let closest = loose.prefix { $0.cost == best.cost }.map(\.index)
        // One keyboard slip that spells only this place, with no other place nearly as close.
        if closest == [best.index], loose.dropFirst().allSatisfy({ $0.cost > best.cost + 1 }),
            placeNameWords[best.index].contains(where: { KeyboardSlip.isOneSlip(typed: words, name: $0) })
        {
            return PlaceMatch(placemarks: [places[best.index].placemark], quality: .corrected)
        }
        return PlaceMatch(placemarks: closest.map { places[$0].placemark }, quality: .loose)
    }

    /// Whether a resolved placemark lies in the service area: a gazetteer place by its own flag,
    /// anything else by `serviceArea`.
    public func isInServiceArea(_ placemark: Placemark) -> Bool {
        if let identifier = placemark.identifier, let place = place(withIdentifier: identifier) {
            return place.isInServiceArea
        }
        guard let location = placemark.location else { return false }
        return serviceArea.contains(location)
    }

    // MARK: - Places

    /// How many places of a kind a query naming only the kind is offered ("the museum").
    static let placesOfAKindOffered = 4

    /// The kind a query names on its own ("museum", "the hotel", "a hospital"), if it names one.
    static func kindNamed(by words: [String]) -> PlaceKind? {
        var words = words
        if let first = words.first, ["the", "a", "an", "some", "any", "nearest", "closest"].contains(first) { words.removeFirst() }
        if words.count == 2, ["nearest", "closest"].contains(words[0]) { words.removeFirst() }
        guard words.count == 1, var word = words.first else { return nil }
        if word.hasSuffix("s"), PlaceKind(rawValue: String(word.dropLast())) != nil { word.removeLast() }
        return kindWords[word] ?? PlaceKind(rawValue: word).flatMap { [.neighbourhood, .city, .landmark, .office].contains($0) ? nil : $0 }
    }

    /// Words people use for a kind under another name.
    private static let kindWords: [String: PlaceKind] = [
        "theater": .venue, "theatre": .venue, "stadium": .venue, "arena": .venue, "university": .campus, "college": .campus,
    ]


    func exactPlaceIndexes(_ words: [String]) -> [Int]? {
        if let indexes = placesByName[words.joined(separator: " ")] { return indexes }
        // "Starbucks in Palo Alto", "City Hall Oakland": a name followed by its locality.
        for split in stride(from: words.count - 1, to: 0, by: -1) {
            let locality = words[split...].joined(separator: " ")
            guard localities.contains(locality) else { continue }
            var head = Array(words[..<split])
            if let last = head.last, ["in", "at", "near"].contains(last) { head.removeLast() }
            guard !head.isEmpty, let indexes = placesByName[head.joined(separator: " ")] else { continue }
            let inLocality = indexes.filter { PlaceNameNormalizer.normalize(places[$0].locality) == locality }
            if !inLocality.isEmpty { return inLocality }
        }
        return nil
    }

    /// The place a part of it is said in ("gate 5 at SFO", "the lobby of the Hilton", "terminal 2
    /// at Oakland airport"): the place after the last "at" or "of", when what comes before it is
    /// no place's name (a name that holds the word, "Cafe at the Park", was looked up first).
    private func partOfPlaceIndexes(_ words: [String]) -> [Int]? {
        guard let split = words.lastIndex(where: { $0 == "at" || $0 == "of" }), split > 0, split < words.count - 1 else { return nil }
        var place = Array(words[(split + 1)...])
        if place.count > 1, ["the", "a", "an"].contains(place[0]) { place.removeFirst() }
        return exactPlaceIndexes(place)
    }

    /// Every place some name of which the words loosely match, cheapest first (ties in data order).
    private func looseMatches(_ words: [String]) -> [(index: Int, cost: Int)] {
        var matches: [(index: Int, cost: Int)] = []
        for (index, forms) in placeNameWords.enumerated() {
            guard let cost = forms.compactMap({ LooseNameMatcher.cost(spoken: words, name: $0) }).min() else { continue }
            matches.append((index, cost))
        }
        // NB: a stable sort keeps data order among equal costs.
        return matches.enumerated().sorted { ($0.element.cost, $0.offset) < ($1.element.cost, $1.offset) }.map(\.element)
    }

    // MARK: - Street addresses

    func lookUpAddress(_ query: StreetAddressQuery) -> PlaceMatch? {
        var quality = PlaceMatch.Quality.exact
        var candidates = exactStreetIndexes(query)
        if candidates.isEmpty {
            candidates = looseStreetIndexes(query)
            quality = .loose
        }
        var withNumber = candidates.filter { streets[$0].numbers.contains(query.number) }
        if !query.localityWords.isEmpty {
            let locality = query.localityWords.joined(separator: " ")
            let inLocality = withNumber.filter { PlaceNameNormalizer.normalize(streets[$0].locality) == locality }
            if !inLocality.isEmpty || localities.contains(locality) { withNumber = inLocality }
        }
        var seenLocalities: Set<String> = []
        let placemarks = withNumber.compactMap { index -> Placemark? in
            let street = streets[index]
            guard seenLocalities.insert(street.locality).inserted,
                let location = street.coordinate(ofNumber: query.number)
            else { return nil }
            let address = "\(query.number) \(street.name)"
            return Placemark(
                name: address, thoroughfare: address, locality: street.locality, location: location,
                identifier: "address:\(Self.slug(street.name))-\(query.number)-\(Self.slug(street.locality))"
            )
        }
        return placemarks.isEmpty ? nil : PlaceMatch(placemarks: placemarks, quality: quality)
    }

    private func exactStreetIndexes(_ query: StreetAddressQuery) -> [Int] {
        let queryKeys = StreetKeys.forms(query.streetWords).map { $0.joined(separator: " ") }
        return streetKeys.indices.filter { index in
            let keys = streetKeys[index].keys(forQueryWithSuffix: query.hasSuffix)
            return queryKeys.contains(where: keys.contains)
        }
    }

    private func looseStreetIndexes(_ query: StreetAddressQuery) -> [Int] {
        let queryKeys = StreetKeys.forms(query.streetWords).map { $0.joined(separator: " ") }.map { ($0, $0.count) }
        var bestDistance = Int.max
        var best: [Int] = []
        for index in streetKeys.indices {
            let keys = streetKeys[index].keys(forQueryWithSuffix: query.hasSuffix)
            var distance = Int.max
            for (queryKey, length) in queryKeys {
                for key in keys {
                    // NB: lengths further apart than the tolerance cannot be a near miss; skipping them keeps a long query linear.
                    guard abs(key.count - length) <= LevenshteinDistance.tolerance(forLength: length) else { continue }
                    let d = LevenshteinDistance.between(queryKey, key)
                    if d <= LevenshteinDistance.tolerance(forLength: length) { distance = min(distance, d) }
                }
            }
            if distance < bestDistance {
                bestDistance = distance
                best = [index]
            } else if distance == bestDistance, distance != Int.max {
                best.append(index)
            }
        }
        return best
    }

    /// A street corner as a placemark: "Haight Street and Fillmore Street".
    func placemark(_ corner: StreetIntersection.Corner) -> Placemark {
        let first = streets[corner.first], second = streets[corner.second]
        let name = "\(first.name) and \(second.name)"
        return Placemark(
            name: name, thoroughfare: name, locality: first.locality, location: corner.location,
            identifier: "corner:\(Self.slug(first.name))-\(Self.slug(second.name))-\(Self.slug(first.locality))"
        )
    }

    /// "Market Street" → "market-street".
    static func slug(_ text: String) -> String {
        PlaceNameNormalizer.words(text).joined(separator: "-")
    }
}
