import Testing
import RideIntents
import RideLanguage
@testable import Conversation

/// Issue 26: with nothing under way, a place said alone (with a "please", a time or a party at
/// most) asks for a ride there, when Maps knows it; a ride to a place Maps knows only loosely is
/// offered; anything else said alone stays unread.
@Suite struct LonePlaceRequestTests {
    let fixture: EngineFixture

    init() throws {
        fixture = try EngineFixture()
    }

    @Test(arguments: [
        "sfo", "SFO", "oak", "Golden Gate Park please", "golden gate park pls", "659 Merchant Street",
        "the exploratorium", "Union Square, thanks", "union sq", "Coit Tower for 2", "pier 39",
        "the castro please", "Oracle Park at 6pm", "Chase Center tonight at 7", "the zoo",
        "the Wharf", "caltrain", "Moscone Center for 3 people", "dolores park!", "SFMOMA pls",
    ])
    func aKnownPlaceAloneStartsARequest(_ text: String) {
        let turn = fixture.say(text)
        #expect(turn.stage != .idle, "\(text): \(turn.text)")
        #expect(turn.resolutions.contains { $0.parameter == .dropOffLocation }, "\(text)")
    }

    @Test func aPlaceWithAnArrivalTimeKeepsTheTime() {
        let turn = fixture.say("airport please, need to be there by 3:30pm")
        #expect(turn.stage != .idle, "\(turn.text)")
    }

    /// Where the rider already is, a place alone is no trip: Maps refuses it as a drop-off.
    @Test func thePlaceTheRiderIsAtStartsNothing() {
        #expect(fixture.say("the ferry building").stage == .idle)
    }

    @Test func aKindOfPlaceAloneOffersTheChoice() {
        let turn = fixture.say("the museum")
        #expect(turn.text.hasPrefix("There are 4 places called \"museum\". Which one?"), "\(turn.text)")
    }

    @Test(arguments: [
        "hello", "thanks", "a guesthouse with 4 stars and free parking", "are any of those 2-star rated?",
        "Cambridge", "a table for two at 7", "I would like to travel on Friday", "zorbleplex", "what's the weather",
        "London please", "the cheapest one", "never mind",
    ])
    func anythingElseSaidAloneStartsNothing(_ text: String) {
        let turn = fixture.say(text)
        #expect(turn.stage == .idle, "\(text): \(turn.text)")
        #expect(!turn.resolutions.contains { $0.parameter == .dropOffLocation }, "\(text)")
    }

    @Test(arguments: [("golden gat park", "Golden Gate Park"), ("mision", "Mission District")])
    func aRideToAPlaceKnownLooselyIsOffered(text: String, place: String) {
        let turn = fixture.say(text)
        #expect(turn.text.hasPrefix("A ride to \(place)"), "\(text): \(turn.text)")
        #expect(turn.stage == .awaitingValueConfirmation(.dropOffLocation))
    }

    @Test func aNoToTheOfferAsksNothingMore() {
        fixture.say("golden gat park")
        let turn = fixture.say("no")
        #expect(turn.text == "OK, no ride for now.")
        #expect(turn.stage == .idle)
    }

    @Test func aYesToTheOfferGoesOnWithTheRide() {
        fixture.say("golden gat park")
        let turn = fixture.say("yes")
        #expect(turn.text.hasPrefix("Which ride would you like?"), "\(turn.text)")
    }

    @Test func aPlaceSaidAtAQuestionStillAnswersIt() {
        fixture.say("get me a ride to SFO")
        let turn = fixture.say("Union Square")
        #expect(!turn.text.contains("SFO") || turn.stage != .idle)
    }
}
