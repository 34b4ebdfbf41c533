import RideIntents

/// A place the user saved under a name ("home", "work").
public struct SavedPlace: Hashable, Sendable {
    /// The name the user says ("home").
    public var name: String
    /// Other words for it ("office" for work).
    public var aliases: [String]
    /// The resolved place.
    public var placemark: Placemark

    public init(name: String, aliases: [String] = [], placemark: Placemark) {
        self.name = name
        self.aliases = aliases
        self.placemark = placemark
    }
}
