import RideIntents
import Testing
@testable import RideSimulation

@Suite("Polygons of a service area")
struct GeoPolygonTests {
    private func ring(_ points: [(Double, Double)]) -> [Coordinate] {
        (points + [points[0]]).map { Coordinate(latitude: $0.1, longitude: $0.0) }
    }

    @Test func aPointIsInsideTheOuterRingAndOutsideItsHoles() {
        let polygon = GeoPolygon(outer: ring([(0, 0), (10, 0), (10, 10), (0, 10)]), holes: [ring([(4, 4), (6, 4), (6, 6), (4, 6)])])
        #expect(polygon.contains(Coordinate(latitude: 1, longitude: 1)))
        #expect(!polygon.contains(Coordinate(latitude: 5, longitude: 5)))
        #expect(polygon.contains(Coordinate(latitude: 5, longitude: 7)))
        #expect(!polygon.contains(Coordinate(latitude: 11, longitude: 5)))
        #expect(!polygon.contains(Coordinate(latitude: 5, longitude: -1)))
    }

    @Test func aConcaveRingOfManyPointsIsTestedBandByBand() {
        // A comb: ten teeth pointing north from a bar along the south edge, drawn with many points.
        var points: [(Double, Double)] = []
        for tooth in 0..<10 {
            let x = Double(tooth) * 2
            points += [(x, 1), (x, 10), (x + 1, 10), (x + 1, 1)]
        }
        points += [(20, 1), (20, 0), (0, 0)]
        let comb = GeoPolygon(outer: ring(points))
        #expect(comb.contains(Coordinate(latitude: 5, longitude: 0.5)))
        #expect(!comb.contains(Coordinate(latitude: 5, longitude: 1.5)))
        #expect(comb.contains(Coordinate(latitude: 0.5, longitude: 1.5)))
        #expect(comb.contains(Coordinate(latitude: 9.9, longitude: 18.5)))
        #expect(!comb.contains(Coordinate(latitude: 9.9, longitude: 19.5)))
    }
}
