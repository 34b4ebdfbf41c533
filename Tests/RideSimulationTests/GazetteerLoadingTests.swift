import RideIntents
import Testing
@testable import RideSimulation

@Suite("Gazetteer loading")
struct GazetteerLoadingTests {
    private let header = "id\tname\taliases\tkind\tlatitude\tlongitude\tlocality\tinServiceArea\taddress\n"
    private let streetHeader = "name\taliases\tstartLatitude\tstartLongitude\tendLatitude\tendLongitude\tnumbers\tlocality\n"

    @Test func bundledDataLoadsAtLeast150PlacesAndSomeStreets() throws {
        let gazetteer = try Gazetteer.loadBundled()
        #expect(gazetteer.places.count >= 150)
        #expect(gazetteer.streets.count >= 50)
        #expect(Gazetteer.bundledLoadError == nil)
    }

    @Test func bundledDataHasThePlacesTheIssueNames() throws {
        let gazetteer = try Gazetteer.loadBundled()
        let required = [
            "sfo", "oak", "sjc", "ferry-building", "union-square", "salesforce-tower", "coit-tower", "golden-gate-park",
            "oracle-park", "chase-center", "moscone-center", "mission-district", "castro", "haight-ashbury", "palo-alto",
            "berkeley", "oakland", "stanford", "sf-caltrain", "embarcadero-bart", "hilton-union-square",
            "sacramento", "lake-tahoe", "napa", "monterey", "santa-cruz", "los-angeles",
        ]
        for identifier in required {
            #expect(gazetteer.place(withIdentifier: identifier) != nil, "missing \(identifier)")
        }
        let kinds = Set(gazetteer.places.map(\.kind))
        for kind in [PlaceKind.airport, .station, .landmark, .neighbourhood, .hotel, .venue] {
            #expect(kinds.contains(kind))
        }
    }

    @Test func everyPlacesServiceAreaFlagAgreesWithTheServiceArea() throws {
        let gazetteer = try Gazetteer.loadBundled()
        for place in gazetteer.places {
            #expect(
                ServiceArea.bayArea.contains(place.coordinate) == place.isInServiceArea,
                "\(place.identifier) is flagged \(place.isInServiceArea)"
            )
        }
        let outside = gazetteer.places.filter { !$0.isInServiceArea }.map(\.identifier)
        #expect(outside.contains("napa") && outside.contains("sacramento") && outside.contains("los-angeles"))
    }

    @Test func identifiersAreUnique() throws {
        let gazetteer = try Gazetteer.loadBundled()
        #expect(Set(gazetteer.places.map(\.identifier)).count == gazetteer.places.count)
    }

    @Test func namesForCompletionAreSortedAndIncludeAliases() throws {
        let gazetteer = try Gazetteer.loadBundled()
        #expect(gazetteer.names.contains("Ferry Building"))
        #expect(gazetteer.names.contains("SFO"))
        let lowered = gazetteer.names.map { $0.lowercased() }
        #expect(lowered == lowered.sorted())
        #expect(Set(lowered).count == lowered.count)
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let places = "# a comment\n\n" + header + "a\tA Place\t\tpark\t37.7\t-122.4\tSan Francisco\tyes\t\n# another\n"
        let gazetteer = try Gazetteer(placesTSV: places, streetsTSV: streetHeader)
        #expect(gazetteer.places.map(\.name) == ["A Place"])
        #expect(gazetteer.places.first?.address == nil)
    }

    @Test func aBadLatitudeIsReportedWithFileLineAndColumn() {
        let places = header + "a\tA\t\tpark\t37.7\t-122.4\tSF\tyes\t\nb\tB\t\tpark\tnorth\t-122.4\tSF\tyes\t\n"
        #expect(throws: GazetteerLoadError(file: "places.tsv", line: 3, column: 11, message: "latitude 'north' is not a number")) {
            try Gazetteer(placesTSV: places, streetsTSV: streetHeader)
        }
        let error = GazetteerLoadError(file: "places.tsv", line: 3, column: 11, message: "latitude 'north' is not a number")
        #expect(error.description == "places.tsv:3:11: error: latitude 'north' is not a number")
    }

    @Test func aColumnAfterAccentedTextIsCountedInCharacters() throws {
        // "Café" is five bytes and four characters: the bad latitude starts at character 14.
        let places = header + "a\tCafé\t\tpark\tnorth\t-122.4\tSF\tyes\t\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: places, streetsTSV: streetHeader) }
        #expect(error.line == 2)
        #expect(error.column == 14)
        #expect(error.message == "latitude 'north' is not a number")
    }

    @Test func linesEndingInACarriageReturnAndLineFeedAreRead() throws {
        let places = (header + "a\tA Place\t\tpark\t37.7\t-122.4\tSan Francisco\tyes\t\n").replacingOccurrences(of: "\n", with: "\r\n")
        let gazetteer = try Gazetteer(placesTSV: places, streetsTSV: streetHeader)
        #expect(gazetteer.places.map(\.name) == ["A Place"])
        #expect(gazetteer.places.first?.locality == "San Francisco")
    }

    @Test func aWrongNumberOfFieldsIsReported() {
        let places = header + "a\tA\tpark\n"
        #expect(throws: GazetteerLoadError(file: "places.tsv", line: 2, column: 1, message: "expected 9 tab-separated fields, found 3")) {
            try Gazetteer(placesTSV: places, streetsTSV: streetHeader)
        }
    }

    @Test func aDuplicateIdentifierNamesTheFirstLine() throws {
        let places = header + "a\tA\t\tpark\t37.7\t-122.4\tSF\tyes\t\na\tB\t\tpark\t37.7\t-122.4\tSF\tyes\t\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: places, streetsTSV: streetHeader) }
        #expect(error.line == 3)
        #expect(error.message == "duplicate id 'a' (first on line 2)")
    }

    @Test func anUnknownKindListsTheKnownOnes() throws {
        let places = header + "a\tA\t\tcastle\t37.7\t-122.4\tSF\tyes\t\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: places, streetsTSV: streetHeader) }
        #expect(error.message.hasPrefix("unknown kind 'castle' (one of: airport, station"))
        #expect(error.column == 6)
    }

    @Test func aBadServiceAreaFlagIsReported() throws {
        let places = header + "a\tA\t\tpark\t37.7\t-122.4\tSF\tmaybe\t\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: places, streetsTSV: streetHeader) }
        #expect(error.message == "inServiceArea 'maybe' must be yes or no")
    }

    @Test func aWrongHeaderIsReported() throws {
        let error = try #require(throws: GazetteerLoadError.self) {
            try Gazetteer(placesTSV: "id\tname\n", streetsTSV: streetHeader, placesFile: "Data/places.tsv")
        }
        #expect(error.file == "Data/places.tsv")
        #expect(error.line == 1)
        #expect(error.message.hasPrefix("expected the header 'id<tab>name<tab>aliases"))
    }

    @Test func aMissingHeaderIsReported() throws {
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: "# only a comment\n", streetsTSV: streetHeader) }
        #expect(error.message.hasPrefix("missing the header line"))
    }

    @Test func aBadNumberRangeInTheStreetsFileIsReported() throws {
        let streets = streetHeader + "Main Street\t\t37.7\t-122.4\t37.8\t-122.4\t400-1\tSF\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: header, streetsTSV: streets) }
        #expect(error.file == "streets.tsv")
        #expect(error.line == 2)
        #expect(error.message == "numbers '400-1' must be a range like 1-2400 (first ≤ last)")
    }

    @Test func anOutOfRangeLongitudeIsReported() throws {
        let places = header + "a\tA\t\tpark\t37.7\t-222.4\tSF\tyes\t\n"
        let error = try #require(throws: GazetteerLoadError.self) { try Gazetteer(placesTSV: places, streetsTSV: streetHeader) }
        #expect(error.message == "longitude -222.4 is not between -180 and 180")
    }
}
