import RideIntents

/// Which shore of San Francisco Bay a point is on, which decides the bridges a route crosses.
public enum BaySide: String, Hashable, Sendable, CaseIterable {
    /// San Francisco and the Peninsula.
    case west
    /// The East Bay, Oakland to Fremont and Richmond.
    case east
    /// Marin, across the Golden Gate.
    case north
    /// South of the bay, San José and around, joined to both shores by land.
    case south

    /// A line down the middle of the bay, north to south, as (latitude, longitude).
    static let axis: [(latitude: Double, longitude: Double)] = [
        (38.05, -122.40), (37.95, -122.46), (37.88, -122.40), (37.82, -122.365), (37.78, -122.355),
        (37.70, -122.31), (37.62, -122.28), (37.56, -122.20), (37.50, -122.12), (37.46, -122.05),
        (37.43, -121.97),
    ]

    /// The side of the bay `coordinate` is on.
    public static func of(_ coordinate: Coordinate) -> BaySide {
        let southTip = axis[axis.count - 1].latitude
        if coordinate.latitude < southTip { return .south }
        if coordinate.longitude > axisLongitude(at: coordinate.latitude) { return .east }
        // The Golden Gate strait: north of it and west of Angel Island is Marin.
        if coordinate.latitude > 37.812, coordinate.longitude < -122.42 { return .north }
        return .west
    }

    /// The axis longitude at `latitude`, interpolated (clamped at the ends).
    static func axisLongitude(at latitude: Double) -> Double {
        guard let first = axis.first, let last = axis.last else { return -122.3 }
        if latitude >= first.latitude { return first.longitude }
        if latitude <= last.latitude { return last.longitude }
        for (upper, lower) in zip(axis, axis.dropFirst()) where latitude <= upper.latitude && latitude >= lower.latitude {
            let fraction = (upper.latitude - latitude) / (upper.latitude - lower.latitude)
            return upper.longitude + (lower.longitude - upper.longitude) * fraction
        }
        return last.longitude
    }
}
