import RideIntents
import Testing
@testable import RideSimulation

@Suite("Gazetteer lookup")
struct GazetteerLookupTests {
    private let gazetteer = TestSupport.gazetteer

    private func identifiers(_ text: String) -> [String] {
        gazetteer.lookUp(text)?.placemarks.compactMap(\.identifier) ?? []
    }

    @Test(arguments: ["SFO", "sfo", "San Francisco airport", "SF airport", "San Francisco International Airport", "the SFO airport"])
    func airportAliasesFindSFO(_ spoken: String) {
        let match = gazetteer.lookUp(spoken)
        #expect(match?.quality == .exact)
        #expect(match?.placemarks.map(\.identifier) == ["sfo"])
    }

    @Test(arguments: [("gate 5 at SFO", "sfo"), ("terminal 2 at sfo", "sfo"), ("the lobby of the Hilton", "hilton-union-square"),
                      ("the north entrance of Moscone Center", "moscone-center")])
    func aPartOfAPlaceIsThatPlace(spoken: String, identifier: String) {
        #expect(gazetteer.lookUp(spoken)?.quality == .exact)
        #expect(identifiers(spoken) == [identifier])
    }

    @Test func aPartOfNoKnownPlaceIsNotFoundThroughIt() {
        #expect(identifiers("gate 5 at the moon base").isEmpty)
        #expect(identifiers("at SFO") == ["sfo"] || identifiers("at SFO").isEmpty)
    }

    @Test func caseALeadingTheAndPunctuationAreIgnored() {
        #expect(identifiers("the ferry building.") == ["ferry-building"])
        #expect(identifiers("Levis Stadium") == ["levis-stadium"])
        #expect(identifiers("LEVI'S STADIUM") == ["levis-stadium"])
        #expect(identifiers("Haight Ashbury") == ["haight-ashbury"])
        #expect(identifiers("San Jose") == identifiers("San José"))
    }

    @Test func aResolvedPlacemarkCarriesTheDataOfThePlace() throws {
        let placemark = try #require(gazetteer.lookUp("Salesforce Tower")?.placemarks.first)
        #expect(placemark.name == "Salesforce Tower")
        #expect(placemark.thoroughfare == "415 Mission Street")
        #expect(placemark.locality == "San Francisco")
        #expect(placemark.location == Coordinate(latitude: 37.7897, longitude: -122.3972))
    }

    @Test func ambiguousNamesMatchEveryPlace() {
        #expect(identifiers("Starbucks") == ["starbucks-market-street", "starbucks-union-square", "starbucks-palo-alto"])
        #expect(identifiers("Chinatown") == ["chinatown-sf", "chinatown-oakland"])
        #expect(Set(identifiers("Civic Center")).isSuperset(of: ["civic-center-sf", "civic-center-park-berkeley"]))
        #expect(identifiers("City Hall").count == 3)
        #expect(identifiers("Richmond") == ["richmond-district", "richmond"])
    }

    @Test func aTrailingLocalityPicksOneOfAnAmbiguousName() {
        #expect(identifiers("Starbucks in Palo Alto") == ["starbucks-palo-alto"])
        #expect(identifiers("City Hall Oakland") == ["oakland-city-hall"])
    }

    @Test(arguments: [("Ferry Bldg", "ferry-building"), ("Fery Bulding", "ferry-building"), ("Salesforce", "salesforce-tower"), ("Coit Twr", "coit-tower")])
    func nearMissesMatchLoosely(_ spoken: String, _ identifier: String) {
        let match = gazetteer.lookUp(spoken)
        #expect(match?.quality == .loose)
        #expect(match?.placemarks.map(\.identifier) == [identifier])
    }

    @Test func aLooseMatchTiedBetweenPlacesReturnsThemAll() {
        let match = gazetteer.lookUp("Golden Gate")
        #expect(match?.quality == .loose)
        #expect(match?.placemarks.compactMap(\.identifier) == ["golden-gate-park", "golden-gate-bridge"])
    }

    @Test(arguments: ["Italian Colors", "Union Station", "xyz", "", "the"])
    func unknownNamesAreNotFound(_ spoken: String) {
        #expect(gazetteer.lookUp(spoken) == nil)
    }

    @Test func aStreetAddressIsPlacedAlongItsStreet() throws {
        let match = try #require(gazetteer.lookUp("659 Merchant Street"))
        #expect(match.quality == .exact)
        let placemark = try #require(match.placemarks.first)
        #expect(placemark.name == "659 Merchant Street")
        #expect(placemark.thoroughfare == "659 Merchant Street")
        #expect(placemark.locality == "San Francisco")
        // Merchant Street runs 400–799 from (37.7953, -122.4005) to (37.7949, -122.4048).
        let fraction = Double(659 - 400) / Double(799 - 400)
        let expected = Coordinate(latitude: 37.7953, longitude: -122.4005)
            .interpolated(to: Coordinate(latitude: 37.7949, longitude: -122.4048), fraction: fraction)
        #expect(placemark.location == expected)
    }

    @Test(arguments: ["659 Merchant St", "659 merchant st.", "659 Merchant", "659 Merchant Street, San Francisco, CA 94111"])
    func addressSpellingsFindTheSameStreet(_ spoken: String) {
        #expect(identifiers(spoken) == ["address:merchant-street-659-san-francisco"])
    }

    @Test(arguments: [
        "1200 Clay St Apt 4, San Francisco, CA 94108", "1200 Clay St Apt 4 San Francisco CA 94108", "1200 Clay Street",
        "1200 Clay St, SF", "1200 clay st san francisco",
    ])
    func aTownWrittenAfterTheStreetWithOrWithoutCommasIsTheLocality(_ spoken: String) {
        #expect(identifiers(spoken) == ["address:clay-street-1200-san-francisco"])
    }

    @Test func aTownThatIsNotTheStreetsTownFindsNoAddress() {
        // Clay Street is only known in San Francisco; a known town that is not its own rules it out.
        #expect(identifiers("1200 Clay St Oakland CA").isEmpty)
    }

    @Test(arguments: ["200 Larkin", "200 Larkin St", "88 Post Street", "1 Polk St", "500 King St", "2500 16th St"])
    func downtownStreetsAreKnown(_ spoken: String) {
        #expect(identifiers(spoken).count == 1)
    }

    @Test(arguments: ["museum", "the museum", "a museum", "museums", "the nearest museum"])
    func aKindOfPlaceOffersPlacesOfThatKind(_ spoken: String) throws {
        let match = try #require(gazetteer.lookUp(spoken))
        #expect(match.placemarks.count == Gazetteer.placesOfAKindOffered)
        let ids = match.placemarks.compactMap(\.identifier)
        #expect(ids.allSatisfy { gazetteer.place(withIdentifier: $0)?.kind == .museum })
    }

    @Test func aPlaceNamedAfterItsKindIsFoundByName() {
        #expect(identifiers("de Young Museum").count == 1)
        #expect(Gazetteer.kindNamed(by: ["the", "city"]) == nil)
    }

    @Test func unitsAndDirectionsAreHandled() {
        #expect(identifiers("19369 Stevens Creek Boulevard Suite 130") == ["address:stevens-creek-boulevard-19369-cupertino"])
        #expect(identifiers("1500 N Shoreline Blvd") == ["address:north-shoreline-boulevard-1500-mountain-view"])
        #expect(identifiers("1500 Shoreline Boulevard") == ["address:north-shoreline-boulevard-1500-mountain-view"])
        #expect(identifiers("2664 Berryessa Road # 206") == ["address:berryessa-road-2664-san-jose"])
    }

    @Test func aStreetInSeveralTownsGivesOneAddressPerTown() {
        #expect(identifiers("1178 El Camino Real").count == 3)
        #expect(identifiers("1178 El Camino Real, Menlo Park") == ["address:el-camino-real-1178-menlo-park"])
    }

    @Test func aNumberOffTheStreetIsNotFound() {
        #expect(gazetteer.lookUp("9999 Market Street") == nil)
        #expect(gazetteer.lookUp("12 Nowhere Lane") == nil)
    }

    @Test func aMisspelledStreetMatchesLoosely() {
        let match = gazetteer.lookUp("659 Marchant Street")
        #expect(match?.quality == .loose)
        #expect(match?.placemarks.first?.name == "659 Merchant Street")
    }

    @Test func serviceAreaUsesThePlaceFlagOrTheMap() throws {
        let napa = try #require(gazetteer.lookUp("Napa")?.placemarks.first)
        #expect(!gazetteer.isInServiceArea(napa))
        let antioch = try #require(gazetteer.lookUp("4204 Lone Tree Way")?.placemarks.first)
        #expect(!gazetteer.isInServiceArea(antioch))
        let mission = Placemark(name: "somewhere", location: Coordinate(latitude: 37.76, longitude: -122.42))
        #expect(gazetteer.isInServiceArea(mission))
        #expect(!gazetteer.isInServiceArea(Placemark(name: "unresolved")))
    }
}
