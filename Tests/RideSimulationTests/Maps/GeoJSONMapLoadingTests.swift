import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("GeoJSON map loading")
struct GeoJSONMapLoadingTests {
    @Test func thePortlandMapReadsItsPlacesStreetsAreaZoneAndRider() throws {
        let map = try MapFixture.portland()
        let gazetteer = map.gazetteer
        #expect(gazetteer.places.count == 16)
        #expect(map.region.timeZone.identifier == "America/Los_Angeles")
        #expect(map.region.areaName == "Portland, Oregon")
        let pdx = try #require(gazetteer.place(withIdentifier: "pdx"))
        #expect(pdx.aliases == ["PDX", "Portland airport", "the airport"])
        #expect(pdx.kind == .airport && pdx.address == "7000 NE Airport Way" && pdx.isInServiceArea)
        #expect(pdx.coordinate == Coordinate(latitude: 45.5887, longitude: -122.5975))
        // Two places of one name get identifiers of their own.
        #expect(gazetteer.place(withIdentifier: "stumptown-coffee") != nil && gazetteer.place(withIdentifier: "stumptown-coffee-2") != nil)
        // The hole in the area, and places beyond it.
        #expect(gazetteer.place(withIdentifier: "pittock-mansion")?.isInServiceArea == false)
        #expect(gazetteer.place(withIdentifier: "multnomah-falls")?.isInServiceArea == false)
        #expect(gazetteer.place(withIdentifier: "international-rose-test-garden")?.isInServiceArea == true)
        // SW Broadway, drawn with three points, is two stretches numbered along its length.
        let broadway = gazetteer.streets.filter { $0.name == "Southwest Broadway" }
        #expect(broadway.count == 2)
        #expect(broadway.first?.numbers.lowerBound == 1 && broadway.last?.numbers.upperBound == 1900)
        #expect(broadway.first?.numbers.upperBound == broadway.last?.numbers.lowerBound)
        #expect(map.riderLocation?.identifier == "pioneer-courthouse-square")
        #expect(map.savedPlaces?.map(\.name) == ["home", "work"])
        #expect(map.file == MapFixture.path("portland.geojson"))
        // The dialog's examples name places of the map.
        #expect(map.region.exampleDestination == "PDX")
        #expect(map.region.exampleOrigin == "Pioneer Courthouse Square")
        #expect(map.region.exampleOtherPlace == "Union Station")
    }

    @Test func aHouseNumberLiesAsFarAlongTheLineAsAlongTheRange() throws {
        let map = try MapFixture.map(MapFixture.collection(
            #"{"type": "Feature", "properties": {"street": "Main Street", "fromNumber": 100, "toNumber": 0, "locality": "Town"}, "geometry": {"type": "LineString", "coordinates": [[0, 0], [0, 0.01], [0, 0.02]]}}"#))
        let stretches = map.gazetteer.streets
        #expect(stretches.count == 2)
        // Numbered downwards along the line: walked from its far end.
        let fifty = try #require(stretches.lazy.compactMap { $0.coordinate(ofNumber: 50) }.first)
        #expect(abs(fifty.latitude - 0.01) < 1e-9)
        let ten = try #require(stretches.lazy.compactMap { $0.coordinate(ofNumber: 10) }.first)
        #expect(abs(ten.latitude - 0.018) < 1e-9)
    }

    @Test func theProfileMovesOntoTheMap() throws {
        let map = try MapFixture.portland()
        let profile = map.adapting(.standard)
        #expect(profile.currentLocation.name == "Pioneer Courthouse Square")
        #expect(profile.savedPlaces.map(\.name) == ["home", "work"])
        let home = try #require(profile.savedPlace(named: "my house"))
        #expect(home.placemark.name == "Home" && home.placemark.thoroughfare == "3400 Southeast Hawthorne Boulevard")
        #expect(home.placemark.locality == "Portland")
        #expect(profile.savedPlace(named: "work")?.placemark.thoroughfare == "800 NW 6th Avenue")
        // A profile that saves none keeps none.
        #expect(map.adapting(.noSavedPlaces).savedPlaces.isEmpty)
        // A map that names no saved place drops the Bay Area's.
        let bare = try MapFixture.map(MapFixture.collection())
        #expect(bare.adapting(.standard).savedPlaces.isEmpty)
        #expect(bare.adapting(.standard).currentLocation.name == "Union Station")
    }

    @Test func aMapWithoutAnAreaServesEverywhere() throws {
        let map = try MapFixture.map(MapFixture.collection())
        #expect(map.gazetteer.serviceArea.isUnbounded)
        #expect(map.region.areaName == "the service area")
        #expect(map.gazetteer.isInServiceArea(Placemark(name: "anywhere", location: Coordinate(latitude: -33.9, longitude: 151.2))))
    }

    @Test func aMultiPolygonAreaHasEveryPart() throws {
        let square = { (x: Double) in "[[[\(x), 0], [\(x + 1), 0], [\(x + 1), 1], [\(x), 1], [\(x), 0]]]" }
        let map = try MapFixture.map(MapFixture.collection(
            #"{"type": "Feature", "properties": {"serviceArea": true, "name": "Two Islands"}, "geometry": {"type": "MultiPolygon", "coordinates": [\#(square(0)), \#(square(5))]}}"#, extra: #", "location": "Union Station""#))
        let area = map.gazetteer.serviceArea
        #expect(area.contains(Coordinate(latitude: 0.5, longitude: 0.5)) && area.contains(Coordinate(latitude: 0.5, longitude: 5.5)))
        #expect(!area.contains(Coordinate(latitude: 0.5, longitude: 3)))
        #expect(map.region.areaName == "Two Islands")
    }
}
