/// The places and streets the service knows, with the indexes that look names up.
///
/// `Data/places.tsv` lists named places (airports, stations, landmarks, neighbourhoods, hotels,
/// venues, cities) in and around the San Francisco Bay Area, each flagged in or out of the
/// service area; `Data/streets.tsv` lists street stretches that street addresses are placed on.
public struct Gazetteer: Sendable {
    /// Every place, in file order.
    public let places: [GazetteerPlace]
    /// Every street stretch, in file order.
    public let streets: [Street]
    /// Every place name and alias, each once, sorted case-insensitively (for tab completion).
    public let names: [String]
    /// Where the service operates: what a place without its own flag (a street address, a corner)
    /// is checked against.
    public let serviceArea: ServiceArea

    /// Normalised name or alias → indexes into `places`, in file order.
    let placesByName: [String: [Int]]
    /// Each place's names as normalised words, parallel to `places`.
    let placeNameWords: [[[String]]]
    /// Each street's lookup keys, parallel to `streets`.
    let streetKeys: [StreetKeys]
    /// Normalised locality names of places and streets.
    let localities: Set<String>
    /// The longest text, in normalised characters, that a name with its locality can take ("X in
    /// Y", and a slip): a longer place text is tried only as a street address. Worked out once
    /// here rather than over every name on each lookup.
    let longestPlaceNameLength: Int

    /// A gazetteer over the given places and streets, in `serviceArea` (the Bay Area by default).
    public init(places: [GazetteerPlace], streets: [Street], serviceArea: ServiceArea = .bayArea) {
        self.places = places
        self.streets = streets
        self.serviceArea = serviceArea
        var byName: [String: [Int]] = [:]
        var nameWords: [[[String]]] = []
        var seenNames: Set<String> = []
        var names: [String] = []
        for (index, place) in places.enumerated() {
            var wordsOfPlace: [[String]] = []
            for name in place.allNames {
                let words = PlaceNameNormalizer.words(name)
                guard !words.isEmpty else { continue }
                wordsOfPlace.append(words)
                let key = words.joined(separator: " ")
                if byName[key, default: []].last != index { byName[key, default: []].append(index) }
                if seenNames.insert(name.lowercased()).inserted { names.append(name) }
            }
            nameWords.append(wordsOfPlace)
        }
        self.placesByName = byName
        self.placeNameWords = nameWords
        self.names = names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
        self.streetKeys = streets.map(StreetKeys.init)
        self.localities = Set((places.map(\.locality) + streets.map(\.locality)).map(PlaceNameNormalizer.normalize))
        let longestName = nameWords.lazy.flatMap { $0 }.map { words in words.reduce(words.count - 1) { $0 + $1.count } }.max() ?? 0
        let longestLocality = localities.lazy.map(\.count).max() ?? 0
        self.longestPlaceNameLength = longestName + " in ".count + longestLocality + LooseNameMatcher.maximumCost
    }

    /// The longest text, in normalised characters, that can name a place: the longest name, alias
    /// or street (under 50) with the longest locality after it (under 25), and room for "in", a
    /// house number, a unit, a state and a ZIP code. A longer text is no place, and is not compared
    /// with every name. (A test checks the shipped data against it.)
    /// NB: a constant, not a stored property worked out from the data: a new stored property
    /// changes the struct's layout, and incremental builds did not recompile the modules using it.
    static let maximumQueryLength = 160

    /// A gazetteer with no places and no streets.
    public static let empty = Gazetteer(places: [], streets: [])

    /// The place with this identifier.
    public func place(withIdentifier identifier: String) -> GazetteerPlace? {
        places.first { $0.identifier == identifier }
    }
}
