import Testing
@testable import RideLanguage

@Suite("Spans in characters, whatever the text")
struct CharacterSpanTests {
    /// The text `range` (character offsets) covers.
    private func text(_ range: Range<Int>, of text: String) -> String {
        let characters = Array(text)
        return String(characters[max(0, range.lowerBound)..<min(characters.count, range.upperBound)])
    }

    @Test(arguments: [
        "um, zorbly 🚕 get me an XL to SFO for 4",
        "café zoë, get me an XL to SFO for 4",
        "get me an XL to SFO for 4",
    ])
    func evidenceAndUnusedWordsAreCountedInCharacters(utterance: String) throws {
        let understanding = try GrammarFixture.grammar().understand(utterance)
        let dropOff = try #require(understanding.evidence.first { $0.target == "slot:dropOff" })
        #expect(text(dropOff.span, of: utterance) == "SFO")
        let party = try #require(understanding.evidence.first { $0.target == "slot:partySize" })
        #expect(text(party.span, of: utterance).hasSuffix("4"))
        for span in understanding.residueSpans {
            #expect(understanding.residue.contains(text(span, of: utterance)))
        }
        #expect(understanding.residueSpans.isEmpty == understanding.residue.isEmpty)
    }
}
