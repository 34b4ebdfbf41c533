import Testing
import LineEditor

@Suite struct TerminalStyleTests {
    @Test func returnsPlainTextWhenColourIsOff() {
        let style = TerminalStyle.plain
        #expect(style.bold("Booked") == "Booked")
        #expect(style.dim("3 min") == "3 min")
        #expect(style.color("error", .red) == "error")
    }

    @Test func wrapsTextInEscapesWhenColourIsOn() {
        let style = TerminalStyle(isEnabled: true)
        #expect(style.bold("Booked") == "\u{1B}[1mBooked\u{1B}[22m")
        #expect(style.dim("3 min") == "\u{1B}[2m3 min\u{1B}[22m")
        #expect(style.color("error", .red) == "\u{1B}[31merror\u{1B}[39m")
        #expect(style.bold("") == "")
    }

    @Test func followsTheColourRules() {
        #expect(!TerminalStyle.standardOutput(environment: ["NO_COLOR": "1"]).isEnabled)
    }
}
