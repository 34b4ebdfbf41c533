import RideIntents
import Testing
@testable import RideSimulation

@Suite("Routes and bridge crossings")
struct RoutePlannerTests {
    private let ferryBuilding = Coordinate(latitude: 37.7955, longitude: -122.3937)
    private let sfo = Coordinate(latitude: 37.6213, longitude: -122.3790)
    private let oakland = Coordinate(latitude: 37.8044, longitude: -122.2712)
    private let sausalito = Coordinate(latitude: 37.8591, longitude: -122.4853)
    private let sanRafael = Coordinate(latitude: 37.9735, longitude: -122.5311)
    private let richmond = Coordinate(latitude: 37.9358, longitude: -122.3477)
    private let hayward = Coordinate(latitude: 37.6688, longitude: -122.0808)
    private let fremont = Coordinate(latitude: 37.5485, longitude: -121.9886)
    private let paloAlto = Coordinate(latitude: 37.4419, longitude: -122.1430)
    private let sanJose = Coordinate(latitude: 37.3337, longitude: -121.8907)

    @Test func pointsOnTheSameShoreAreJoinedDirectly() {
        let route = RoutePlanner.route(from: ferryBuilding, to: sfo)
        #expect(route.waypoints == [ferryBuilding, sfo])
        #expect(route.crossings.isEmpty)
        #expect(abs(route.miles - ferryBuilding.miles(to: sfo) * 1.3) < 1e-9)
    }

    @Test func awayFromTheBayEveryRouteIsDirect() {
        // Portland: downtown is west of the bay's axis longitude, Troutdale east of it.
        let downtown = Coordinate(latitude: 45.5189, longitude: -122.6793)
        let troutdale = Coordinate(latitude: 45.5393, longitude: -122.3874)
        let route = RoutePlanner.route(from: downtown, to: troutdale)
        #expect(route.waypoints == [downtown, troutdale])
        #expect(route.crossings.isEmpty)
    }

    @Test func sanFranciscoToTheEastBayCrossesTheBayBridgeTollFreeEastbound() {
        let route = RoutePlanner.route(from: ferryBuilding, to: oakland)
        #expect(route.crossings == [BridgeCrossing(bridge: .bayBridge, isTolled: false)])
        #expect(route.tolledBridges.isEmpty)
    }

    @Test func theEastBayToSanFranciscoPaysTheBayBridgeToll() {
        let route = RoutePlanner.route(from: oakland, to: ferryBuilding)
        #expect(route.tolledBridges == [.bayBridge])
        #expect(route.miles > oakland.miles(to: ferryBuilding) * 1.3)
    }

    @Test func marinToSanFranciscoPaysTheGoldenGateToll() {
        #expect(RoutePlanner.route(from: sausalito, to: ferryBuilding).tolledBridges == [.goldenGate])
        #expect(RoutePlanner.route(from: ferryBuilding, to: sausalito).crossings.map(\.bridge) == [.goldenGate])
    }

    @Test func theEastBayToMarinPaysTheRichmondSanRafaelToll() {
        #expect(RoutePlanner.route(from: richmond, to: sanRafael).tolledBridges == [.richmondSanRafael])
    }

    @Test func haywardToSFOCrossesTheSanMateoBridge() {
        #expect(RoutePlanner.route(from: hayward, to: sfo).tolledBridges == [.sanMateo])
    }

    @Test func fremontToPaloAltoCrossesTheDumbartonBridge() {
        #expect(RoutePlanner.route(from: fremont, to: paloAlto).tolledBridges == [.dumbarton])
    }

    @Test func theSouthBayReachesBothShoresByLand() {
        #expect(RoutePlanner.route(from: sanJose, to: oakland).crossings.isEmpty)
        #expect(RoutePlanner.route(from: sanJose, to: ferryBuilding).crossings.isEmpty)
    }

    @Test func bayShoresAreDecidedFromCoordinates() {
        #expect(BaySide.of(ferryBuilding) == .west)
        #expect(BaySide.of(sfo) == .west)
        #expect(BaySide.of(oakland) == .east)
        #expect(BaySide.of(Coordinate(latitude: 37.7126, longitude: -122.2197)) == .east)
        #expect(BaySide.of(sausalito) == .north)
        #expect(BaySide.of(sanJose) == .south)
    }

    @Test func aPositionAlongTheRouteFollowsItsLegs() {
        let route = RoutePlanner.route(from: ferryBuilding, to: sfo)
        #expect(route.position(atFraction: 0).coordinate == ferryBuilding)
        #expect(route.position(atFraction: 1).coordinate == sfo)
        let middle = route.position(atFraction: 0.5)
        #expect(abs(middle.coordinate.latitude - (ferryBuilding.latitude + sfo.latitude) / 2) < 1e-9)
        #expect(middle.course > 170 && middle.course < 190)
    }
}
