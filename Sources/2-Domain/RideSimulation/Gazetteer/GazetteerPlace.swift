import RideIntents

/// One named place in the gazetteer (a line of `Data/places.tsv`).
public struct GazetteerPlace: Hashable, Sendable {
    /// A stable, unique identifier ("sfo"); becomes the resolved placemark's `identifier`.
    public var identifier: String
    /// The name as the service says it ("San Francisco International Airport").
    public var name: String
    /// Other names people use ("SFO", "SF airport").
    public var aliases: [String]
    public var kind: PlaceKind
    public var coordinate: Coordinate
    /// The city it is in ("San Francisco").
    public var locality: String
    /// Whether rides may start or end here.
    public var isInServiceArea: Bool
    /// A street address, when the place has one worth showing ("1 Ferry Building").
    public var address: String?

    public init(
        identifier: String, name: String, aliases: [String] = [], kind: PlaceKind, coordinate: Coordinate,
        locality: String, isInServiceArea: Bool, address: String? = nil
    ) {
        self.identifier = identifier
        self.name = name
        self.aliases = aliases
        self.kind = kind
        self.coordinate = coordinate
        self.locality = locality
        self.isInServiceArea = isInServiceArea
        self.address = address
    }

    /// The name followed by the aliases.
    public var allNames: [String] { [name] + aliases }

    /// The place as a resolved placemark.
    public var placemark: Placemark {
        Placemark(name: name, thoroughfare: address, locality: locality, location: coordinate, identifier: identifier)
    }
}
