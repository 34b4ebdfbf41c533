import Foundation
import RideIntents
import Testing
@testable import RideSimulation

/// Everything the built-in gazetteer does, on the Portland fixture map.
@Suite("Geocoding on the Portland map")
struct PortlandGeocodingTests {
    private let service: SimulatedRideService

    init() throws {
        service = MapFixture.service(on: try MapFixture.portland())
    }

    private func dropOff(_ name: String) -> ResolutionResult<Placemark> {
        service.resolveDropOffLocation(for: RequestRideIntent(dropOffLocation: TestSupport.spoken(name)))
    }

    @Test func aPlaceIsFoundByNameAndAlias() {
        #expect(dropOff("Portland International Airport").resolvedValue?.identifier == "pdx")
        #expect(dropOff("PDX").resolvedValue?.identifier == "pdx")
        #expect(dropOff("the train station").resolvedValue?.identifier == "union-station")
        #expect(dropOff("OMSI").resolvedValue?.identifier == "oregon-museum-of-science-and-industry")
        #expect(dropOff("Powell's in Portland").resolvedValue?.identifier == "powells-city-of-books")
    }

    @Test func oneKeyboardSlipIsCorrected() {
        #expect(service.gazetteer.lookUp("Provdence Park")?.quality == .corrected)
        #expect(dropOff("Provdence Park").resolvedValue?.identifier == "providence-park")
    }

    @Test func aNearMissAsksDidYouMean() throws {
        guard case .confirmationRequired(let place, _) = dropOff("Moda") else {
            Issue.record("expected a confirmation, got \(dropOff("Moda"))")
            return
        }
        #expect(place.identifier == "moda-center")
    }

    @Test func twoPlacesOfOneNameAreOfferedNearestFirst() throws {
        guard case .disambiguation(let places) = dropOff("Stumptown Coffee") else {
            Issue.record("expected a choice, got \(dropOff("Stumptown Coffee"))")
            return
        }
        // From Pioneer Courthouse Square, SW Stark Street is the nearer.
        #expect(places.map(\.name) == ["Stumptown Coffee (1026 SW Stark Street)", "Stumptown Coffee (128 SW 3rd Avenue)"])
    }

    @Test func aPlaceNearAnotherIsTheNearestOfThatName() {
        #expect(dropOff("Stumptown near Powell's").resolvedValue?.identifier == "stumptown-coffee-2")
        let hotels = service.gazetteer.lookUp("a hotel near Pioneer Square")?.placemarks.map(\.identifier)
        #expect(hotels == ["nines", "ace-hotel-portland"])
        // The Nines is at the pickup (Pioneer Courthouse Square): only the Ace is left to go to.
        #expect(dropOff("a hotel near Pioneer Square").resolvedValue?.identifier == "ace-hotel-portland")
    }

    @Test func aStreetAddressLiesOnItsStreet() throws {
        let place = try #require(dropOff("1200 SW Broadway").resolvedValue)
        #expect(place.name == "1200 Southwest Broadway" && place.locality == "Portland")
        let location = try #require(place.location)
        #expect((45.5104...45.5180).contains(location.latitude))
        #expect(dropOff("3500 Hawthorne Blvd, Portland, OR").resolvedValue?.name == "3500 Southeast Hawthorne Boulevard")
        #expect(dropOff("5000 SW Broadway") == .needsValue(.notFound(spoken: "5000 SW Broadway")))
    }

    @Test func twoStreetsThatCrossMakeACorner() throws {
        let corner = try #require(service.gazetteer.lookUp("Broadway and Morrison")?.placemarks.first)
        #expect(corner.name == "Southwest Broadway and Southwest Morrison Street")
        let location = try #require(corner.location)
        #expect(abs(location.latitude - 45.5192) < 0.001 && abs(location.longitude - -122.6808) < 0.001)
        #expect(dropOff("the corner of Burnside and SW Broadway").resolvedValue?.name == "West Burnside Street and Southwest Broadway")
    }

    @Test func aKindOffersItsPlacesInTheArea() {
        guard case .disambiguation(let museums) = dropOff("the museum") else {
            Issue.record("expected a choice of museums")
            return
        }
        // Pittock Mansion is a museum in the hole cut out of the area: not offered.
        #expect(Set(museums.compactMap(\.identifier)) == ["portland-art-museum", "oregon-museum-of-science-and-industry"])
    }

    @Test func placesOutsideTheAreaAreRefused() {
        #expect(dropOff("Multnomah Falls") == .unsupported(.outsideServiceArea(place: "Multnomah Falls", serviceArea: "Portland, Oregon")))
        #expect(dropOff("Pittock Mansion") == .unsupported(.outsideServiceArea(place: "Pittock Mansion", serviceArea: "Portland, Oregon")))
        #expect(dropOff("Sausalito") == .needsValue(.notFound(spoken: "Sausalito")))
    }

    @Test func theRiderStartsOnTheMapWithItsSavedPlaces() throws {
        #expect(service.profile.currentLocation.identifier == "pioneer-courthouse-square")
        #expect(dropOff("home").resolvedValue?.thoroughfare == "3400 Southeast Hawthorne Boulevard")
        try service.setCurrentLocation(named: "Union Station")
        #expect(service.profile.currentLocation.identifier == "union-station")
        #expect(throws: SimulationError.self) { try self.service.setCurrentLocation(named: "Ferry Building") }
    }

    @Test func carsWaitOnTheMapAndABookingIsQuotedThere() throws {
        #expect(service.fleetVehicles.allSatisfy { $0.location.latitude > 45 && $0.location.longitude < -122 })
        let intent = RequestRideIntent(
            dropOffLocation: TestSupport.spoken("PDX"), rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 1)
        let response = service.handle(intent: intent)
        #expect(response.code == .success)
        let pickup = try #require(response.rideStatus?.estimatedPickupDate)
        #expect(pickup.timeIntervalSince(TestSupport.offPeak) < 15 * 60)
    }

    @Test func theMapsZoneIsTheOneTimesAreSaidIn() throws {
        let chicago = try ServiceMap.load(contentsOf: MapFixture.path("chicago.geojson"))
        let nine = TestSupport.date("2026-11-23T09:00:00-08:00")
        #expect(ServiceTimeZone.clockTime(nine) == "9:00 AM")
        #expect(chicago.region.run { ServiceTimeZone.clockTime(nine) } == "11:00 AM")
        #expect(chicago.region.run { ServiceTimeZone.hour(of: nine) } == 11)
        #expect(chicago.region.run { ServiceRegion.current.shortAreaName } == "the service area")
    }
}
