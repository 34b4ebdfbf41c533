import Testing
@testable import RideLanguage
import RideIntents

@Suite struct OtherIntentTests {
    @Test(arguments: ["what rides are available to Oakland", "show me ride options", "what are my options"])
    func recognisesListRideOptions(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .listRideOptions)
    }

    @Test func listRideOptionsKeepsItsDestination() throws {
        #expect(try GrammarFixture.grammar().understand("what rides are available to Oakland").slots.dropOff == .named("Oakland"))
    }

    @Test(arguments: ["where's my ride?", "how far away is the driver?", "when will I get there?", "what car is it?", "where is my driver"])
    func recognisesGetRideStatus(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .getRideStatus)
    }

    @Test(arguments: ["is my ride still coming", "has the driver already left", "is the cab still on the way"])
    func askingWhetherTheRideIsStillUnderWayIsAStatusRequest(text: String) throws {
        #expect(try GrammarFixture.grammar().understand(text).intent == .getRideStatus)
    }

    @Test(arguments: [("rate my last ride 4 stars", 4), ("rate the previous trip 5", 5), ("rate my driver 3 stars", 3)])
    func ratingAnEarlierRideIsFeedback(text: String, rating: Int) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.rating == rating)
        #expect(understanding.question == nil)
    }

    @Test func cancelAloneIsTheCommandAndCancelMyRideTheIntent() throws {
        let grammar = try GrammarFixture.grammar()
        let command = grammar.understand("cancel")
        #expect(command.command == .cancel)
        #expect(command.intent == nil)
        let intent = grammar.understand("cancel my ride")
        #expect(intent.intent == .cancelRide)
        #expect(intent.command == nil)
    }

    /// A rating outside the stars is kept as said, so the dialog can refuse it with the range.
    @Test(arguments: [("rate my driver 12 stars", 12), ("give the driver 0 stars", 0), ("10 stars", 10)])
    func keepsARatingOutsideTheStars(text: String, rating: Int) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.rating == rating)
    }

    /// The shapes Hail suggests at the feedback prompt, said alone.
    @Test(arguments: [("tip $3", 3.0), ("tip 3 dollars", 3), ("$5 tip", 5), ("tip him 4 bucks", 4), ("a 2 dollar tip", 2)])
    func readsATipSaidAlone(text: String, dollars: Double) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.tip == CurrencyAmount(dollars: dollars))
    }

    @Test func readsFeedbackWithRatingAndTip() throws {
        let understanding = try GrammarFixture.grammar().understand("rate my driver 5 stars and tip $3")
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.rating == 5)
        #expect(understanding.slots.tip == CurrencyAmount(dollars: 3))
    }

    @Test func readsATipInDollarsAndCents() throws {
        #expect(try GrammarFixture.grammar().understand("tip the driver $2.50").slots.tip == CurrencyAmount(minorUnits: 250))
    }

    @Test func readsATipGivenWithoutRating() throws {
        let understanding = try GrammarFixture.grammar().understand("leave a $5 tip")
        #expect(understanding.intent == .sendRideFeedback)
        #expect(understanding.slots.tip == CurrencyAmount(dollars: 5))
    }
}
