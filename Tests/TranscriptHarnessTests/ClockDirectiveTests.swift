import Foundation
import SourceDiagnostics
import Testing
import TranscriptHarness

/// A transcript's `@clock` takes the times `--clock` takes (issue 27: a local time was refused as
/// "not an ISO 8601 time").
@Suite struct ClockDirectiveTests {
    static let grammar = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Grammar/en-US")

    func clockAfterStarting(at time: String) throws -> String {
        let transcript = try TranscriptParser.parse(text: "@clock \(time)\n> :advance 0s\n", file: "t.txt")
        var driver = HailTranscriptDriver(grammarDirectory: Self.grammar)
        try driver.start(header: transcript.header)
        return try driver.perform(try #require(transcript.steps.first))
    }

    @Test(arguments: ["2026-11-23T09:00", "2026-11-23 09:00", "2026-11-23T09:00:00-08:00", "2026-11-23T17:00:00Z"])
    func theClockStartsAtTheTimeInEveryFormTheCommandLineTakes(_ time: String) throws {
        #expect(try clockAfterStarting(at: time) == "Clock moved 0s to Mon Nov 23 9:00:00 AM.")
    }

    @Test func aClockThatIsNotATimeSaysWhatWouldDo() throws {
        let transcript = try TranscriptParser.parse(text: "@clock tomorrow\n> hello\n", file: "t.txt")
        var driver = HailTranscriptDriver(grammarDirectory: Self.grammar)
        #expect {
            try driver.start(header: transcript.header)
        } throws: { error in
            let text = "\(error)"
            return text.contains("'tomorrow' is not a time") && text.contains("expected a time such as 2026-11-23T09:00 (read in the service's zone, America/Los_Angeles) or 2026-11-23T09:00:00-08:00")
        }
    }
}
