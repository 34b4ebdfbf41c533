import RideIntents
import Testing
@testable import RideSimulation

@Suite("A place said by another it is near")
struct GazetteerNearbyTests {
    private let gazetteer = TestSupport.gazetteer

    private func identifiers(_ text: String) -> [String] {
        gazetteer.lookUp(text)?.placemarks.compactMap(\.identifier) ?? []
    }

    @Test(arguments: [
        ("the Marriott near Union Square", "marriott-marquis"),
        ("Marriott near Oakland airport", "oakland-marriott"),
        ("the Hyatt near the airport", "hyatt-regency-sfo"),
        ("Hyatt near the Ferry Building", "hyatt-regency-san-francisco"),
        ("the Hilton beside Union Square", "hilton-union-square"),
        ("the Hyatt opposite the Ferry Building", "hyatt-regency-san-francisco"),
    ])
    func aNameNearAPlaceIsItsNearestPlace(spoken: String, identifier: String) {
        #expect(gazetteer.lookUp(spoken)?.quality == .exact)
        #expect(identifiers(spoken) == [identifier])
    }

    @Test func aKindNearAPlaceOffersTheNearestFewNearestFirst() throws {
        let museums = identifiers("a museum near the Ferry Building")
        #expect(museums.count == Gazetteer.placesOfAKindOffered)
        #expect(museums.first == "exploratorium")
        let anchor = try #require(gazetteer.place(withIdentifier: "ferry-building")?.placemark.location)
        let miles = museums.compactMap { gazetteer.place(withIdentifier: $0)?.placemark.location?.miles(to: anchor) }
        #expect(miles == miles.sorted())
    }

    @Test func aStreetCornerOrAddressCanBeWhatAPlaceIsNear() {
        #expect(identifiers("a hospital near 3rd and King").first == "sf-general")
        #expect(!identifiers("the hotel near 780 Mission St").isEmpty)
    }

    @Test func eitherSideNamingNothingFindsNothingAndTheLastNearnessWordsSplit() {
        #expect(identifiers("the Marriott near the moon base").isEmpty)
        #expect(identifiers("a spaceport near Union Square").isEmpty)
        #expect(Gazetteer.splitAtNearness(["hotel", "next", "to", "the", "ballpark"])?.head == ["hotel"])
        #expect(Gazetteer.splitAtNearness(["hotel", "next", "to", "the", "ballpark"])?.tail == ["ballpark"])
        #expect(Gazetteer.splitAtNearness(["near", "union", "square"]) == nil)
    }
}
