import SourceDiagnostics
import Testing
import TranscriptHarness

/// A pattern line, `~ ` and a regular expression, matches a whole printed line instead of pinning it
/// byte for byte (Transcripts/README.md, "Pattern lines").
@Suite struct TranscriptPatternTests {
    private func replay(_ text: String) throws -> TranscriptResult {
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        var driver = EchoDriver()
        return TranscriptReplayer.replay(transcript, driver: &driver)
    }

    @Test func aPatternLineMatchesAWholeLine() throws {
        let result = try replay("> book ride HX-42\n~ You said: book ride [A-Z]+-\\d+\n")
        #expect(result.passed, "\(result.report())")
        #expect(result.transcript.steps[0].patternLines == [0])
    }

    @Test func aPatternMustMatchTheWholeLineNotAPart() throws {
        #expect(try !replay("> book ride HX-42\n~ book ride\n").passed)
        #expect(try !replay("> book ride HX-42\n~ You said: book\n").passed)
    }

    @Test func aMismatchOnAPatternLineIsShownAsADiffThatSaysItIsAPattern() throws {
        let result = try replay("> hello\n~ You said: bye.*\n")
        #expect(result.unifiedDiff() == """
            t.txt:1: > hello
            --- t.txt:2 (expected; a line starting '~ ' is a pattern the whole line must match)
            +++ actual
            @@ -2,1 +2,1 @@
            -~ You said: bye.*
            +You said: hello

            Run `hail replay --record t.txt` to accept the new output.
            """)
    }

    @Test func aMatchedPatternLineIsContextInTheDiffOfAnotherLine() throws {
        let transcript = try TranscriptParser.parse(text: "> hello\n~ You said: h.*\nmore\n", file: "t.txt")
        var driver = EchoDriver()
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(result.mismatches.first?.unifiedDiff(file: "t.txt").hasSuffix("@@ -2,2 +2,1 @@\n ~ You said: h.*\n-more") == true,
                "\(result.unifiedDiff())")
    }

    @Test func recordingKeepsAPatternLineThatStillMatches() throws {
        let text = "> hello\n~ You said: h.*\nmore\n\n> bye\n~ never\n"
        let result = try replay(text)
        #expect(!result.passed)
        #expect(TranscriptRecorder.render(result) == "> hello\n~ You said: h.*\n\n> bye\nYou said: bye\n")
    }

    @Test func aLiteralTildeIsEscapedAndRecordedSo() throws {
        let transcript = try TranscriptParser.parse(text: "> x\n\\~ not a pattern\n", file: "t.txt")
        #expect(transcript.steps[0].expected == ["~ not a pattern"])
        #expect(transcript.steps[0].patternLines.isEmpty)
        #expect(TranscriptOutput.escape("~ approx") == "\\~ approx")
    }

    @Test func aBadPatternIsAnErrorAtItsLine() {
        #expect(throws: SourceDiagnostic.self) { try TranscriptParser.parse(text: "> x\n~ (unclosed\n", file: "t.txt") }
        do {
            _ = try TranscriptParser.parse(text: "> x\n~ (unclosed\n", file: "t.txt")
            Issue.record("an unclosed group was taken as a pattern")
        } catch {
            #expect(error.description.hasPrefix("t.txt:2:3: error: not a regular expression"), "\(error.description)")
        }
        do {
            _ = try TranscriptParser.parse(text: "> x\n~nospace\n", file: "t.txt")
            Issue.record("'~nospace' was taken as a line")
        } catch {
            #expect(error.description.hasPrefix("t.txt:2:2: error: expected a space after '~'"), "\(error.description)")
        }
    }
}
