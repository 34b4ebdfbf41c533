import SourceDiagnostics
import Testing
@testable import TranscriptHarness

@Suite struct TranscriptParserTests {
    let booking = """
        # Booking an SUV with everything in one sentence.
        @clock 2026-11-23T09:00:00-08:00
        @seed 42

        > get me an SUV from the Ferry Building to SFO for 4
        I found an SUV.

        Shall I book it?

        > yes
        Booked.
        @advance 5m
        Your driver is arriving.

        """

    @Test func readsHeaderDirectivesAndSteps() throws {
        let transcript = try TranscriptParser.parse(text: booking, file: "booking.txt")
        #expect(transcript.header.map(\.name) == ["clock", "seed"])
        #expect(transcript.header.map(\.argument) == ["2026-11-23T09:00:00-08:00", "42"])
        #expect(transcript.steps.map(\.kind) == [
            .say("get me an SUV from the Ferry Building to SFO for 4"),
            .say("yes"),
            .directive(TranscriptDirective(
                name: "advance", argument: "5m",
                location: SourceLocation(file: "booking.txt", line: 12, column: 1),
                sourceLine: "@advance 5m", argumentColumn: 10
            )),
        ])
    }

    @Test func keepsBlankLinesInsideABlockButNotAtItsEnd() throws {
        let transcript = try TranscriptParser.parse(text: booking, file: "booking.txt")
        #expect(transcript.steps[0].expected == ["I found an SUV.", "", "Shall I book it?"])
        #expect(transcript.steps[0].expectedLineNumbers == [6, 7, 8])
        #expect(transcript.steps[1].expected == ["Booked."])
        #expect(transcript.steps[2].expected == ["Your driver is arriving."])
    }

    @Test func recordsWhereEachStepAndBlockIs() throws {
        let transcript = try TranscriptParser.parse(text: booking, file: "booking.txt")
        let step = transcript.steps[0]
        #expect(step.location == SourceLocation(file: "booking.txt", line: 5, column: 1))
        #expect(step.sourceLine == "> get me an SUV from the Ferry Building to SFO for 4")
        #expect(step.expectedStartLine == 6)
        #expect(step.expectedEndLine == 10)
        #expect(transcript.steps[2].expectedEndLine == 14)
        #expect(transcript.endsWithNewline)
    }

    @Test func keepsLeadingBlankLinesOfABlock() throws {
        let transcript = try TranscriptParser.parse(text: "> hi\n\nHello.\n", file: "t.txt")
        #expect(transcript.steps[0].expected == ["", "Hello."])
    }

    @Test func ignoresCommentsAnywhere() throws {
        let transcript = try TranscriptParser.parse(text: "# a\n> hi\n# b\nHello.\n# c\nBye.\n", file: "t.txt")
        #expect(transcript.steps[0].expected == ["Hello.", "Bye."])
        #expect(transcript.steps[0].expectedLineNumbers == [4, 6])
    }

    @Test func unescapesOutputLines() throws {
        let text = ##"""
            > show me
            \> not a user line
            \@ not a directive
            \# not a comment
            \\ one backslash
            a \ in the middle needs nothing

            """##
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        #expect(transcript.steps[0].expected == [
            "> not a user line", "@ not a directive", "# not a comment", #"\ one backslash"#,
            #"a \ in the middle needs nothing"#,
        ])
    }

    @Test func acceptsAnEmptyUserLine() throws {
        let transcript = try TranscriptParser.parse(text: "> \nWhere to?\n>\nStill here.\n", file: "t.txt")
        #expect(transcript.steps.map(\.kind) == [.say(""), .say("")])
    }

    @Test func keepsTheUserLineVerbatim() throws {
        let transcript = try TranscriptParser.parse(text: ">  two  spaces \n", file: "t.txt")
        #expect(transcript.steps[0].kind == .say(" two  spaces "))
    }

    @Test func trimsADirectiveArgumentAndAllowsNone() throws {
        let transcript = try TranscriptParser.parse(text: "@trace   on  \n@reset\n> hi\n", file: "t.txt")
        #expect(transcript.header.map(\.argument) == ["on", ""])
        #expect(transcript.header[0].argumentColumn == 10)
    }

    @Test func readsWindowsLineEndings() throws {
        let transcript = try TranscriptParser.parse(text: "@seed 1\r\n> hi\r\nHello.\r\n", file: "t.txt")
        #expect(transcript.header[0].argument == "1")
        #expect(transcript.steps[0].kind == .say("hi"))
        #expect(transcript.steps[0].expected == ["Hello."])
    }

    @Test func skipsAByteOrderMark() throws {
        let text = "\u{FEFF}# saved by an editor that marks UTF-8\n> hi\nYou said: hi\n"
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        #expect(transcript.steps[0].kind == .say("hi"))
        var driver = EchoDriver()
        #expect(TranscriptRecorder.render(TranscriptReplayer.replay(transcript, driver: &driver)) == text)
    }

    @Test func notesAMissingFinalNewline() throws {
        let transcript = try TranscriptParser.parse(text: "> hi\nHello.", file: "t.txt")
        #expect(!transcript.endsWithNewline)
        #expect(transcript.steps[0].expected == ["Hello."])
    }

    // MARK: - Errors

    @Test func rejectsAUserLineWithoutASpace() {
        #expect(throws: SourceDiagnostic.self) { try TranscriptParser.parse(text: "@seed 1\n>hello\n", file: "t.txt") }
        #expect(rendered("@seed 1\n>hello\n") == """
            t.txt:2:2: error: expected a space after '>'
             2 | >hello
               |  ^ a user line is '> ' followed by what the user says
            """)
    }

    @Test func rejectsAnAtSignWithoutAName() {
        #expect(rendered("@ 42\n> hi\n") == """
            t.txt:1:2: error: expected a directive name after '@'
             1 | @ 42
               |  ^ a directive is '@name argument', e.g. '@seed 42'
            """)
        #expect(rendered("> hi\n@\n")?.hasPrefix("t.txt:2:2: error: expected a directive name after '@'") == true)
    }

    @Test func rejectsADirectiveNameRunIntoItsArgument() {
        #expect(rendered("@seed=42\n> hi\n")?.hasPrefix("t.txt:1:6: error: unexpected '=' after the directive name '@seed'") == true)
    }

    @Test func rejectsAnUnknownEscape() {
        #expect(rendered("> hi\n\\n is not an escape\n") == ##"""
            t.txt:2:1: error: unknown escape '\n'
             2 | \n is not an escape
               | ^~ only '\>', '\@', '\#', '\~' and '\\' are escapes; write '\\n is not an escape' for an output line starting with '\'
            """##)
    }

    @Test func rejectsALoneBackslash() {
        #expect(rendered("> hi\n\\\n")?.hasPrefix(#"t.txt:2:1: error: a lone '\' is not an output line"#) == true)
    }

    @Test func rejectsOutputBeforeTheFirstStep() {
        #expect(rendered("@seed 1\nHello.\n> hi\n") == """
            t.txt:2:1: error: output before the first user line
             2 | Hello.
               | ^~~~~~ expected '> what the user says', '@directive argument' or '# comment'
            """)
    }

    @Test func rejectsAFileWithNoSteps() {
        #expect(rendered("# nothing\n@seed 1\n") == """
            t.txt:2:1: error: transcript has no steps
             2 | @seed 1
               | ^ add a user line such as '> get me a ride to SFO'
            """)
        #expect(rendered("")?.hasPrefix("t.txt:1:1: error: transcript has no steps") == true)
    }

    private func rendered(_ text: String) -> String? {
        do {
            _ = try TranscriptParser.parse(text: text, file: "t.txt")
            return nil
        } catch {
            return error.description
        }
    }
}
