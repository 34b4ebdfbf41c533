import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: the short commands of a voice assistant ("lyft home", "hail a cab", "uber to the
/// airport") and the longer requests of US ride-hailing ("I'm at the airport and need a ride to my
/// hotel, the Marriott downtown"), each a ride request with its ends.
@Suite struct ShortCommandFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("lyft home", ExpectedReading(intent: .requestRide)),
        ("uber home asap", ExpectedReading(intent: .requestRide)),
        ("taxi home now", ExpectedReading(intent: .requestRide)),
        ("a cab home", ExpectedReading(intent: .requestRide)),
        ("hail a cab", ExpectedReading(intent: .requestRide)),
        ("call me an uber", ExpectedReading(intent: .requestRide)),
        ("order a lyft to the mall", ExpectedReading(intent: .requestRide, dropOff: "mall")),
        ("uber to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("request an uber pool to downtown", ExpectedReading(intent: .requestRide, dropOff: "downtown", rideOption: "Shared")),
        ("book a taxi for six to the convention center", ExpectedReading(intent: .requestRide, partySize: 6, dropOff: "convention center")),
        ("I'm at the airport and need a ride to my hotel, the Marriott downtown", ExpectedReading(intent: .requestRide, pickup: "airport", dropOff: "marriott")),
        ("a ride to my office, the Salesforce Tower", ExpectedReading(intent: .requestRide, dropOff: "salesforce tower")),
        ("Can you get me a Lyft? I'm going to the Cheesecake Factory.", ExpectedReading(intent: .requestRide, dropOff: "cheesecake factory")),
        ("Hi, I need a ride. I'm at the Starbucks on 3rd street and I want to go to the library", ExpectedReading(intent: .requestRide, pickup: "starbucks", dropOff: "library")),
        ("We need a lyft to the concert, there's 4 of us", ExpectedReading(intent: .requestRide, partySize: 4)),
        // Need as a noun, and an event's place as the drop-off.
        ("Hello, I'm in urgent need of a ride.", ExpectedReading(intent: .requestRide)),
        ("we are in desperate need of a cab", ExpectedReading(intent: .requestRide)),
        ("I have to get to my job interview at Craig and Center. I am at Forbes and Murray.", ExpectedReading(intent: .requestRide, pickup: "forbes and murray", dropOff: "craig and center")),
        ("i need to get to my meeting at 1 Market St", ExpectedReading(intent: .requestRide, dropOff: "1 market")),
        // A kind of place only ever gone to, after "for the".
        ("a car for the airport please", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("schedule a pickup from my place at 6:45am tomorrow for the airport", ExpectedReading(intent: .requestRide, pickup: "home", dropOff: "airport", hour: 6)),
        ("a cab for the train station", ExpectedReading(intent: .requestRide, dropOff: "station")),
        ("yo can u take me 2 my crib", ExpectedReading(intent: .requestRide, notInAPlace: "crib")),
    ]

    /// "for the" a time or a stay is no place.
    static let noPlace: [(String, ExpectedReading)] = [
        ("a ride for the night", ExpectedReading(intent: .requestRide, notInAPlace: "night")),
        ("a cab for the party", ExpectedReading(intent: .requestRide, notInAPlace: "party")),
    ]

    @Test(arguments: requests + noPlace)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
