import RideIntents
import Testing
@testable import RideSimulation

@Suite("Pickup and drop-off resolution")
struct SimulatedRideServicePlacesTests {
    private let service = TestSupport.service().service

    private func pickup(_ name: String) -> ResolutionResult<Placemark> {
        service.resolvePickupLocation(for: RequestRideIntent(pickupLocation: TestSupport.spoken(name)))
    }

    private func dropOff(_ name: String?, from pickup: String? = nil) -> ResolutionResult<Placemark> {
        service.resolveDropOffLocation(
            for: RequestRideIntent(pickupLocation: pickup.map(TestSupport.spoken), dropOffLocation: name.map(TestSupport.spoken))
        )
    }

    // MARK: - Pickup

    @Test func noPickupMeansTheCurrentLocation() {
        #expect(service.resolvePickupLocation(for: RequestRideIntent()) == .success(UserProfile.standard.currentLocation))
    }

    @Test(arguments: ["current location", "my location", "here", "Current Location"])
    func currentLocationPhrasesMeanTheCurrentLocation(_ spoken: String) {
        #expect(pickup(spoken) == .success(UserProfile.standard.currentLocation))
    }

    @Test func savedPlacesResolveToTheProfilesPlaces() throws {
        let home = try #require(UserProfile.standard.savedPlace(named: "home"))
        #expect(pickup("home") == .success(home.placemark))
        #expect(pickup("my home") == .success(home.placemark))
        #expect(pickup("work").resolvedValue?.identifier == "saved:work")
    }

    @Test func aGazetteerNameResolvesToThePlace() {
        #expect(pickup("SF airport").resolvedValue?.identifier == "sfo")
        #expect(pickup("the Ferry Building").resolvedValue?.identifier == "ferry-building")
    }

    @Test func anAmbiguousNameIsOfferedNearestFirst() {
        // From the Ferry Building: Market Street's Starbucks, then Union Square's, then Palo Alto's.
        guard case .disambiguation(let places) = pickup("Starbucks") else {
            Issue.record("expected a disambiguation")
            return
        }
        #expect(places.compactMap(\.identifier) == ["starbucks-market-street", "starbucks-union-square", "starbucks-palo-alto"])
    }

    @Test func theOrderFollowsTheCurrentLocation() throws {
        let (service, _) = TestSupport.service()
        try service.setCurrentLocation(named: "Palo Alto")
        let result = service.resolvePickupLocation(for: RequestRideIntent(pickupLocation: TestSupport.spoken("Starbucks")))
        guard case .disambiguation(let places) = result else {
            Issue.record("expected a disambiguation")
            return
        }
        #expect(places.first?.identifier == "starbucks-palo-alto")
    }

    @Test(arguments: ["Ferry Bldg", "Fery Bulding"])
    func aNearMissNeedsConfirming(_ spoken: String) {
        guard case .confirmationRequired(let place, .looselyMatched(let said)) = pickup(spoken) else {
            Issue.record("expected a confirmation")
            return
        }
        #expect(place.identifier == "ferry-building")
        #expect(said == spoken)
    }

    @Test func aStreetAddressIsPlacedOnItsStreet() throws {
        let place = try #require(pickup("659 Merchant Street").resolvedValue)
        #expect(place.name == "659 Merchant Street")
        #expect(place.locality == "San Francisco")
        #expect(place.location != nil)
    }

    @Test func aPlaceOutsideTheServiceAreaIsUnsupported() {
        #expect(pickup("Napa") == .unsupported(.outsideServiceArea(place: "Napa", serviceArea: "the San Francisco Bay Area")))
        #expect(pickup("4204 Lone Tree Way") == .unsupported(.outsideServiceArea(place: "4204 Lone Tree Way", serviceArea: "the San Francisco Bay Area")))
    }

    @Test func anUnknownNameIsNotFound() {
        #expect(pickup("Italian Colors") == .needsValue(.notFound(spoken: "Italian Colors")))
    }

    @Test func anAlreadyResolvedPlaceIsKept() throws {
        let oracle = try #require(TestSupport.gazetteer.place(withIdentifier: "oracle-park")?.placemark)
        #expect(service.resolvePickupLocation(for: RequestRideIntent(pickupLocation: oracle)) == .success(oracle))
    }

    // MARK: - Drop-off

    @Test func noDropOffNeedsAValue() {
        #expect(dropOff(nil) == .needsValue(.missing))
    }

    @Test func aDropOffResolvesLikeAPickup() {
        #expect(dropOff("SFO").resolvedValue?.identifier == "sfo")
        #expect(dropOff("Union Station") == .needsValue(.notFound(spoken: "Union Station")))
        #expect(dropOff("Lake Tahoe") == .unsupported(.outsideServiceArea(place: "Lake Tahoe", serviceArea: "the San Francisco Bay Area")))
        guard case .disambiguation(let places) = dropOff("Chinatown") else {
            Issue.record("expected a disambiguation")
            return
        }
        #expect(places.count == 2)
    }

    @Test func aNearMissDropOffNeedsConfirming() {
        guard case .confirmationRequired(let place, .looselyMatched("Coit Twr")) = dropOff("Coit Twr") else {
            Issue.record("expected a confirmation")
            return
        }
        #expect(place.identifier == "coit-tower")
    }

    @Test func aKeyboardSlipInOnePlacesNameResolvesWithoutAsking() {
        #expect(dropOff("golden gate brigde").resolvedValue?.identifier == "golden-gate-bridge")
        #expect(dropOff("Coit Towr").resolvedValue?.identifier == "coit-tower")
        #expect(pickup("oaklnd airport").resolvedValue?.identifier == "oak")
        // Nearly as close to the station as to the lake: offered, not taken.
        guard case .confirmationRequired(let place, _) = dropOff("Lake Merrit") else {
            Issue.record("expected a confirmation")
            return
        }
        #expect(place.identifier == "lake-merritt")
    }

    @Test func localNamesResolveWithoutAsking() {
        #expect(dropOff("the city").resolvedValue?.identifier == "downtown-san-francisco")
        #expect(dropOff("downtown").resolvedValue?.identifier == "downtown-san-francisco")
        #expect(dropOff("SF").resolvedValue?.identifier == "downtown-san-francisco")
        #expect(dropOff("the ballpark").resolvedValue?.identifier == "oracle-park")
    }

    @Test func anAmbiguousDropOffIsOrderedFromThePickup() {
        guard case .disambiguation(let places) = dropOff("Chinatown", from: "Oakland") else {
            Issue.record("expected a disambiguation")
            return
        }
        #expect(places.first?.identifier == "chinatown-oakland")
    }

    @Test func theSamePlaceAsThePickupIsUnsupported() {
        #expect(dropOff("Ferry Building") == .unsupported(.sameAsPickup(place: "Ferry Building")))
        #expect(dropOff("here") == .unsupported(.sameAsPickup(place: "Ferry Building")))
    }

    @Test func aPlaceWithinATenthOfAMileOfThePickupIsTheSame() {
        // Salesforce Transit Center is next door to Salesforce Tower.
        #expect(dropOff("Salesforce Transit Center", from: "Salesforce Tower") == .unsupported(.sameAsPickup(place: "Salesforce Transit Center")))
    }
}
