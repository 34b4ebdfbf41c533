import RideIntents

/// A drive from one point to another: straight legs through the ends of any bridges crossed.
/// Its length is the legs' great-circle length times `roadFactor`, for streets that do not run
/// straight.
public struct Route: Hashable, Sendable {
    /// How much longer roads are than straight lines.
    public static let roadFactor = 1.3

    /// The start, the ends of each bridge crossed, and the end.
    public var waypoints: [Coordinate]
    /// The bridges crossed, in order.
    public var crossings: [BridgeCrossing]

    public init(waypoints: [Coordinate], crossings: [BridgeCrossing] = []) {
        self.waypoints = waypoints
        self.crossings = crossings
    }

    /// The road distance in miles.
    public var miles: Double {
        legLengths.reduce(0, +) * Self.roadFactor
    }

    /// The bridges whose toll this route pays.
    public var tolledBridges: [Bridge] {
        crossings.filter(\.isTolled).map(\.bridge)
    }

    private var legLengths: [Double] {
        zip(waypoints, waypoints.dropFirst()).map { $0.miles(to: $1) }
    }

    /// The point `fraction` (0 to 1) of the way along the route, and the heading there in degrees from north.
    public func position(atFraction fraction: Double) -> (coordinate: Coordinate, course: Double) {
        guard let first = waypoints.first, let last = waypoints.last else {
            return (Coordinate(latitude: 0, longitude: 0), 0)
        }
        let legs = legLengths
        let total = legs.reduce(0, +)
        guard total > 0 else { return (first, 0) }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, length) in legs.enumerated() {
            let from = waypoints[index]
            let to = waypoints[index + 1]
            if remaining <= length || index == legs.count - 1 {
                let legFraction = length > 0 ? min(remaining / length, 1) : 1
                return (from.interpolated(to: to, fraction: legFraction), Self.course(from: from, to: to))
            }
            remaining -= length
        }
        return (last, 0)
    }

    /// The heading from one point to another in whole degrees from north (0 to 359).
    static func course(from: Coordinate, to: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let dLon = (to.longitude - from.longitude) * toRadians
        let lat1 = from.latitude * toRadians
        let lat2 = to.latitude * toRadians
        let y = sin(dLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
        let degrees = atan2(y, x) / toRadians
        return ((degrees + 360).truncatingRemainder(dividingBy: 360)).rounded()
            .truncatingRemainder(dividingBy: 360)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
