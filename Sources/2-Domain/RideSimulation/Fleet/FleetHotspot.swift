import RideIntents

/// A busy spot cars wait around, with a weight: how many times more likely than a weight of 1.
public struct FleetHotspot: Hashable, Sendable {
    public var coordinate: Coordinate
    public var weight: Int

    public init(coordinate: Coordinate, weight: Int) {
        self.coordinate = coordinate
        self.weight = max(1, weight)
    }

    /// The Bay Area's, for the built-in map.
    public static let bayArea = FleetCatalog.hotspots.map { FleetHotspot(coordinate: $0.coordinate, weight: $0.weight) }
}
