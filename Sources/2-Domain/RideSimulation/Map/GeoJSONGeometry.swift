import RideIntents

/// Reads GeoJSON geometry (RFC 7946 §3.1): positions `[longitude, latitude]` (an altitude after
/// them is ignored), lines and polygon rings. Each error says what is wrong in words a map's author
/// can act on ("looks like [latitude, longitude]").
enum GeoJSONGeometry {
    /// A position: two or three numbers, longitude first.
    static func position(_ value: JSONValue, _ what: String) throws(GeoJSONProblem) -> Coordinate {
        guard let numbers = value.array, numbers.count == 2 || numbers.count == 3 else {
            throw GeoJSONProblem("\(what) must be a position [longitude, latitude], not \(value.kindName)\(value.array.map { " of \($0.count)" } ?? "")")
        }
        guard let longitude = numbers[0].number, let latitude = numbers[1].number else {
            throw GeoJSONProblem("\(what) must hold numbers, [longitude, latitude]")
        }
        guard (-180...180).contains(longitude), (-90...90).contains(latitude) else {
            let swapped = (-90...90).contains(longitude) && (-180...180).contains(latitude)
            let hint = swapped ? " (it looks like [latitude, longitude]: GeoJSON puts the longitude first)" : ""
            throw GeoJSONProblem("\(what) [\(number(longitude)), \(number(latitude))] is off the globe: the longitude must be between -180 and 180, the latitude between -90 and 90\(hint)")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// A line: two positions or more.
    static func line(_ value: JSONValue, _ what: String) throws(GeoJSONProblem) -> [Coordinate] {
        guard let positions = value.array, positions.count >= 2 else {
            throw GeoJSONProblem("\(what) must be an array of two positions or more")
        }
        var line: [Coordinate] = []
        for (index, position) in positions.enumerated() {
            line.append(try self.position(position, "\(what)[\(index)]"))
        }
        return line
    }

    /// A polygon: its outer ring, then its holes, each closed (first position repeated last) and
    /// of four positions or more.
    static func polygon(_ value: JSONValue, _ what: String) throws(GeoJSONProblem) -> GeoPolygon {
        guard let rings = value.array, !rings.isEmpty else {
            throw GeoJSONProblem("\(what) must be an array of rings (the outer ring, then any holes)")
        }
        var read: [[Coordinate]] = []
        for (index, ring) in rings.enumerated() {
            let name = "\(what)[\(index)]"
            let positions = try line(ring, name)
            guard positions.count >= 4 else { throw GeoJSONProblem("\(name) is a ring of \(positions.count) positions: a ring needs 4 or more") }
            guard positions.first == positions.last else {
                throw GeoJSONProblem("\(name) is not closed: its last position must repeat its first")
            }
            read.append(positions)
        }
        return GeoPolygon(outer: read[0], holes: Array(read.dropFirst()))
    }

    /// "-122.5" rather than "-122.5000000".
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// What is wrong with a part of a feature; the reader adds the feature's index.
struct GeoJSONProblem: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
