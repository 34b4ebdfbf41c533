import Testing
import RideIntents
import RideLanguage
@testable import Conversation

/// At "Shall I book it?", a time said alone moves the pickup; a bare number does not.
@Suite struct TimeSaidAtConfirmationTests {
    @Test(arguments: ["3:45 pm", "at 3:45pm", "change it to 3:45 pm", "make it 3:45 pm"])
    func aTimeAloneMovesThePickup(_ said: String) throws {
        let fixture = try EngineFixture()
        fixture.say("a standard from the Ferry Building to SFO at 4pm")
        let turn = fixture.say(said)
        #expect(turn.stage == .awaitingConfirmation)
        #expect(turn.text.contains("pickup at 3:45 PM"))
    }

    @Test func aBareNumberIsNotTakenForATime() throws {
        let fixture = try EngineFixture()
        fixture.say("a standard from the Ferry Building to SFO at 4pm")
        let turn = fixture.say("6")
        #expect(!turn.text.contains("pickup at 6"))
    }

    @Test func changeTheTimeAsksForIt() throws {
        let fixture = try EngineFixture()
        fixture.say("a standard from the Ferry Building to SFO at 4pm")
        #expect(fixture.say("change the time").text == "When should the driver come?")
    }
}
