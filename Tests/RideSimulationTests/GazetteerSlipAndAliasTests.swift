import RideIntents
import Testing
@testable import RideSimulation

@Suite("Gazetteer: keyboard slips and local names")
struct GazetteerSlipAndAliasTests {
    private let gazetteer = TestSupport.gazetteer

    @Test(arguments: [
        ("golden gate brigde", "golden-gate-bridge"), ("oaklnd airport", "oak"), ("Oakland airprot", "oak"),
        ("Coit Towr", "coit-tower"), ("Fery Building", "ferry-building"), ("Salesforce Twoer", "salesforce-tower"),
        ("Union Sqaure", "union-square"), ("Ghiradelli Square", "ghirardelli-square"), ("Alcatraz Landng", "alcatraz-landing"),
        ("Exploratorum", "exploratorium"), ("Embarcaderro Center", "embarcadero-center"), ("Levis Stadum", "levis-stadium"),
    ])
    func aKeyboardSlipInOnePlacesNameFindsIt(_ typed: String, _ identifier: String) {
        let match = gazetteer.lookUp(typed)
        #expect(match?.quality == .corrected)
        #expect(match?.placemarks.compactMap(\.identifier) == [identifier])
    }

    @Test func aSlipThatCouldBeSeveralPlacesIsOfferedNotTaken() {
        // "Lake Merrit" is nearly as close to "Lake Merritt BART" as to "Lake Merritt".
        #expect(gazetteer.lookUp("Lake Merrit")?.quality == .loose)
        // "airprot" is a slip of every airport's "airport".
        let airports = gazetteer.lookUp("the airprot")
        #expect(airports?.quality == .loose)
        #expect(Set(airports?.placemarks.compactMap(\.identifier) ?? []) == ["sfo", "sjc", "oak"])
        // "Zooo" is a slip of both zoos' "Zoo" but too short a word to correct.
        #expect(gazetteer.lookUp("Zooo")?.quality != .corrected)
    }

    @Test(arguments: ["Pier 38", "SFOO", "Ferry Bldg", "Fery Bulding", "Golden Gate"])
    func shortWordsNumbersAndMoreThanOneSlipAreNotCorrected(_ typed: String) {
        #expect(gazetteer.lookUp(typed)?.quality != .corrected)
    }

    @Test func slipsAreOneLetterWrongMissingExtraOrSwapped() {
        #expect(KeyboardSlip.isOneSlip(typed: ["brigde"], name: ["bridge"]))
        #expect(KeyboardSlip.isOneSlip(typed: ["bridgge"], name: ["bridge"]))
        #expect(KeyboardSlip.isOneSlip(typed: ["bridg"], name: ["bridge"]))
        #expect(KeyboardSlip.isOneSlip(typed: ["bridfe"], name: ["bridge"]))
        #expect(!KeyboardSlip.isOneSlip(typed: ["bridge"], name: ["bridge"]))
        #expect(!KeyboardSlip.isOneSlip(typed: ["brdgie"], name: ["bridge"]))
        #expect(!KeyboardSlip.isOneSlip(typed: ["golden", "gait", "brigde"], name: ["golden", "gate", "bridge"]))
        #expect(!KeyboardSlip.isOneSlip(typed: ["tower"], name: ["towr"]) || "towr".count >= KeyboardSlip.minimumWordLength)
        #expect(!KeyboardSlip.isOneSlip(typed: ["zooo"], name: ["zoo"]))
        #expect(!KeyboardSlip.isOneSlip(typed: ["gate", "bridge"], name: ["golden", "gate", "bridge"]))
    }

    @Test(arguments: [
        ("SF", "downtown-san-francisco"), ("the city", "downtown-san-francisco"), ("downtown", "downtown-san-francisco"),
        ("Downtown SF", "downtown-san-francisco"), ("San Francisco", "downtown-san-francisco"), ("S.F.", "downtown-san-francisco"),
        ("the ballpark", "oracle-park"), ("Giants stadium", "oracle-park"), ("AT&T Park", "oracle-park"),
        ("the Wharf", "fishermans-wharf"), ("the Haight", "haight-ashbury"), ("Oaktown", "oakland"), ("SJ", "san-jose"),
        ("Transbay", "salesforce-transit-center"), ("Niners stadium", "levis-stadium"), ("FiDi", "financial-district"),
    ])
    func localNamesAndAbbreviationsResolve(_ spoken: String, _ identifier: String) {
        let match = gazetteer.lookUp(spoken)
        #expect(match?.quality == .exact)
        #expect(match?.placemarks.compactMap(\.identifier) == [identifier])
    }

    @Test func everyListedNameAndAliasIsFoundExactlyNeverOffered() {
        for place in gazetteer.places {
            for name in place.allNames {
                let withThe = name.lowercased().hasPrefix("the ") ? name : "the \(name)"
                for spoken in [name, withThe, name.uppercased()] {
                    let match = gazetteer.lookUp(spoken)
                    #expect(match?.quality == .exact, "\(spoken) for \(place.identifier)")
                    #expect(match?.placemarks.contains { $0.identifier == place.identifier } == true, "\(spoken) for \(place.identifier)")
                }
            }
        }
    }

    @Test func everyNameWithItsLocalityAndAnAddressesExtrasFitsTheQueryLimit() {
        let names = gazetteer.places.flatMap(\.allNames) + gazetteer.streets.map(\.name)
        let longestName = names.map { PlaceNameNormalizer.normalize($0).count }.max() ?? 0
        let longestLocality = gazetteer.localities.map(\.count).max() ?? 0
        // "in", a house number, a unit, a state and a ZIP code: 40 characters.
        #expect(longestName + longestLocality + 40 <= Gazetteer.maximumQueryLength)
    }

    @Test func theLongestNamesStillResolve() throws {
        let longest = try #require(gazetteer.places.max { $0.name.count < $1.name.count })
        #expect(gazetteer.lookUp("\(longest.name) in \(longest.locality)")?.placemarks.first?.identifier == longest.identifier)
        #expect(gazetteer.lookUp("659 Merchant Street Suite 1200, San Francisco, California 94111")?.quality == .exact)
    }

    @Test(arguments: [1 << 20, 4_096])
    func aTextLongerThanAnyPlaceCanBeIsNoPlace(length: Int) {
        #expect(gazetteer.lookUp(String(repeating: "golden gate brigde ", count: length / 19)) == nil)
        // Spaces are no words: a name padded with them is still the name, found in one pass.
        #expect(gazetteer.lookUp("SFO" + String(repeating: " ", count: length))?.placemarks.first?.identifier == "sfo")
        #expect(gazetteer.lookUp(String(repeating: "x", count: length)) == nil)
    }
}
