import SourceDiagnostics
import Testing
import TranscriptHarness

@Suite struct TranscriptDirectiveTests {
    @Test func pointsAnErrorAtTheName() throws {
        let transcript = try TranscriptParser.parse(text: "# x\n@clok 9am\n> hi\n", file: "t.txt")
        let error = transcript.header[0].error("unknown directive '@clok'; did you mean '@clock'?")
        #expect(error.description == """
            t.txt:2:1: error: unknown directive '@clok'; did you mean '@clock'?
             2 | @clok 9am
               | ^~~~~
            """)
    }

    @Test func pointsAnErrorAtTheArgument() throws {
        let transcript = try TranscriptParser.parse(text: "@seed  forty-two\n> hi\n", file: "t.txt")
        let error = transcript.header[0].error("'forty-two' is not a number", at: .argument, expected: "expected a whole number")
        #expect(error.description == """
            t.txt:1:8: error: 'forty-two' is not a number
             1 | @seed  forty-two
               |        ^~~~~~~~~ expected a whole number
            """)
    }

    @Test func writesItselfBack() {
        #expect(TranscriptDirective(name: "seed", argument: "42").text == "@seed 42")
        #expect(TranscriptDirective(name: "reset").text == "@reset")
    }
}
