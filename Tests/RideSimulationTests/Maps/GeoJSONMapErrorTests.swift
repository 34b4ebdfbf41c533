import Foundation
import Testing
@testable import RideSimulation

/// Every error a map can have, with the file, the member at fault and what is wrong.
@Suite("GeoJSON map errors")
struct GeoJSONMapErrorTests {
    private func point(_ properties: String, _ coordinates: String = "[-122.68, 45.52]") -> String {
        #"{"type": "Feature", "properties": {\#(properties)}, "geometry": {"type": "Point", "coordinates": \#(coordinates)}}"#
    }

    @Test func badJSONIsReportedAtItsLineAndColumn() throws {
        #expect(MapFixture.error("{\n  \"type\": \"FeatureCollection\",\n  oops\n}") == "test.geojson:3:3: error: not valid JSON: Invalid value")
        #expect(MapFixture.error("{\"name\": \"Café\", \"type\": x}")?.hasPrefix("test.geojson:1:26: error: not valid JSON: ") == true)
    }

    @Test func aDocumentThatIsNoFeatureCollectionIsNotAMap() {
        #expect(MapFixture.error("[1, 2]") == "test.geojson: error: not a GeoJSON map: the top level is an array, not a FeatureCollection object")
        #expect(MapFixture.error(#"{"type": "Feature"}"#) == #"test.geojson: error: not a GeoJSON map: the top level must be {"type": "FeatureCollection", "features": […]} (its "type" is "Feature")"#)
        #expect(MapFixture.error(#"{"type": "FeatureCollection", "timeZone": "America/Chicago"}"#) == #"test.geojson: error: a FeatureCollection needs "features", an array"#)
    }

    @Test func theTimeZoneIsRequiredAndMustBeAnIANAName() {
        #expect(MapFixture.error(#"{"type": "FeatureCollection", "features": []}"#) == #"test.geojson: timeZone: error: the map needs a "timeZone", the IANA name of the service's zone ("America/Chicago")"#)
        #expect(MapFixture.error(MapFixture.collection().replacingOccurrences(of: "America/Los_Angeles", with: "America/Los_Angelos")) == "test.geojson: timeZone: error: unknown time zone 'America/Los_Angelos'; did you mean 'America/Los_Angeles'?")
        #expect(MapFixture.error(MapFixture.collection().replacingOccurrences(of: "\"America/Los_Angeles\"", with: "-8")) == "test.geojson: timeZone: error: must be an IANA zone name, not a number")
        #expect(MapFixture.error(MapFixture.collection().replacingOccurrences(of: "America/Los_Angeles", with: "PST")) == #"test.geojson: timeZone: error: unknown time zone 'PST' (an IANA name such as "America/Chicago")"#)
        #expect(MapFixture.error(MapFixture.collection().replacingOccurrences(of: "America/Los_Angeles", with: "UTC")) == nil)
    }

    @Test func aPlaceWithoutANameOrLocalityNamesItsFeature() {
        #expect(MapFixture.error(MapFixture.collection(point(#""locality": "Portland""#))) == #"test.geojson: features[1]: error: a place (a Point) needs a "name""#)
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "", "locality": "Portland""#))) == #"test.geojson: features[1]: error: "name" must be a name (a string that is not empty), not a string"#)
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "Powell's""#))) == #"test.geojson: features[1]: error: a place (a Point) needs a "locality""#)
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "Powell's", "locality": "Portland", "aliases": "Powells""#))) == #"test.geojson: features[1]: error: "aliases" must be an array of names, not a string"#)
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "Powell's", "locality": "Portland", "kind": "bookshop""#)))?.hasPrefix("test.geojson: features[1]: error: unknown kind 'bookshop' (one of: airport, station,") == true)
    }

    @Test func aBadCoordinateSaysWhatIsWrong() {
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "X", "locality": "Y""#, "[45.52, -122.68]"))) == "test.geojson: features[1]: error: the Point's coordinates [45.52, -122.68] is off the globe: the longitude must be between -180 and 180, the latitude between -90 and 90 (it looks like [latitude, longitude]: GeoJSON puts the longitude first)")
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "X", "locality": "Y""#, "[-122.68]"))) == "test.geojson: features[1]: error: the Point's coordinates must be a position [longitude, latitude], not an array of 1")
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "X", "locality": "Y""#, #"["a", "b"]"#))) == "test.geojson: features[1]: error: the Point's coordinates must hold numbers, [longitude, latitude]")
    }

    @Test func aStreetNeedsItsNameNumbersAndLength() {
        let street = { (properties: String, coordinates: String) in
            #"{"type": "Feature", "properties": {\#(properties)}, "geometry": {"type": "LineString", "coordinates": \#(coordinates)}}"#
        }
        let line = "[[-122.68, 45.52], [-122.67, 45.52]]"
        #expect(MapFixture.error(MapFixture.collection(street(#""fromNumber": 1, "toNumber": 9, "locality": "Portland""#, line))) == #"test.geojson: features[1]: error: a street (a LineString) needs a "street""#)
        #expect(MapFixture.error(MapFixture.collection(street(#""street": "Oak Street", "fromNumber": 1.5, "toNumber": 9, "locality": "Portland""#, line))) == #"test.geojson: features[1]: error: "fromNumber" must be a house number (a whole number from 0 to 999999)"#)
        #expect(MapFixture.error(MapFixture.collection(street(#""street": "Oak Street", "fromNumber": 1, "locality": "Portland""#, line))) == #"test.geojson: features[1]: error: a street (a LineString) needs a "toNumber" (a house number)"#)
        #expect(MapFixture.error(MapFixture.collection(street(#""street": "Oak Street", "fromNumber": 1, "toNumber": 9, "locality": "Portland""#, "[[-122.68, 45.52]]"))) == "test.geojson: features[1]: error: the LineString's coordinates must be an array of two positions or more")
        #expect(MapFixture.error(MapFixture.collection(street(#""street": "Oak Street", "fromNumber": 1, "toNumber": 9, "locality": "Portland""#, "[[-122.68, 45.52], [-122.68, 45.52]]"))) == "test.geojson: features[1]: error: the street's positions are all one point: a street needs a length")
    }

    @Test func aPolygonMustBoundTheServiceAreaWithClosedRings() {
        let polygon = { (properties: String, rings: String) in
            #"{"type": "Feature", "properties": {\#(properties)}, "geometry": {"type": "Polygon", "coordinates": \#(rings)}}"#
        }
        let ring = "[[[0, 0], [1, 0], [1, 1], [0, 0]]]"
        #expect(MapFixture.error(MapFixture.collection(polygon(#""name": "Downtown""#, ring))) == #"test.geojson: features[1]: error: a Polygon bounds the service area: give it the property "serviceArea": true"#)
        #expect(MapFixture.error(MapFixture.collection(polygon(#""serviceArea": 1"#, ring))) == #"test.geojson: features[1]: error: a Polygon bounds the service area: give it the property "serviceArea": true"#)
        #expect(MapFixture.error(MapFixture.collection(polygon(#""serviceArea": true"#, "[[[0, 0], [1, 0], [1, 1], [0, 1]]]"))) == "test.geojson: features[1]: error: the Polygon's coordinates[0] is not closed: its last position must repeat its first")
        #expect(MapFixture.error(MapFixture.collection(polygon(#""serviceArea": true"#, "[[[0, 0], [1, 0], [0, 0]]]"))) == "test.geojson: features[1]: error: the Polygon's coordinates[0] is a ring of 3 positions: a ring needs 4 or more")
    }

    @Test func aFeatureHailCannotReadIsNamed() {
        #expect(MapFixture.error(MapFixture.collection(#"{"type": "Feature", "properties": {}, "geometry": {"type": "MultiPoint", "coordinates": []}}"#)) == "test.geojson: features[1]: error: a MultiPoint is not read: a map holds Point (a place), LineString (a street), Polygon and MultiPolygon (the service area)")
        #expect(MapFixture.error(MapFixture.collection(#"{"type": "Feature", "properties": {}, "geometry": null}"#)) == #"test.geojson: features[1]: error: a feature needs a "geometry" with a "type" (Point, LineString, Polygon or MultiPolygon)"#)
        #expect(MapFixture.error(MapFixture.collection(#"{"type": "Point", "coordinates": [0, 0]}"#)) == #"test.geojson: features[1]: error: a feature must be an object with "type": "Feature""#)
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "A", "locality": "B""#).replacingOccurrences(of: #""type": "Feature","#, with: #""type": "Feature", "id": "union-station","#))) == "test.geojson: features[1]: error: the id 'union-station' is features[0]'s too: each place needs its own")
    }

    @Test func theRidersPlacesMustBePlacesOfTheMap() {
        #expect(MapFixture.error(MapFixture.collection(extra: #", "location": "Union Sta""#)) == "test.geojson: location: error: 'Union Sta' is no place of the map; did you mean 'Union Station'?")
        #expect(MapFixture.error(MapFixture.collection(extra: #", "savedPlaces": {"home": "Big Pink"}"#)) == "test.geojson: savedPlaces.home: error: 'Big Pink' is no place of the map")
        #expect(MapFixture.error(MapFixture.collection(point(#""name": "Union Station", "locality": "Portland""#), extra: #", "location": "Union Station""#))
            == "test.geojson: location: error: 'Union Station' names 2 places (Union Station, Portland; Union Station, Portland): give one of them another name or an alias")
        #expect(MapFixture.error(#"{"type": "FeatureCollection", "timeZone": "UTC", "features": []}"#) == #"test.geojson: location: error: say where the rider starts: a "location" naming a place of the map, or a place (a Point) in the service area"#)
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: ServiceMapLoadError.self) { try ServiceMap.load(contentsOf: "/nonexistent/map.geojson") }
        do {
            _ = try ServiceMap.load(contentsOf: "/nonexistent/map.geojson")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/map.geojson: error: cannot be read ("))
        }
    }
}
