import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: a pickup said by its label ("pickup: 100 Pine St", "pickup 88 Kearny"), as being picked\n/// up ("get picked up at home"), or as where the car is needed ("need a cab at X").
@Suite struct LabelledPickupFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("I want to get picked up at home and go to the airport", ExpectedReading(intent: .requestRide, pickup: "home", dropOff: "airport")),
        ("can i get picked up at the library", ExpectedReading(pickup: "library")),
        ("pickup: 100 Pine St", ExpectedReading(pickup: "100 Pine St")),
        ("pickup: 100 Pine St, destination: SFO", ExpectedReading(pickup: "100 Pine St", dropOff: "SFO")),
        ("pickup 88 Kearny", ExpectedReading(pickup: "88 Kearny")),
        ("cab please, pickup 88 Kearny, drop off 1 Market St", ExpectedReading(intent: .requestRide, pickup: "88 Kearny", dropOff: "1 Market")),
        ("need a cab at 500 Howard St", ExpectedReading(intent: .requestRide, pickup: "500 Howard")),
        ("need a taxi at the Hyatt Regency in 20 minutes", ExpectedReading(intent: .requestRide, pickup: "Hyatt Regency")),
        ("i need a car at the train station", ExpectedReading(intent: .requestRide, pickup: "train station")),
        ("Pickup: Hilton Union Square. Destination: Oracle Park.", ExpectedReading(pickup: "Hilton Union Square", dropOff: "Oracle Park")),
        ("from: 12 Oak St to: the zoo", ExpectedReading(pickup: "12 Oak St", dropOff: "zoo")),
        ("pick up location - 45 Main Street; drop off - the ballpark", ExpectedReading(pickup: "45 Main Street", dropOff: "ballpark")),
        ("Pick-up: Terminal 2, drop-off: the Marriott", ExpectedReading(pickup: "Terminal 2", dropOff: "Marriott")),
        ("pickup at the gym, dest: home", ExpectedReading(pickup: "gym", dropOff: "home")),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
