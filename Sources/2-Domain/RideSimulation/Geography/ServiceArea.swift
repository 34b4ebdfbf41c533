import RideIntents

/// Where the service operates: a union of circles and polygons (a map's), or everywhere.
public struct ServiceArea: Hashable, Sendable {
    /// One circle of the area.
    public struct Circle: Hashable, Sendable {
        public var name: String
        public var center: Coordinate
        public var radiusMiles: Double

        public init(name: String, center: Coordinate, radiusMiles: Double) {
            self.name = name
            self.center = center
            self.radiusMiles = radiusMiles
        }
    }

    /// How the area is named in messages ("the San Francisco Bay Area").
    public var name: String
    public var circles: [Circle]
    /// Polygons of the area (a map's `"serviceArea": true` features).
    public var polygons: [GeoPolygon]
    /// Whether the area has no bounds (a map that draws none): every place is in it.
    public var isUnbounded: Bool

    public init(name: String, circles: [Circle] = [], polygons: [GeoPolygon] = [], isUnbounded: Bool = false) {
        self.name = name
        self.circles = circles
        self.polygons = polygons
        self.isUnbounded = isUnbounded
    }

    /// Whether `coordinate` lies in any circle or polygon (always, for an unbounded area).
    public func contains(_ coordinate: Coordinate) -> Bool {
        isUnbounded || circles.contains { $0.center.miles(to: coordinate) <= $0.radiusMiles }
            || polygons.contains { $0.contains(coordinate) }
    }

    /// The service's area: San Francisco, southern Marin, the Peninsula, the South Bay (San José
    /// to Los Gatos), and the East Bay from Richmond and Walnut Creek down to Fremont and Pleasanton.
    /// Napa, Sonoma, Sacramento, Livermore, Antioch, Half Moon Bay, Santa Cruz, Monterey and beyond
    /// are outside.
    public static let bayArea = ServiceArea(
        name: "the San Francisco Bay Area",
        circles: [
            Circle(name: "San Francisco", center: Coordinate(latitude: 37.7599, longitude: -122.4450), radiusMiles: 6),
            Circle(name: "Southern Marin", center: Coordinate(latitude: 37.93, longitude: -122.53), radiusMiles: 6),
            Circle(name: "North Peninsula", center: Coordinate(latitude: 37.60, longitude: -122.37), radiusMiles: 8),
            Circle(name: "Mid-Peninsula", center: Coordinate(latitude: 37.46, longitude: -122.17), radiusMiles: 8),
            Circle(name: "South Bay", center: Coordinate(latitude: 37.35, longitude: -121.95), radiusMiles: 10),
            Circle(name: "Inner East Bay", center: Coordinate(latitude: 37.85, longitude: -122.22), radiusMiles: 11),
            Circle(name: "Central Contra Costa", center: Coordinate(latitude: 37.93, longitude: -122.03), radiusMiles: 8),
            Circle(name: "Southern Alameda County", center: Coordinate(latitude: 37.62, longitude: -122.05), radiusMiles: 10.5),
        ]
    )
}
