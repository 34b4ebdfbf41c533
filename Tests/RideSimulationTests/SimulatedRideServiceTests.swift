import RideIntents
import Testing
@testable import RideSimulation

@Suite("Service configuration")
struct SimulatedRideServiceTests {
    private let service = TestSupport.service().service

    @Test func rideOptionNamesAreInCatalogueOrder() {
        #expect(service.rideOptionNames == ["Compact", "Standard", "Shared", "SUV", "Luxury"])
    }

    @Test func theCurrentLocationCanBeMovedToANamedPlace() throws {
        try service.setCurrentLocation(named: "Oracle Park")
        #expect(service.profile.currentLocation.identifier == "oracle-park")
        try service.setCurrentLocation(named: "home")
        #expect(service.profile.currentLocation.identifier == "saved:home")
        try service.setCurrentLocation(named: "starbucks-palo-alto")
        #expect(service.profile.currentLocation.identifier == "starbucks-palo-alto")
        try service.setCurrentLocation(named: "659 Merchant Street")
        #expect(service.profile.currentLocation.name == "659 Merchant Street")
    }

    @Test func anUnknownPlaceSuggestsTheClosestName() throws {
        let error = try #require(throws: SimulationError.self) { try service.setCurrentLocation(named: "Fery Bulding") }
        #expect(error == .unknownPlace("Fery Bulding", suggestion: "Ferry Building"))
        #expect(error.description == "unknown place 'Fery Bulding'; did you mean 'Ferry Building'?")
        // One keyboard slip in one place's name is that place.
        try service.setCurrentLocation(named: "Fery Building")
        #expect(service.profile.currentLocation.identifier == "ferry-building")
        let far = try #require(throws: SimulationError.self) { try service.setCurrentLocation(named: "Atlantis") }
        #expect(far == .unknownPlace("Atlantis", suggestion: nil))
        #expect(far.description == "unknown place 'Atlantis'")
    }

    @Test func anAmbiguousPlaceNamesEachCandidateDistinctly() throws {
        let error = try #require(throws: SimulationError.self) { try service.setCurrentLocation(named: "Starbucks") }
        #expect(error == .ambiguousPlace("Starbucks", candidates: ["Starbucks Market Street", "Starbucks Union Square", "Starbucks Palo Alto"]))
        try service.setCurrentLocation(named: "Starbucks Union Square")
        #expect(service.profile.currentLocation.identifier == "starbucks-union-square")
    }

    @Test func theProfileCanBeSwapped() {
        service.profile = .noSavedPlaces
        #expect(service.resolvePickupLocation(for: RequestRideIntent(pickupLocation: Placemark(name: "home"))) == .needsValue(.notFound(spoken: "home")))
    }

    @Test func theConvenienceInitialiserLoadsTheShippedGazetteer() throws {
        let service = try SimulatedRideService(clock: ManualClock(now: TestSupport.offPeak), seed: 1, profile: .standard)
        #expect(service.gazetteer.places.count >= 150)
        #expect(service.gazetteer.names.contains("SFO"))
        #expect(service.profile == .standard)
    }
}
