import Testing
import TranscriptHarness

@Suite struct TranscriptMismatchTests {
    @Test func printsAUnifiedDiffInTheFilesLineNumbers() throws {
        let text = """
            @seed 1

            > book it
            I found a ride.
            Driver: Ana
            Car: Prius
            Fare: $42
            See you soon.
            Bye.
            Really bye.

            > thanks
            You said: thanks

            """
        let transcript = try TranscriptParser.parse(text: text, file: "Transcripts/x.txt")
        var driver = ScriptedDriver(outputs: [
            "I found a ride.\nDriver: Bo\nCar: Prius\nFare: $42\nSee you soon.\nBye.\nReally bye.\nExtra line  \n",
            "You said: thanks\n",
        ])
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(result.unifiedDiff() == """
            Transcripts/x.txt:3: > book it
            --- Transcripts/x.txt:4 (expected)
            +++ actual
            @@ -4,7 +4,8 @@
             I found a ride.
            -Driver: Ana
            +Driver: Bo
             Car: Prius
             Fare: $42
             See you soon.
             Bye.
             Really bye.
            +Extra line  ¬

            Run `hail replay --record Transcripts/x.txt` to accept the new output.
            """)
    }

    @Test func cutsDistantChangesIntoSeparateHunks() throws {
        let lines = (1...12).map { "line \($0)" }
        let transcript = try TranscriptParser.parse(text: "> list\n" + lines.joined(separator: "\n") + "\n", file: "t.txt")
        var actual = lines
        actual[0] = "first"
        actual[11] = "last"
        var driver = ScriptedDriver(outputs: [actual.joined(separator: "\n")])
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(result.mismatches[0].unifiedDiff(file: "t.txt") == """
            t.txt:1: > list
            --- t.txt:2 (expected)
            +++ actual
            @@ -2,4 +2,4 @@
            -line 1
            +first
             line 2
             line 3
             line 4
            @@ -10,4 +10,4 @@
             line 9
             line 10
             line 11
            -line 12
            +last
            """)
    }

    @Test func numbersAnInsertionIntoAnEmptyBlockAfterTheStepLine() throws {
        let transcript = try TranscriptParser.parse(text: "# c\n> hi\n", file: "t.txt")
        var driver = ScriptedDriver(outputs: ["Hello.\nHow can I help?\n"])
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(result.mismatches[0].unifiedDiff(file: "t.txt") == """
            t.txt:2: > hi
            --- t.txt:3 (expected)
            +++ actual
            @@ -2,0 +3,2 @@
            +Hello.
            +How can I help?
            """)
    }

    @Test func marksTrailingWhitespaceSoItShows() throws {
        let transcript = try TranscriptParser.parse(text: "> hi\nHello.\n", file: "t.txt")
        var driver = ScriptedDriver(outputs: ["Hello. \n"])
        let diff = TranscriptReplayer.replay(transcript, driver: &driver).mismatches[0].unifiedDiff(file: "t.txt")
        #expect(diff.hasSuffix("-Hello.\n+Hello. ¬"))
    }

    @Test func numbersAroundCommentsInsideTheBlock() throws {
        let transcript = try TranscriptParser.parse(text: "> hi\n# note\nHello.\n# another\nBye.\n", file: "t.txt")
        var driver = ScriptedDriver(outputs: ["Hello.\nSee you.\n"])
        let diff = TranscriptReplayer.replay(transcript, driver: &driver).mismatches[0].unifiedDiff(file: "t.txt")
        #expect(diff.hasSuffix("@@ -3,2 +3,2 @@\n Hello.\n-Bye.\n+See you."))
    }
}
