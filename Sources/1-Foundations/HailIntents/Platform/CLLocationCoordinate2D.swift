import Foundation

/// A latitude or longitude in degrees (Core Location's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A direction in degrees clockwise from true north; negative when unknown.
public typealias CLLocationDirection = Double
/// A speed in metres per second; negative when unknown.
public typealias CLLocationSpeed = Double
/// The uncertainty of a direction, in degrees; negative when unknown.
public typealias CLLocationDirectionAccuracy = Double
/// The uncertainty of a speed, in metres per second; negative when unknown.
public typealias CLLocationSpeedAccuracy = Double
/// An accuracy in metres; negative when the value is invalid.
public typealias CLLocationAccuracy = Double

/// A latitude and longitude in the WGS 84 reference frame.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (negative: south).
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (negative: west).
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A coordinate from its latitude and longitude.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Core Location's C-style constructor.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the coordinate lies within [-90, 90] × [-180, 180].
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}
