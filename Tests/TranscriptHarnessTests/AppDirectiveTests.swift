import Foundation
import SourceDiagnostics
import Testing
import TranscriptHarness

/// A transcript's `@app DIR` speaks for that app, its folder read relative to the transcript's.
@Suite struct AppDirectiveTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let grammar = checkout.appendingPathComponent("Grammar/en-US")

    func said(_ header: String, _ line: String, file: String) throws -> String {
        let transcript = try TranscriptParser.parse(text: "\(header)\n> \(line)\n", file: file)
        var driver = HailTranscriptDriver(grammarDirectory: Self.grammar)
        try driver.start(header: transcript.header)
        return try driver.perform(try #require(transcript.steps.first))
    }

    @Test func theAppIsReadRelativeToTheTranscriptAndNamedInWhatIsSaid() throws {
        let file = Self.checkout.appendingPathComponent("Transcripts/app/t.txt").path
        let pedicab = try said("@app ../../Tests/Fixtures/Apps/Pedicab", "I'd like a black car to the Fairmont", file: file)
        #expect(pedicab == "Luxury rides are booked in the Pedicab app: open it to finish booking.")
        let byDefault = try said("", "I'd like a black car to the Fairmont", file: file)
        #expect(byDefault == "Luxury rides are booked in the Hail app: open it to finish booking.")
    }

    @Test func anAppThatIsNotThereIsReportedAtTheDirective() throws {
        let file = Self.checkout.appendingPathComponent("Transcripts/app/t.txt").path
        let transcript = try TranscriptParser.parse(text: "@app Nowhere\n> hello\n", file: file)
        var driver = HailTranscriptDriver(grammarDirectory: Self.grammar)
        #expect {
            try driver.start(header: transcript.header)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("\(file):1:6: error:") && text.contains("Transcripts/app/Nowhere:1:1: error: there is no app folder here")
        }
    }
}
