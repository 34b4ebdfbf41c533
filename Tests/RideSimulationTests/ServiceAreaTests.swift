import RideIntents
import Testing
@testable import RideSimulation

@Suite("Service area")
struct ServiceAreaTests {
    private let area = ServiceArea.bayArea

    @Test(arguments: [
        (37.7955, -122.3937), (37.6213, -122.3790), (37.3639, -121.9289), (37.7126, -122.2197), (37.8716, -122.2727),
        (37.4419, -122.1430), (37.9735, -122.5311), (37.9101, -122.0652), (37.5485, -121.9886),
    ])
    func coversTheCityPeninsulaEastAndSouthBay(_ latitude: Double, _ longitude: Double) {
        #expect(area.contains(Coordinate(latitude: latitude, longitude: longitude)))
    }

    @Test(arguments: [
        (38.2975, -122.2869), (38.5816, -121.4944), (36.9741, -122.0308), (36.6002, -121.8947), (34.0522, -118.2437),
        (38.9399, -119.9772), (37.4636, -122.4286), (37.6819, -121.7680),
    ])
    func leavesOutNapaSacramentoTheCoastAndBeyond(_ latitude: Double, _ longitude: Double) {
        #expect(!area.contains(Coordinate(latitude: latitude, longitude: longitude)))
    }

    @Test func isNamedForMessages() {
        #expect(area.name == "the San Francisco Bay Area")
    }
}
