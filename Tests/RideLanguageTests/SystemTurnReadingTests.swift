import Testing
@testable import RideLanguage

@Suite struct SystemTurnReadingTests {
    @Test(arguments: [
        ("Where are you going?", DialogExpectation.dropOff), ("What is your destination?", .dropOff),
        ("How many people are in your group?", .partySize), ("Which type of ride would you prefer? Pool or Luxury?", .rideOption),
        ("Please confirm: a pool ride for 2 to SFO.", .confirmation), ("Is a shared ride okay?", .confirmation),
    ])
    func derivesTheExpectation(turn: String, expectation: DialogExpectation) {
        #expect(SystemTurnReading(turn).expectation == expectation)
    }

    @Test func tellsReadBacksFromOffers() {
        #expect(SystemTurnReading("Please confirm: a pool ride for 2 to SFO.").readsBackDetails)
        #expect(SystemTurnReading("So you want a ride to 5 Main Street for 2?").readsBackDetails)
        #expect(!SystemTurnReading("Would you like to buy tickets?").readsBackDetails)
        #expect(SystemTurnReading("Is there anything else I can help with?").offersMoreHelp)
        #expect(SystemTurnReading("Is a shared ride okay?").asksAboutSharedRide)
        #expect(!SystemTurnReading("Is a shared ride to 5 Main Street okay?").asksAboutSharedRide)
    }
}
