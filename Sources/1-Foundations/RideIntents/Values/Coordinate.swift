/// A point on Earth in degrees, as `CLLocationCoordinate2D` holds it.
public struct Coordinate: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Great-circle distance in miles (haversine).
    public func miles(to other: Coordinate) -> Double {
        let radiusMiles = 3958.8
        let toRadians = Double.pi / 180
        let dLat = (other.latitude - latitude) * toRadians
        let dLon = (other.longitude - longitude) * toRadians
        let a = sin(dLat / 2) * sin(dLat / 2)
            + cos(latitude * toRadians) * cos(other.latitude * toRadians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radiusMiles * asin(min(1, a.squareRoot()))
    }

    /// The point `fraction` of the way from `self` to `other` (linear, fine at city scale).
    public func interpolated(to other: Coordinate, fraction: Double) -> Coordinate {
        Coordinate(
            latitude: latitude + (other.latitude - latitude) * fraction,
            longitude: longitude + (other.longitude - longitude) * fraction
        )
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
