import Testing
import TranscriptHarness

@Suite struct TranscriptRecorderTests {
    let text = """
        # Greeting.
        @seed 7

        > hello
        # Hail answers:
        You said: hi
        # (old wording)
        Nice day.

        # Then the clock moves.
        @advance 5m

        > bye
        You said: bye

        """

    @Test func rewritesAMatchingFileByteForByte() throws {
        let samples = [
            "# c\n@seed 7\n\n> hello\n# note\nYou said: hello\n\n\n@advance 5m\n(advance 5m)\n> bye\nYou said: bye\n\n\n",
            "> a\nYou said: a",
            "@seed 1\r\n> a\r\nYou said: a\r\n\r\n",
        ]
        for sample in samples {
            let transcript = try TranscriptParser.parse(text: sample, file: "t.txt")
            var driver = EchoDriver()
            let result = TranscriptReplayer.replay(transcript, driver: &driver)
            #expect(result.passed)
            #expect(TranscriptRecorder.render(result) == sample)
        }
    }

    @Test func replacesOnlyTheBlocksThatDifferAndKeepsCommentsInPlace() throws {
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        var driver = EchoDriver()
        let recorded = TranscriptRecorder.render(TranscriptReplayer.replay(transcript, driver: &driver))
        #expect(recorded == """
            # Greeting.
            @seed 7

            > hello
            # Hail answers:
            You said: hello
            # (old wording)

            # Then the clock moves.
            @advance 5m
            (advance 5m)

            > bye
            You said: bye

            """)
    }

    @Test func aRecordedFileReplaysWithoutMismatch() throws {
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        var driver = EchoDriver()
        let recorded = TranscriptRecorder.render(TranscriptReplayer.replay(transcript, driver: &driver))
        var again = EchoDriver()
        let result = TranscriptReplayer.replay(try TranscriptParser.parse(text: recorded, file: "t.txt"), driver: &again)
        #expect(result.passed)
        #expect(TranscriptRecorder.render(result) == recorded)
    }

    @Test func escapesRecordedLinesThatLookLikeMarkup() throws {
        let transcript = try TranscriptParser.parse(text: "> show\n", file: "t.txt")
        let output = "> quoted\n@ at\n# hash\n\\ slash\n\nplain\n"
        let recorded = TranscriptRecorder.render(transcript, actualOutputs: [output])
        #expect(recorded == "> show\n\\> quoted\n\\@ at\n\\# hash\n\\\\ slash\n\nplain\n")
        let reparsed = try TranscriptParser.parse(text: recorded, file: "t.txt")
        #expect(reparsed.steps[0].expected == TranscriptOutput.lines(of: output))
    }

    @Test func fillsAnEmptyBlockBeforeTheBlankLinesThatFollowIt() throws {
        let transcript = try TranscriptParser.parse(text: "> one\n\n# next\n> two\n", file: "t.txt")
        let recorded = TranscriptRecorder.render(transcript, actualOutputs: ["1\n", ""])
        #expect(recorded == "> one\n1\n\n# next\n> two\n")
    }

    @Test func emptiesABlockWhoseStepNowPrintsNothing() throws {
        let transcript = try TranscriptParser.parse(text: "> one\nold\n\n> two\n", file: "t.txt")
        #expect(TranscriptRecorder.render(transcript, actualOutputs: ["", ""]) == "> one\n\n> two\n")
    }

    @Test func leavesStepsThatDidNotRunAlone() throws {
        let transcript = try TranscriptParser.parse(text: "> one\nold\n> two\nold too\n", file: "t.txt")
        #expect(TranscriptRecorder.render(transcript, actualOutputs: ["new\n"]) == "> one\nnew\n> two\nold too\n")
    }

    @Test func keepsCRLFLineEndingsForNewLines() throws {
        let transcript = try TranscriptParser.parse(text: "> one\r\nold\r\n", file: "t.txt")
        #expect(TranscriptRecorder.render(transcript, actualOutputs: ["a\nb\n"]) == "> one\r\na\r\nb\r\n")
    }

    @Test func laysOutATranscriptBuiltInCode() throws {
        let transcript = Transcript(
            file: "new.txt",
            header: [TranscriptDirective(name: "seed", argument: "42"), TranscriptDirective(name: "trace", argument: "off")],
            steps: [
                TranscriptStep(kind: .say("get me a ride")),
                TranscriptStep(kind: .say("")),
                TranscriptStep(kind: .directive(TranscriptDirective(name: "advance", argument: "5m"))),
            ]
        )
        let rendered = TranscriptRecorder.render(transcript, actualOutputs: ["Where to?\n", "# Still here?\n", ""])
        #expect(rendered == """
            @seed 42
            @trace off

            > get me a ride
            Where to?

            > 
            \\# Still here?

            @advance 5m

            """)
        let reparsed = try TranscriptParser.parse(text: rendered, file: "new.txt")
        #expect(reparsed.header.map(\.text) == ["@seed 42", "@trace off"])
        #expect(reparsed.steps.prefix(2).map(\.kind) == [.say("get me a ride"), .say("")])
        let advance = try #require(reparsed.steps[2].kindDirective)
        #expect(advance.text == "@advance 5m")
        #expect(reparsed.steps.map(\.expected) == [["Where to?"], ["# Still here?"], []])
    }
}

extension TranscriptStep {
    fileprivate var kindDirective: TranscriptDirective? {
        if case .directive(let directive) = kind { return directive }
        return nil
    }
}
