/// A named place, shaped like the `CLPlacemark` SiriKit passes for pickup and drop-off.
///
/// A placemark built from what the user said has only a `name` (and no `location`); a resolver
/// fills in the rest from the service's gazetteer, as Siri's geocoding does.
public struct Placemark: Hashable, Sendable, Codable {
    /// The name as a person would say it ("San Francisco International Airport", "home").
    public var name: String
    /// A street address ("659 Merchant Street"), when known.
    public var thoroughfare: String?
    /// The city or neighbourhood ("San Francisco", "Oakland").
    public var locality: String?
    /// Where it is; `nil` until resolved.
    public var location: Coordinate?
    /// The gazetteer's identifier, when resolved against one.
    public var identifier: String?

    public init(
        name: String,
        thoroughfare: String? = nil,
        locality: String? = nil,
        location: Coordinate? = nil,
        identifier: String? = nil
    ) {
        self.name = name
        self.thoroughfare = thoroughfare
        self.locality = locality
        self.location = location
        self.identifier = identifier
    }

    /// Whether the placemark has been resolved to a point.
    public var isResolved: Bool { location != nil }

    /// "Name, Thoroughfare, Locality" for a disambiguation list, leaving out what the name already says.
    public var qualifiedName: String {
        var parts = [name]
        for detail in [thoroughfare, locality].compactMap({ $0 }) where !parts.contains(detail) && !name.contains("(\(detail))") {
            parts.append(detail)
        }
        return parts.joined(separator: ", ")
    }
}
