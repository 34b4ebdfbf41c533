import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

@Suite("The Maps flow: listing and choosing a ride option")
struct RideOptionsChoiceTests {
    func listed(partySize: Int? = nil) throws -> EngineFixture {
        let fixture = try EngineFixture()
        let turn = fixture.engine.listRideOptions(from: .named("Ferry Building"), to: .named("Oracle Park"), partySize: partySize)
        #expect(turn.stage == .awaitingRideOptionsChoice)
        return fixture
    }

    @Test func aListingNamesEveryOptionAndWhenItExpires() throws {
        let fixture = try EngineFixture()
        let text = fixture.engine.listRideOptions(from: nil, to: .named("Oracle Park")).text
        for name in ["Compact", "Standard", "Shared", "SUV", "Luxury"] { #expect(text.contains(name)) }
        #expect(text.contains("Prices valid until 9:05 AM."))
        #expect(text.contains("Choose a party size:"))
    }

    @Test func choosingByNumberConfirmsWithMapsValues() throws {
        let fixture = try listed()
        let turn = fixture.say("3")  // cheapest first: Shared, Compact, Standard, …
        #expect(turn.stage == .awaitingConfirmation)
        #expect(turn.resolutions.isEmpty, "Maps' values skip resolution")
        #expect(turn.text.hasPrefix("Standard for 1 from Ferry Building to Oracle Park"))
    }

    @Test func choosingAnOptionThatPricesByPartySizeAsksTheSizeWithItsPrompt() throws {
        let fixture = try listed()
        let turn = fixture.say("take the SUV")
        #expect(turn.stage == .awaitingValue(.partySize))
        #expect(turn.text.contains("Choose a party size: how many passengers?"))
        #expect(fixture.say("3").stage == .awaitingConfirmation)
    }

    @Test func aPartySizeGivenToMapsSkipsThatQuestion() throws {
        let fixture = try listed(partySize: 3)
        #expect(fixture.say("the SUV").stage == .awaitingConfirmation)
    }

    @Test func anOptionTooSmallForThePartyIsRefusedAndTheListStays() throws {
        let fixture = try listed(partySize: 3)
        let turn = fixture.say("2")  // cheapest first: Shared, Compact, …
        #expect(turn.text == "The Compact carries at most 1, and you're 3. Choose another ride.")
        #expect(turn.stage == .awaitingRideOptionsChoice)
    }

    @Test func theLuxuryIsBookedInTheAppSoTheListStays() throws {
        let fixture = try listed()
        let turn = fixture.say("the luxury")
        #expect(turn.text.contains("booked in the Hail app"))
        #expect(turn.stage == .awaitingRideOptionsChoice)
        #expect(!turn.responses.contains { if case .confirmRequestRide = $0 { true } else { false } })
    }

    @Test func aChoiceAfterTheListExpiredListsAgain() throws {
        let fixture = try listed()
        fixture.clock.advance(by: 301)
        let turn = fixture.say("2")
        #expect(turn.text.hasPrefix("Those prices expired at 9:05 AM, so here they are again:"))
        #expect(turn.stage == .awaitingRideOptionsChoice)
        #expect(fixture.say("2").stage == .awaitingConfirmation)
    }

    @Test func aNumberPastTheEndAsksAgain() throws {
        let fixture = try listed()
        let turn = fixture.say("9")
        #expect(turn.text.hasPrefix("There's no option 9."))
        #expect(turn.stage == .awaitingRideOptionsChoice)
    }

    @Test func cancelClosesTheList() throws {
        let fixture = try listed()
        #expect(fixture.say("never mind").stage == .idle)
    }

    @Test func interruptClosesTheList() throws {
        let fixture = try listed()
        #expect(fixture.engine.interrupt().text == "OK, no ride for now.")
        #expect(fixture.engine.stage == .idle)
    }

    @Test func aNewTripDropsTheListAndStartsARequest() throws {
        let fixture = try listed()
        let turn = fixture.say("get me a standard to SFO")
        #expect(turn.stage == .awaitingConfirmation)
        #expect(turn.text.contains("San Francisco International Airport"))
    }

    @Test func anOutOfAreaTripReachesTheNoServiceCode() throws {
        let fixture = try EngineFixture()
        let turn = fixture.engine.listRideOptions(from: .named("Ferry Building"), to: .named("Lake Tahoe"))
        let codes = turn.responses.compactMap { record -> ListRideOptionsIntentResponseCode? in
            if case .listRideOptions(let response) = record { return response.code }
            return nil
        }
        #expect(codes == [.failureRequiringAppLaunchNoServiceInArea])
        #expect(turn.stage == .idle)
    }
}
