import Foundation
import Testing
import RideIntents
import RideLanguage
@testable import Conversation

/// Words of a request the grammar could not place are said back, never dropped silently; chatter
/// is left alone.
@Suite struct UnplacedWordsTests {
    let fixture: EngineFixture

    init() throws {
        fixture = try EngineFixture()
    }

    private func phrases(_ text: String) -> [String] {
        let understanding = fixture.engine.grammar.understand(text)
        return UnplacedWords.phrases(in: understanding, ignoredChoice: true)
    }

    @Test(arguments: [
        ("book a ride on the 31st of Smarch to SFO", "on the 31st of Smarch"),
        ("a ride to SFO for my grandma", "for my grandma"),
        ("a cab to the zoo with my dog", "with my dog"),
        // Read by character, not byte, when the text is not ASCII.
        ("a cab to the zoo with my chien Éclair", "with my chien Éclair"),
        ("book a ride to Café Borrone on the 31st of Smarch", "on the 31st of Smarch"),
    ])
    func wordsMeantAsPartOfTheRequestAreFound(_ text: String, _ expected: String) {
        #expect(phrases(text) == [expected])
    }

    @Test(arguments: [
        "get me a cab to SFO", "hey, I need a cab to SFO", "to 300 Post St, it's raining", "I want a ride to the zoo",
        "cancel the ride I booked for tomorrow",
    ])
    func chatterAndRequestsReadWholeGiveNothing(_ text: String) {
        #expect(phrases(text).isEmpty)
    }

    @Test func theDialogSaysWhatItLeftOutAndGoesOn() throws {
        let turn = fixture.say("book a ride on the 31st of Smarch to SFO")
        let first = try #require(turn.said.first)
        #expect(first == "I didn't understand \"on the 31st of Smarch\", so I left it out.")
        #expect(turn.stage != .idle)
        #expect(turn.understanding?.slots.dropOff == .named("SFO"))
    }

    @Test func severalRunsAreListedTogether() {
        #expect(RideVoice(now: Date()).words(for: .unplacedWords(["on the 31st of Smarch", "with my dog"]))
            == "I didn't understand \"on the 31st of Smarch\" or \"with my dog\", so I left them out.")
    }
}

/// A time window is said in the words a person would use for it.
@Suite struct TimeWindowPromptTests {
    let voice = RideVoice(now: Date(timeIntervalSince1970: 1_795_453_200))

    private func date(_ day: Int, _ hour: Int) -> Date {
        var components = DateComponents(year: 2026, month: 12, day: day, hour: hour)
        components.timeZone = ServiceTimeZone.pacific
        return ServiceTimeZone.calendar.date(from: components) ?? Date()
    }

    @Test func aWholeDayIsThatDay() {
        let window = DateComponentsRange(startDate: date(31, 0), endDate: date(31, 24))
        #expect(voice.needsValue(.scheduledPickupTime, .exactTimeRequired(window: window))
            == "What time should the driver come? Any time on Thu Dec 31.")
    }

    @Test func anEveningEndsAtMidnightAndAMorningAtItsHour() {
        let evening = DateComponentsRange(startDate: date(30, 18), endDate: date(31, 0))
        #expect(voice.needsValue(.scheduledPickupTime, .exactTimeRequired(window: evening))
            == "What time should the driver come? Any time from Wed Dec 30 6:00 PM to midnight.")
        let morning = DateComponentsRange(startDate: date(30, 6), endDate: date(30, 12))
        #expect(voice.needsValue(.scheduledPickupTime, .exactTimeRequired(window: morning))
            == "What time should the driver come? Any time from Wed Dec 30 6:00 AM to 12:00 PM.")
    }
}
