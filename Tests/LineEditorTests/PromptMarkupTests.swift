import Testing
@testable import LineEditor

@Suite struct PromptMarkupTests {
    @Test func bracketsEscapeSequencesSoTheyTakeNoColumns() {
        let prompt = TerminalStyle(isEnabled: true).bold("hail") + "> "
        #expect(PromptMarkup.markingInvisibleSequences(in: prompt) == "\u{1}\u{1B}[1m\u{1}hail\u{1}\u{1B}[22m\u{1}> ")
    }

    @Test func leavesAPlainPromptAlone() {
        #expect(PromptMarkup.markingInvisibleSequences(in: "hail> ") == "hail> ")
    }

    @Test func convertsToAndFromWideCharacters() {
        let text = "café → SFO"
        let wide = text.wide
        #expect(wide.last == 0)
        #expect(wide.dropLast().withUnsafeBufferPointer { String(wide: $0) } == text)
    }
}
