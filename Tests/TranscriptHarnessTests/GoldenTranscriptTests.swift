import Foundation
import Testing
import TranscriptHarness

/// Replays every golden transcript under Transcripts/. A failure shows a unified diff with the
/// file and line; `RECORD_TRANSCRIPTS=1 swift test` (or `hail replay --record`) re-records them.
@Suite struct GoldenTranscriptTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let transcripts = (try? TranscriptFinder.files(in: [checkout.appendingPathComponent("Transcripts")])) ?? []

    @Test func thereAreTranscriptsToReplay() {
        #expect(Self.transcripts.count >= 40)
    }

    @Test(arguments: transcripts)
    func transcriptReplays(_ url: URL) {
        let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"].map { !$0.isEmpty && $0 != "0" } ?? false
        var driver = HailTranscriptDriver(grammarDirectory: Self.checkout.appendingPathComponent("Grammar/en-US"))
        let name = String(url.standardizedFileURL.path.dropFirst(Self.checkout.standardizedFileURL.path.count + 1))
        switch TranscriptCheck.run(url, file: name, record: record, driver: &driver) {
        case .passed:
            break
        case .recorded:
            Issue.record("\(name) was re-recorded; review it with git diff and run the tests again.")
        case .failed(let report):
            Issue.record(Comment(rawValue: report))
        }
    }
}
