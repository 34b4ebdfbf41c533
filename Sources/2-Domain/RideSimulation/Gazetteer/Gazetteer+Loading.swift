import RideIntents

extension Gazetteer {
    /// The columns of the places file, in order.
    public static let placeColumns = [
        "id", "name", "aliases", "kind", "latitude", "longitude", "locality", "inServiceArea", "address",
    ]
    /// The columns of the streets file, in order.
    public static let streetColumns = [
        "name", "aliases", "startLatitude", "startLongitude", "endLatitude", "endLongitude", "numbers", "locality",
    ]

    /// Parses the two tab-separated files; a malformed line throws an error naming the file, line and column.
    public init(
        placesTSV: String, streetsTSV: String, placesFile: String = "places.tsv", streetsFile: String = "streets.tsv"
    ) throws(GazetteerLoadError) {
        let places = try Self.parsePlaces(TSVTable(text: placesTSV, file: placesFile, columns: Self.placeColumns))
        let streets = try Self.parseStreets(TSVTable(text: streetsTSV, file: streetsFile, columns: Self.streetColumns))
        self.init(places: places, streets: streets)
    }

    private static func parsePlaces(_ table: TSVTable) throws(GazetteerLoadError) -> [GazetteerPlace] {
        var places: [GazetteerPlace] = []
        var lineOfIdentifier: [String: Int] = [:]
        for row in table.rows {
            let fields = row.fields
            let identifier = fields[0].text
            guard !identifier.isEmpty else { throw table.error("empty id", row: row, field: fields[0]) }
            if let earlier = lineOfIdentifier[identifier] {
                throw table.error("duplicate id '\(identifier)' (first on line \(earlier))", row: row, field: fields[0])
            }
            lineOfIdentifier[identifier] = row.line
            guard !fields[1].text.isEmpty else { throw table.error("empty name", row: row, field: fields[1]) }
            guard let kind = PlaceKind(rawValue: fields[3].text) else {
                let known = PlaceKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw table.error("unknown kind '\(fields[3].text)' (one of: \(known))", row: row, field: fields[3])
            }
            let coordinate = try coordinate(table, row: row, latitude: fields[4], longitude: fields[5])
            guard !fields[6].text.isEmpty else { throw table.error("empty locality", row: row, field: fields[6]) }
            let inArea: Bool
            switch fields[7].text.lowercased() {
            case "yes": inArea = true
            case "no": inArea = false
            default: throw table.error("inServiceArea '\(fields[7].text)' must be yes or no", row: row, field: fields[7])
            }
            places.append(
                GazetteerPlace(
                    identifier: identifier, name: fields[1].text, aliases: table.names(fields[2]), kind: kind,
                    coordinate: coordinate, locality: fields[6].text, isInServiceArea: inArea,
                    address: fields[8].text.isEmpty ? nil : fields[8].text
                )
            )
        }
        return places
    }

    private static func parseStreets(_ table: TSVTable) throws(GazetteerLoadError) -> [Street] {
        var streets: [Street] = []
        for row in table.rows {
            let fields = row.fields
            guard !fields[0].text.isEmpty else { throw table.error("empty street name", row: row, field: fields[0]) }
            let start = try coordinate(table, row: row, latitude: fields[2], longitude: fields[3])
            let end = try coordinate(table, row: row, latitude: fields[4], longitude: fields[5])
            let bounds = fields[6].text.split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
                throw table.error(
                    "numbers '\(fields[6].text)' must be a range like 1-2400 (first ≤ last)", row: row, field: fields[6]
                )
            }
            guard !fields[7].text.isEmpty else { throw table.error("empty locality", row: row, field: fields[7]) }
            streets.append(
                Street(
                    name: fields[0].text, aliases: table.names(fields[1]), start: start, end: end,
                    numbers: bounds[0]...bounds[1], locality: fields[7].text
                )
            )
        }
        return streets
    }

    private static func coordinate(
        _ table: TSVTable, row: TSVTable.Row, latitude: TSVTable.Field, longitude: TSVTable.Field
    ) throws(GazetteerLoadError) -> Coordinate {
        let lat = try table.number(latitude, named: "latitude", row: row)
        let lon = try table.number(longitude, named: "longitude", row: row)
        guard (-90...90).contains(lat) else { throw table.error("latitude \(latitude.text) is not between -90 and 90", row: row, field: latitude) }
        guard (-180...180).contains(lon) else {
            throw table.error("longitude \(longitude.text) is not between -180 and 180", row: row, field: longitude)
        }
        return Coordinate(latitude: lat, longitude: lon)
    }
}
