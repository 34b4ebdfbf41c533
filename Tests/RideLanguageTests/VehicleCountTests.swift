import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: several cars asked for at once ("two cars", "2 taxis for 10 of us") are read, so the
/// dialog can say a request books one, rather than dropped.
@Suite struct VehicleCountTests {
    @Test(arguments: [
        ("we need two cars to the stadium for 9 people", 2), ("need 2 taxis for 10 of us to sfo", 2),
        ("book us a couple of cabs to oracle park", 2), ("get me 3 ubers to the airport", 3), ("order two vans", 2),
    ])
    func readsHowManyCars(text: String, count: Int) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.vehicleCount == count)
    }

    @Test(arguments: ["there are 2 cars outside", "a ride for 2", "book a car for two"])
    func aCountOfPeopleOrOfCarsSeenIsNoCountOfCarsWanted(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).slots.vehicleCount == nil)
    }
}
