import Foundation
import RideIntents

/// Reads a GeoJSON map into the model the built-in map has, so everything looks places up the same.
struct GeoJSONMapReader {
    let file: String

    func read(_ data: Data) throws(ServiceMapLoadError) -> ServiceMap {
        let document = try self.document(data)
        let timeZone = try self.timeZone(document["timeZone"])
        guard let features = document["features"]?.array else {
            throw error(nil, "a FeatureCollection needs \"features\", an array")
        }
        var read = GeoJSONFeatures()
        for (index, feature) in features.enumerated() {
            do {
                try read.read(feature, index: index)
            } catch {
                throw self.error("features[\(index)]", error.message)
            }
        }
        let area = read.areaPolygons.isEmpty
            ? ServiceArea(name: read.areaName ?? "the service area", isUnbounded: true)
            : ServiceArea(name: read.areaName ?? "the service area", polygons: read.areaPolygons)
        let places = read.places.map { place in
            var place = place
            place.isInServiceArea = area.contains(place.coordinate)
            return place
        }
        let gazetteer = Gazetteer(places: places, streets: read.streets, serviceArea: area)
        let start: Placemark
        if let location = document["location"], !location.isNull {
            start = try placemark(named: location, member: "location", on: gazetteer)
        } else {
            guard let first = places.first(where: \.isInServiceArea) else {
                throw error("location", "say where the rider starts: a \"location\" naming a place of the map, or a place (a Point) in the service area")
            }
            start = first.placemark
        }
        var savedPlaces: [(name: String, placemark: Placemark)] = []
        if let saved = document["savedPlaces"], !saved.isNull {
            guard let names = saved.object else { throw error("savedPlaces", "must be an object such as {\"home\": \"a place of the map\"}, not \(saved.kindName)") }
            savedPlaces = try names.keys.sorted().map { name throws(ServiceMapLoadError) in
                (name, try placemark(named: names[name] ?? .null, member: "savedPlaces.\(name)", on: gazetteer))
            }
        }
        return ServiceMap(
            gazetteer: gazetteer, region: Self.region(timeZone: timeZone, area: area, places: places, start: start),
            fleetHotspots: Self.hotspots(places, streets: read.streets), riderLocation: start, savedPlaces: savedPlaces, file: file
        )
    }

    /// The zone and area, with places of the map for the dialog's examples: an airport by its
    /// shortest name ("PDX"), else the first place in the area; where the rider starts; another.
    static func region(timeZone: TimeZone, area: ServiceArea, places: [GazetteerPlace], start: Placemark) -> ServiceRegion {
        let served = places.filter(\.isInServiceArea)
        let destination = served.first { $0.kind == .airport } ?? served.first { $0.identifier != start.identifier }
        let destinationName = destination.map { place in
            place.allNames.filter { !$0.lowercased().hasPrefix("the ") }.min { $0.count < $1.count } ?? place.name
        }
        let other = served.first { $0.identifier != destination?.identifier && $0.identifier != start.identifier }
        return ServiceRegion(
            timeZone: timeZone, areaName: area.name, exampleDestination: destinationName ?? start.name,
            exampleOrigin: start.name, exampleOtherPlace: other?.name ?? destination?.name ?? start.name
        )
    }

    /// The top-level object, checked to be a FeatureCollection.
    private func document(_ data: Data) throws(ServiceMapLoadError) -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw syntaxError(error, in: data)
        }
        guard let object = value.object else {
            throw self.error(nil, "not a GeoJSON map: the top level is \(value.kindName), not a FeatureCollection object")
        }
        guard let type = object["type"]?.string, type == "FeatureCollection" else {
            let found = object["type"]?.string.map { " (its \"type\" is \"\($0)\")" } ?? ""
            throw self.error(nil, "not a GeoJSON map: the top level must be {\"type\": \"FeatureCollection\", \"features\": […]}\(found)")
        }
        return object
    }

    /// The service's zone, from the IANA name the map gives.
    private func timeZone(_ value: JSONValue?) throws(ServiceMapLoadError) -> TimeZone {
        guard let value, !value.isNull else {
            throw error("timeZone", "the map needs a \"timeZone\", the IANA name of the service's zone (\"America/Chicago\")")
        }
        guard let name = value.string else { throw error("timeZone", "must be an IANA zone name, not \(value.kindName)") }
        // NB: an IANA name: TimeZone(identifier:) also takes abbreviations ("PST") and offsets
        // ("GMT+5"), and the list of known zones leaves out links such as "UTC" and "US/Pacific".
        let known = TimeZone.knownTimeZoneIdentifiers
        let isIANAName = known.isEmpty || known.contains(name) || name.contains("/") || name == "UTC"
        guard isIANAName, let zone = TimeZone(identifier: name) else {
            let closest = known.min {
                LevenshteinDistance.between($0.lowercased(), name.lowercased()) < LevenshteinDistance.between($1.lowercased(), name.lowercased())
            }
            let hint = closest.flatMap { LevenshteinDistance.between($0.lowercased(), name.lowercased()) <= max(1, name.count / 4) ? "; did you mean '\($0)'?" : nil }
            throw error("timeZone", "unknown time zone '\(name)'\(hint ?? " (an IANA name such as \"America/Chicago\")")")
        }
        return zone
    }

    /// The one place `value` names on the map (a name, an alias, an address or a corner).
    private func placemark(named value: JSONValue, member: String, on gazetteer: Gazetteer) throws(ServiceMapLoadError) -> Placemark {
        guard let name = value.string else { throw error(member, "must name a place of the map (a string), not \(value.kindName)") }
        guard let match = gazetteer.lookUp(name) else { throw error(member, "'\(name)' is no place of the map") }
        if match.quality == .loose {
            let hint = match.placemarks.count == 1 ? match.placemarks.first.map { "; did you mean '\($0.name)'?" } ?? "" : ""
            throw error(member, "'\(name)' is no place of the map\(hint)")
        }
        guard match.placemarks.count == 1, let only = match.placemarks.first else {
            let names = match.placemarks.map(\.qualifiedName).joined(separator: "; ")
            throw error(member, "'\(name)' names \(match.placemarks.count) places (\(names)): give one of them another name or an alias")
        }
        return only
    }

    /// Where cars wait: the places in the service area (all the places when none is), airports
    /// and stations most; the streets when the map has no places.
    static func hotspots(_ places: [GazetteerPlace], streets: [Street]) -> [FleetHotspot] {
        let served = places.filter(\.isInServiceArea)
        let spots = (served.isEmpty ? places : served).map { place in
            FleetHotspot(coordinate: place.coordinate, weight: [.airport: 4, .station: 3, .hotel: 2, .landmark: 2, .venue: 2][place.kind] ?? 1)
        }
        return spots.isEmpty ? streets.map { FleetHotspot(coordinate: $0.start, weight: 1) } : spots
    }

    private func error(_ member: String?, _ message: String) -> ServiceMapLoadError {
        ServiceMapLoadError(file: file, member: member, message: message)
    }

    /// A JSON syntax error, at the line and column where the parser stopped when it says.
    // NB: JSONDecoder's error on Linux holds no position; JSONSerialization's names the byte
    // ("Invalid value around character 19."), turned here into a line and column. Only a file
    // that does not parse is read twice.
    private func syntaxError(_ error: Error, in data: Data) -> ServiceMapLoadError {
        var detail = "\(error)"
        if case DecodingError.dataCorrupted(let context) = error { detail = context.debugDescription }
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let parseError = error as NSError
            detail = parseError.userInfo[NSDebugDescriptionErrorKey] as? String ?? parseError.localizedDescription
        }
        guard let range = detail.range(of: " around character "),
              let offset = Int(detail[range.upperBound...].prefix { $0.isASCIIDigit }), offset <= data.count
        else { return ServiceMapLoadError(file: file, message: "not valid JSON: \(detail)") }
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: data[lineStart..<before.endIndex], as: UTF8.self).count + 1
        return ServiceMapLoadError(file: file, line: line, column: column, message: "not valid JSON: \(detail[..<range.lowerBound])")
    }
}
