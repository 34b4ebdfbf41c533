import Testing
import RideIntents
@testable import RideLanguage

/// Issue 26: "can you cancel it?", "lets cancel" with nothing asked are the booked ride's
/// cancellation (CancelRide), the command kept beside it; with a prompt waiting, or with words
/// that name something else, they stay the command alone.
@Suite struct CancelCommandAloneTests {
    @Test(arguments: ["cancel", "can you cancel it?", "I want to cancel, please", "lets cancel", "Nevermind, can you cancel that.",
                      "oh wait, please cancel", "just cancel it", "ok cancel that then",
                      // Chatter in a sentence of its own leaves the cancel alone.
                      "please cancel that. They have scooters across the street.", "Oh wait. Please cancel. I'll walk instead.",
                      "İ İ. CANCEL IT"])
    func isTheBookedRidesCancellationWithNothingAsked(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .cancelRide)
        #expect(understanding.command == .cancel)
        #expect(understanding.isCancelCommandAlone)
    }

    @Test(arguments: ["cancel the hotel booking", "ok, never mind. goodbye", "never mind"])
    func isNoRideCancellationWhenItNamesSomethingElseOrOnlyGivesUp(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent != .cancelRide)
    }

    @Test func staysTheCommandWhileAPromptWaits() throws {
        let understanding = try GrammarFixture.grammar().understand("cancel it", expecting: .confirmation)
        #expect(understanding.intent == nil)
        #expect(understanding.command == .cancel)
    }

    @Test func aRideCancelledForTheRiderIsCancelRide() throws {
        #expect(try GrammarFixture.grammar().understand("cancel that ride for me").intent == .cancelRide)
    }

    @Test func aCancelWithItsOwnTriggerIsNotTheCommandAlone() throws {
        #expect(try GrammarFixture.grammar().understand("cancel my ride").isCancelCommandAlone == false)
    }
}
