import RideIntents

/// A polygon on the map, as GeoJSON draws one: an outer ring and any holes cut out of it, each a
/// closed run of positions. Flat geometry on latitude and longitude, which is exact enough for a
/// city's service area.
public struct GeoPolygon: Hashable, Sendable {
    /// The outer boundary, first position repeated last.
    public let outer: [Coordinate]
    /// Areas cut out of the polygon, each a closed ring inside `outer`.
    public let holes: [[Coordinate]]
    private let outerBands: RingBands
    private let holeBands: [RingBands]

    public init(outer: [Coordinate], holes: [[Coordinate]] = []) {
        self.outer = outer
        self.holes = holes
        self.outerBands = RingBands(outer)
        self.holeBands = holes.map(RingBands.init)
    }

    /// Whether `coordinate` lies inside the outer ring and in no hole.
    public func contains(_ coordinate: Coordinate) -> Bool {
        outerBands.contains(coordinate) && !holeBands.contains { $0.contains(coordinate) }
    }
}

/// A ring's edges sorted into latitude bands, so that a point is tested against the edges of its
/// band only, not every edge of the ring.
// NB: a map's places are each checked against the area as it loads: with every edge tested, a
// city boundary of thousands of points times thousands of places was quadratic in the file.
private struct RingBands: Hashable, Sendable {
    let ring: [Coordinate]
    let south: Double
    let north: Double
    let bandHeight: Double
    /// For each band, south to north, the edges (by their first position) that reach into it.
    let bands: [[Int]]

    init(_ ring: [Coordinate]) {
        self.ring = ring
        let latitudes = ring.map(\.latitude)
        south = latitudes.min() ?? 0
        north = latitudes.max() ?? 0
        let count = max(1, ring.count / 2)
        bandHeight = north > south ? (north - south) / Double(count) : 1
        var bands = [[Int]](repeating: [], count: count)
        for index in ring.indices.dropLast() {
            let (a, b) = (ring[index].latitude, ring[index + 1].latitude)
            for band in Self.band(min(a, b), south, bandHeight, count)...Self.band(max(a, b), south, bandHeight, count) {
                bands[band].append(index)
            }
        }
        self.bands = bands
    }

    static func band(_ latitude: Double, _ south: Double, _ height: Double, _ count: Int) -> Int {
        min(count - 1, max(0, Int((latitude - south) / height)))
    }

    /// The even-odd rule: a ray from the point eastwards crosses the ring's edges an odd number of
    /// times. Only an edge that spans the point's latitude can cross, and it lies in that band.
    func contains(_ point: Coordinate) -> Bool {
        guard point.latitude >= south, point.latitude <= north else { return false }
        var inside = false
        for index in bands[Self.band(point.latitude, south, bandHeight, bands.count)] {
            let (a, b) = (ring[index], ring[index + 1])
            guard (a.latitude > point.latitude) != (b.latitude > point.latitude) else { continue }
            let crossing = a.longitude + (point.latitude - a.latitude) / (b.latitude - a.latitude) * (b.longitude - a.longitude)
            if point.longitude < crossing { inside.toggle() }
        }
        return inside
    }
}
