import Foundation
import Testing

@Suite struct ReplayCommandTests {
    func temporaryTranscript(_ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("example.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aMismatchPrintsAUnifiedDiffWithFileAndLineAndFails() throws {
        let file = try temporaryTranscript("@seed 1\n\n> :trace on\nTrace is off.\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try HailProcess.run(["replay", file.path])
        #expect(result.status != 0)
        #expect(result.standardOutput.contains("example.txt:4"))
        #expect(result.standardOutput.contains("-Trace is off."))
        #expect(result.standardOutput.contains("+Trace is on."))
    }

    @Test func recordRewritesTheExpectedOutputThenReplayPasses() throws {
        let file = try temporaryTranscript("@seed 1\n\n> :trace on\nTrace is off.\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let recorded = try HailProcess.run(["replay", "--record", file.path])
        #expect(recorded.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "@seed 1\n\n> :trace on\nTrace is on.\n")
        #expect(try HailProcess.run(["replay", file.path]).status == 0)
    }

    @Test func anUnknownDirectiveIsReportedWithACaret() throws {
        let file = try temporaryTranscript("@sede 1\n\n> hello\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try HailProcess.run(["replay", file.path])
        #expect(result.status != 0)
        #expect(result.standardOutput.contains("example.txt:1:1: error: unknown directive '@sede'; did you mean '@seed'?"))
        #expect(result.standardOutput.contains("^~~~~"))
    }
}
