import RideIntents
import Testing
@testable import RideSimulation

@Suite("Street corners")
struct StreetIntersectionTests {
    private let gazetteer = TestSupport.gazetteer

    @Test(arguments: [
        ("Haight and Fillmore", "corner:haight-street-fillmore-street-san-francisco"),
        ("Haight St & Fillmore Street", "corner:haight-street-fillmore-street-san-francisco"),
        ("the corner of Haight and Fillmore", "corner:haight-street-fillmore-street-san-francisco"),
        ("Fillmore at Haight", "corner:fillmore-street-haight-street-san-francisco"),
        ("Geary and Van Ness", "corner:geary-street-van-ness-avenue-san-francisco"),
    ])
    func twoKnownStreetsThatMeetAreACorner(_ spoken: String, _ identifier: String) throws {
        let match = try #require(gazetteer.lookUp(spoken))
        #expect(match.quality == .exact)
        #expect(match.placemarks.compactMap(\.identifier) == [identifier])
        let corner = try #require(match.placemarks.first)
        #expect(corner.locality == "San Francisco")
        #expect(corner.name.contains(" and "))
    }

    @Test func theCornerLiesOnBothStreets() throws {
        let corner = try #require(gazetteer.lookUp("Haight and Fillmore")?.placemarks.first?.location)
        let haight = try #require(gazetteer.streets.first { $0.name == "Haight Street" })
        let fillmore = try #require(gazetteer.streets.first { $0.name == "Fillmore Street" })
        #expect(StreetIntersection.closestApproach(haight, fillmore).miles <= StreetIntersection.maximumGapMiles)
        // Within a few blocks of each stretch's line: nearer than either stretch's far end.
        #expect(corner.miles(to: Coordinate(latitude: 37.7717, longitude: -122.4308)) < 0.3)
    }

    @Test(arguments: ["Forbes and Murray", "Barnes and Noble", "Craig and Center", "Market and Market", "Haight and Lombard"])
    func namesThatAreNoCornerOfKnownStreetsAreNotCorners(_ spoken: String) {
        #expect(gazetteer.lookUp(spoken)?.placemarks.contains { $0.identifier?.hasPrefix("corner:") == true } != true)
    }

    @Test func aPlaceListedUnderACornerNameIsThePlace() {
        #expect(gazetteer.lookUp("4th and King")?.placemarks.compactMap(\.identifier) == ["sf-caltrain"])
        #expect(gazetteer.lookUp("Haight and Ashbury")?.placemarks.compactMap(\.identifier) == ["haight-ashbury"])
    }

    @Test func stretchesThatCrossMeetWhereTheyCross() {
        let a = Street(name: "A Street", start: Coordinate(latitude: 37.0, longitude: -122.0), end: Coordinate(latitude: 37.01, longitude: -122.0), numbers: 1...100, locality: "X")
        let b = Street(name: "B Street", start: Coordinate(latitude: 37.005, longitude: -122.01), end: Coordinate(latitude: 37.005, longitude: -121.99), numbers: 1...100, locality: "X")
        let (miles, point) = StreetIntersection.closestApproach(a, b)
        #expect(miles == 0)
        #expect(abs(point.latitude - 37.005) < 1e-9)
        #expect(abs(point.longitude + 122.0) < 1e-9)
        let far = Street(name: "C Street", start: Coordinate(latitude: 37.02, longitude: -122.01), end: Coordinate(latitude: 37.02, longitude: -121.99), numbers: 1...100, locality: "X")
        #expect(StreetIntersection.closestApproach(a, far).miles > 0.6)
    }
}
