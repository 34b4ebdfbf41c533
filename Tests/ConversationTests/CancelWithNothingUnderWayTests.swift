import Testing
import RideIntents
import RideLanguage
@testable import Conversation

/// "cancel it" with no request under way means the booked ride; with none, it says so.
@Suite struct CancelWithNothingUnderWayTests {
    @Test func aBookedRideIsCancelled() throws {
        let fixture = try EngineFixture()
        fixture.say("get me a standard to SFO", "yes")
        let turn = fixture.say("cancel it")
        #expect(turn.text.contains("cancelled"))
        #expect(turn.responses.contains { $0.intentName == "INCancelRideIntent" })
    }

    @Test func withNoRideThereIsNothingToCancel() throws {
        let fixture = try EngineFixture()
        let turn = fixture.say("cancel")
        #expect(turn.text == "There's no request to cancel. To cancel a booked ride, say \"cancel my ride\".")
        #expect(!turn.responses.contains { $0.intentName == "INCancelRideIntent" })
    }

    /// "cancel" at "what would you like to change?" (a stage that expects no particular value)
    /// ends the request under way, as the command does, not a booked ride.
    @Test func aRequestUnderWayIsWhatCancelEnds() throws {
        let fixture = try EngineFixture()
        #expect(fixture.say("get me a standard to Oracle Park", "no").text.contains("change"))
        let turn = fixture.say("cancel")
        #expect(!turn.responses.contains { $0.intentName == "INCancelRideIntent" || $0.intentName == "INGetRideStatusIntent" })
        #expect(fixture.engine.stage == .idle)
    }
}
