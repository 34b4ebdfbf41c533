import RideIntents

/// What a map's features hold, read one feature at a time: places (`Point`), streets
/// (`LineString`) and the service area (`Polygon`, `MultiPolygon` with `"serviceArea": true`).
struct GeoJSONFeatures {
    /// The places read so far, their service-area flag still to be set.
    var places: [GazetteerPlace] = []
    var streets: [Street] = []
    var areaPolygons: [GeoPolygon] = []
    /// The first service-area feature's `name`, if it has one.
    var areaName: String?
    /// Feature index by place identifier, to name the first of two features with one identifier.
    private var featureOfIdentifier: [String: Int] = [:]
    /// The next number to try after a generated identifier already taken ("stumptown-coffee-2").
    private var nextNumber: [String: Int] = [:]

    /// Reads feature `index` of the collection.
    mutating func read(_ value: JSONValue, index: Int) throws(GeoJSONProblem) {
        guard let feature = value.object, feature["type"]?.string == "Feature" else {
            throw GeoJSONProblem("a feature must be an object with \"type\": \"Feature\"")
        }
        let properties: [String: JSONValue]
        switch feature["properties"] {
        case .object(let object)?: properties = object
        case .null?, nil: properties = [:]
        case let other?: throw GeoJSONProblem("\"properties\" must be an object, not \(other.kindName)")
        }
        guard let geometry = feature["geometry"]?.object, let type = geometry["type"]?.string else {
            throw GeoJSONProblem("a feature needs a \"geometry\" with a \"type\" (Point, LineString, Polygon or MultiPolygon)")
        }
        guard let coordinates = geometry["coordinates"] else { throw GeoJSONProblem("the \(type) has no \"coordinates\"") }
        switch type {
        case "Point":
            try readPlace(properties, at: try GeoJSONGeometry.position(coordinates, "the Point's coordinates"), id: feature["id"], index: index)
        case "LineString":
            try readStreet(properties, line: try GeoJSONGeometry.line(coordinates, "the LineString's coordinates"))
        case "Polygon", "MultiPolygon":
            guard case .bool(true)? = properties["serviceArea"] else {
                throw GeoJSONProblem("a \(type) bounds the service area: give it the property \"serviceArea\": true")
            }
            if type == "Polygon" {
                areaPolygons.append(try GeoJSONGeometry.polygon(coordinates, "the Polygon's coordinates"))
            } else {
                guard let polygons = coordinates.array else { throw GeoJSONProblem("the MultiPolygon's coordinates must be an array of polygons") }
                for (number, polygon) in polygons.enumerated() {
                    areaPolygons.append(try GeoJSONGeometry.polygon(polygon, "the MultiPolygon's coordinates[\(number)]"))
                }
            }
            if areaName == nil { areaName = try optionalText(properties, "name") }
        default:
            throw GeoJSONProblem("a \(type) is not read: a map holds Point (a place), LineString (a street), Polygon and MultiPolygon (the service area)")
        }
    }

    private mutating func readPlace(_ properties: [String: JSONValue], at coordinate: Coordinate, id: JSONValue?, index: Int) throws(GeoJSONProblem) {
        let name = try text(properties, "name", for: "a place (a Point)")
        let kind = try self.kind(properties["kind"])
        let identifier: String
        switch id {
        case .string(let text)? where !text.isEmpty: identifier = text
        case .number(let number)?: identifier = GeoJSONGeometry.number(number)
        case nil, .null?: identifier = uniqueIdentifier(Gazetteer.slug(name))
        case let other?: throw GeoJSONProblem("the feature's \"id\" must be a string or a number, not \(other.kindName)")
        }
        if let first = featureOfIdentifier[identifier] {
            throw GeoJSONProblem("the id '\(identifier)' is features[\(first)]'s too: each place needs its own")
        }
        featureOfIdentifier[identifier] = index
        places.append(
            GazetteerPlace(
                identifier: identifier, name: name, aliases: try names(properties, "aliases"), kind: kind, coordinate: coordinate,
                locality: try text(properties, "locality", for: "a place (a Point)"), isInServiceArea: true,
                address: try optionalText(properties, "address")
            )
        )
    }

    private mutating func readStreet(_ properties: [String: JSONValue], line: [Coordinate]) throws(GeoJSONProblem) {
        let name = try text(properties, "street", for: "a street (a LineString)")
        let from = try houseNumber(properties, "fromNumber"), to = try houseNumber(properties, "toNumber")
        streets += try StreetLine.stretches(
            name: name, aliases: try names(properties, "aliases"), points: line, from: from, to: to,
            locality: try text(properties, "locality", for: "a street (a LineString)")
        )
    }

    /// `slug`, or `slug-2`, `slug-3`… when a place already has it (two places of one name).
    // NB: counting on from the last number given, so that many places of one name stay linear.
    private mutating func uniqueIdentifier(_ slug: String) -> String {
        guard featureOfIdentifier[slug] != nil else { return slug }
        var number = nextNumber[slug, default: 2]
        while featureOfIdentifier["\(slug)-\(number)"] != nil { number += 1 }
        nextNumber[slug] = number + 1
        return "\(slug)-\(number)"
    }

    // MARK: - Properties

    private func text(_ properties: [String: JSONValue], _ key: String, for what: String) throws(GeoJSONProblem) -> String {
        guard let value = properties[key] else { throw GeoJSONProblem("\(what) needs a \"\(key)\"") }
        guard let text = value.string?.trimmingSpaces, !text.isEmpty else {
            throw GeoJSONProblem("\"\(key)\" must be a name (a string that is not empty), not \(value.kindName)")
        }
        return text
    }

    private func optionalText(_ properties: [String: JSONValue], _ key: String) throws(GeoJSONProblem) -> String? {
        guard let value = properties[key], !value.isNull else { return nil }
        guard let text = value.string else { throw GeoJSONProblem("\"\(key)\" must be a string, not \(value.kindName)") }
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }

    private func names(_ properties: [String: JSONValue], _ key: String) throws(GeoJSONProblem) -> [String] {
        guard let value = properties[key], !value.isNull else { return [] }
        guard let array = value.array else { throw GeoJSONProblem("\"\(key)\" must be an array of names, not \(value.kindName)") }
        var names: [String] = []
        for (index, element) in array.enumerated() {
            guard let name = element.string?.trimmingSpaces, !name.isEmpty else {
                throw GeoJSONProblem("\"\(key)\"[\(index)] must be a name (a string that is not empty), not \(element.kindName)")
            }
            names.append(name)
        }
        return names
    }

    private func houseNumber(_ properties: [String: JSONValue], _ key: String) throws(GeoJSONProblem) -> Int {
        guard let value = properties[key] else { throw GeoJSONProblem("a street (a LineString) needs a \"\(key)\" (a house number)") }
        guard let number = value.number, number >= 0, number == number.rounded(), number < 1_000_000 else {
            throw GeoJSONProblem("\"\(key)\" must be a house number (a whole number from 0 to 999999)")
        }
        return Int(number)
    }

    /// The place's kind; a landmark when the map gives none.
    private func kind(_ value: JSONValue?) throws(GeoJSONProblem) -> PlaceKind {
        guard let value, !value.isNull else { return .landmark }
        guard let text = value.string else { throw GeoJSONProblem("\"kind\" must be a string, not \(value.kindName)") }
        let word = text.trimmingSpaces.lowercased()
        if let kind = PlaceKind(rawValue: word) ?? Self.kindSpellings[word] { return kind }
        let known = PlaceKind.allCases.map(\.rawValue).joined(separator: ", ")
        throw GeoJSONProblem("unknown kind '\(text)' (one of: \(known))")
    }

    /// Other spellings of a kind a map may use.
    private static let kindSpellings: [String: PlaceKind] = [
        "neighborhood": .neighbourhood, "theater": .venue, "theatre": .venue, "stadium": .venue, "arena": .venue,
        "university": .campus, "college": .campus, "coffee": .cafe, "store": .shop,
    ]
}
