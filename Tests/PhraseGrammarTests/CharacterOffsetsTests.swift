import Testing
import PhraseGrammar

@Suite struct CharacterOffsetsTests {
    @Test func countsCharactersNotBytes() {
        let text = "café → SFO"
        let span = TextSpan(text.utf8.count - 3..<text.utf8.count)
        #expect(span.text(in: text) == "SFO")
        #expect(CharacterOffsets(text).characterRange(span) == 7..<10)
    }

    @Test func isTheIdentityForASCII() {
        #expect(CharacterOffsets("to SFO").characterRange(TextSpan(3..<6)) == 3..<6)
    }
}
