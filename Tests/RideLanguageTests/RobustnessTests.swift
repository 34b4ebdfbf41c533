import Foundation
import Testing
@testable import RideLanguage

@Suite struct RobustnessTests {
    @Test(arguments: ["", " ", "🚕🚕🚕", "\u{0}\u{1b}[31m\u{7f}", String(repeating: "ä", count: 5_000), "$$$ ### %%%", "…—–“”", "\r\n\r\n"])
    func survivesOddInput(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.text == text)
        #expect(understanding.jsonLine().hasPrefix("{\"text\": "))
    }

    /// "ten to" and "twenty past" look two words ahead for their hour; the text may end first.
    @Test(arguments: ["ten to please", "ten to", "twenty past please", "a quarter to thanks", "half past please"])
    func readsATimeCutShortAsNoTime(text: String) throws {
        let understanding = try GrammarFixture.grammar().understand(text)
        #expect(understanding.slots.scheduledPickupTime == nil)
    }

    @Test func handlesAHundredThousandCharacters() throws {
        let text = String(repeating: "get me a cab to the Ferry Building for 4, ", count: 2_400)
        #expect(text.count > 100_000)
        let understanding = try GrammarFixture.grammar().understand(text, expecting: .dropOff)
        #expect(understanding.intent == .requestRide)
        #expect(understanding.slots.partySize == 4)
    }
}
