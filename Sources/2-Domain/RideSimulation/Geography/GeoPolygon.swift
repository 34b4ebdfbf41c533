import RideIntents

/// A polygon on the map, as GeoJSON draws one: an outer ring and any holes cut out of it, each a
/// closed run of positions. Flat geometry on latitude and longitude, which is exact enough for a
/// city's service area.
public struct GeoPolygon: Hashable, Sendable {
    /// The outer boundary, first position repeated last.
    public var outer: [Coordinate]
    /// Areas cut out of the polygon, each a closed ring inside `outer`.
    public var holes: [[Coordinate]]

    public init(outer: [Coordinate], holes: [[Coordinate]] = []) {
        self.outer = outer
        self.holes = holes
    }

    /// Whether `coordinate` lies inside the outer ring and in no hole.
    public func contains(_ coordinate: Coordinate) -> Bool {
        Self.ring(outer, contains: coordinate) && !holes.contains { Self.ring($0, contains: coordinate) }
    }

    /// The even-odd rule: a ray from the point eastwards crosses the ring's edges an odd number of times.
    static func ring(_ ring: [Coordinate], contains point: Coordinate) -> Bool {
        var inside = false
        for (a, b) in zip(ring, ring.dropFirst()) where (a.latitude > point.latitude) != (b.latitude > point.latitude) {
            let crossing = a.longitude + (point.latitude - a.latitude) / (b.latitude - a.latitude) * (b.longitude - a.longitude)
            if point.longitude < crossing { inside.toggle() }
        }
        return inside
    }
}
