import Foundation

/// A position on Earth with its accuracy, course, speed and time (Core Location's `CLLocation`).
///
/// A ride vehicle's `location` uses `course` to rotate its map annotation.
// NB: every stored property is a constant, so a location can cross tasks as Apple's can.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where the location is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in metres; negative when invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in metres; negative when invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// Degrees clockwise from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The uncertainty of `course`, in degrees; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// Metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The uncertainty of `speed`, in metres per second; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was measured.
    public let timestamp: Date

    /// A location at the given latitude and longitude, measured now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date()
        )
    }

    /// A location with its altitude and accuracies; course and speed unknown.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, speed: -1, timestamp: timestamp
        )
    }

    /// A location with its course and speed; their accuracies unknown.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp
        )
    }

    /// A location with every field given.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The great-circle distance to another location, in metres (haversine, mean Earth radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let earthRadius = 6_371_008.8
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians, lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)>"
    }
}
