import SourceDiagnostics
import Testing
import TranscriptHarness

@Suite struct TranscriptReplayerTests {
    @Test func passesWhenEveryStepPrintsItsExpectedOutput() throws {
        let text = "@seed 7\n> hello\nYou said: hello\n\n@advance 5m\n(advance 5m)\n> \nYou said: \n"
        let transcript = try TranscriptParser.parse(text: text, file: "t.txt")
        var driver = EchoDriver()
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(result.passed)
        #expect(result.actualOutputs == ["You said: hello\n", "(advance 5m)\n", "You said: \n"])
        #expect(driver.header.map(\.name) == ["seed"])
        #expect(driver.performed.count == 3)
        #expect(result.unifiedDiff() == "")
    }

    @Test func reportsEachStepThatDiffersAndKeepsGoing() throws {
        let transcript = try TranscriptParser.parse(text: "> one\nwrong\n> two\nYou said: two\n> three\n", file: "t.txt")
        var driver = EchoDriver()
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(!result.passed)
        #expect(result.mismatches.map(\.stepIndex) == [0, 2])
        #expect(result.mismatches.map(\.actual) == [["You said: one"], ["You said: three"]])
        #expect(result.actualOutputs.count == 3)
    }

    @Test func ignoresTrailingBlankLinesOfTheActualOutput() throws {
        let transcript = try TranscriptParser.parse(text: "> hi\nYou said: hi\n", file: "t.txt")
        var driver = ScriptedDriver(outputs: ["You said: hi\n\n\n"])
        #expect(TranscriptReplayer.replay(transcript, driver: &driver).passed)
    }

    @Test func reportsADriverErrorAtTheStepAndStops() throws {
        let transcript = try TranscriptParser.parse(text: "> one\nYou said: one\n@explode now\n> two\n", file: "t.txt")
        var driver = EchoDriver()
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(!result.passed)
        #expect(result.actualOutputs.count == 1)
        #expect(driver.performed.count == 2)
        #expect(result.diagnostics.map(\.description) == ["""
            t.txt:3:1: error: the echo driver exploded
             3 | @explode now
               | ^~~~~~~~~~~~
            """])
    }

    @Test func reportsAHeaderErrorWhereTheDriverPointsAndRunsNoStep() throws {
        let transcript = try TranscriptParser.parse(text: "@seed 1\n@unknown x\n> one\n", file: "t.txt")
        var driver = EchoDriver()
        let result = TranscriptReplayer.replay(transcript, driver: &driver)
        #expect(driver.performed.isEmpty)
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "t.txt", line: 2, column: 1)])
        #expect(result.report().hasPrefix("t.txt:2:1: error: unknown directive '@unknown'"))
    }
}

/// A driver that prints fixed outputs, one per step.
struct ScriptedDriver: TranscriptDriver {
    var outputs: [String]

    mutating func start(header: [TranscriptDirective]) throws {}

    mutating func perform(_ step: TranscriptStep) throws -> String {
        outputs.isEmpty ? "" : outputs.removeFirst()
    }
}
