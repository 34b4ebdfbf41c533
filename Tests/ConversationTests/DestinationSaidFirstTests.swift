import Testing
import RideIntents
import RideLanguage
@testable import Conversation

/// With nothing under way, a request may open with its destination and no "to".
@Suite struct DestinationSaidFirstTests {
    let fixture: EngineFixture

    init() throws {
        fixture = try EngineFixture()
    }

    private func read(_ text: String) -> Understanding {
        fixture.engine.withDestinationSaidFirst(fixture.engine.grammar.understand(text))
    }

    @Test(arguments: [
        ("the Chase Center at 7 tonight, two of us", "Chase Center"),
        ("SFO for 4", "SFO"),
        ("Oakland airport, an XL please", "Oakland airport"),
        ("Union Square tomorrow at 9am", "Union Square"),
    ])
    func leadingWordsOfARequestAreItsDestination(_ text: String, _ place: String) {
        #expect(read(text).slots.dropOff == .named(place))
    }

    @Test(arguments: ["The Fillmore", "hello there, 2 of us", "to SFO at 6", "yes, for 4", "from SFO at 6"])
    func otherwiseNothingIsAdded(_ text: String) {
        let heard = fixture.engine.grammar.understand(text)
        #expect(read(text).slots.dropOff == heard.slots.dropOff)
    }

    @Test func theRequestGoesOnToTheDestination() {
        let turn = fixture.say("the Ferry Building at 7 tonight, two of us")
        #expect(turn.stage != .idle)
        #expect(turn.resolutions.contains { $0.parameter == .dropOffLocation })
    }
}

/// "to the museum" names a kind of place Maps can look up; "there" points back at nothing Hail holds.
@Suite struct PlaceReferenceTests {
    @Test func aKindOfPlaceIsLookedUpByItsName() {
        #expect(AnswerReader.placemark(for: .reference("the museum"))?.name == "museum")
        #expect(AnswerReader.placemark(for: .reference("the theatre"))?.name == "theatre")
    }

    @Test func aPointerAloneIsNoPlace() {
        #expect(AnswerReader.placemark(for: .reference("that place")) == nil)
        #expect(AnswerReader.placemark(for: .reference("there")) == nil)
        #expect(AnswerReader.placemark(for: .reference("the venue")) == nil)
    }

    @Test func theDialogOffersTheMuseumsItKnows() throws {
        let turn = try EngineFixture().say("get me a cab to the museum")
        #expect(turn.text.hasPrefix("There are 4 places called \"museum\". Which one?"))
    }
}
