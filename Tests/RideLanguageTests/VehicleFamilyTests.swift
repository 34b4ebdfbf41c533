import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: vehicles as people name them (van, minivan, car service, town car, limo, black car,\n/// shuttle, "a car"), each a ride request and, where one fits, one of the app's ride options.
@Suite struct VehicleFamilyTests {
    static let requests: [(String, ExpectedReading)] = [
        ("get me a van to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport", rideOption: "SUV")),
        ("book a minivan for 6 to tahoe", ExpectedReading(intent: .requestRide, partySize: 6, rideOption: "SUV")),
        ("i need a car service to the hotel", ExpectedReading(intent: .requestRide, dropOff: "hotel")),
        ("call a car service for me", ExpectedReading(intent: .requestRide)),
        ("a town car to the opera", ExpectedReading(intent: .requestRide, dropOff: "opera", rideOption: "Luxury")),
        ("book a limo for prom", ExpectedReading(intent: .requestRide, rideOption: "Luxury")),
        ("limo to the wedding venue at 4pm", ExpectedReading(intent: .requestRide, rideOption: "Luxury", hour: 16)),
        ("black car to SFO", ExpectedReading(intent: .requestRide, dropOff: "SFO", rideOption: "Luxury")),
        ("get me a black car", ExpectedReading(intent: .requestRide, rideOption: "Luxury")),
        ("i need a shuttle to the airport", ExpectedReading(intent: .requestRide, dropOff: "airport")),
        ("book a shuttle for 8 people to the convention center", ExpectedReading(intent: .requestRide, partySize: 8)),
        ("send a van to 200 Larkin", ExpectedReading(intent: .requestRide, pickup: "200 Larkin", rideOption: "SUV")),
        ("a car to the ballpark please", ExpectedReading(intent: .requestRide, dropOff: "ballpark")),
        ("i need a car", ExpectedReading(intent: .requestRide)),
        ("get a minivan", ExpectedReading(intent: .requestRide, rideOption: "SUV")),
        ("order a town car for 7pm", ExpectedReading(intent: .requestRide, rideOption: "Luxury", hour: 19)),
    ]

    @Test(arguments: requests)
    func readsAsAPersonMeansIt(text: String, expected: ExpectedReading) throws {
        let mismatches = expected.mismatches(in: try GrammarFixture.grammar().understand(text))
        #expect(mismatches.isEmpty, "\(text): \(mismatches.joined(separator: "; "))")
    }
}
