import Foundation
import SourceDiagnostics
import Testing
import TranscriptHarness

/// A transcript's `@map FILE`: the map is the transcript's folder's path, a local `@clock` time is
/// the map's, and a broken or missing map is an error at the directive's argument.
@Suite struct MapDirectiveTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func start(_ text: String, file: String) throws -> HailTranscriptDriver {
        let transcript = try TranscriptParser.parse(text: text, file: file)
        var driver = HailTranscriptDriver(grammarDirectory: Self.checkout.appendingPathComponent("Grammar/en-US"))
        try driver.start(header: transcript.header)
        return driver
    }

    @Test func theMapIsFoundBesideTheTranscriptAndItsZoneReadsTheClock() throws {
        let file = Self.checkout.appendingPathComponent("Tests/Fixtures/Maps/t.txt").path
        // NB: @clock before @map is still read in the map's zone: 9:00 in Chicago.
        let text = "@clock 2026-11-23T09:00\n@map chicago.geojson\n> :advance 0s\n> a standard to ORD\n"
        var driver = try start(text, file: file)
        let transcript = try TranscriptParser.parse(text: text, file: file)
        #expect(try driver.perform(transcript.steps[0]) == "Clock moved 0s to Mon Nov 23 9:00:00 AM.")
        #expect(try driver.perform(transcript.steps[1]).contains("from Willis Tower to O'Hare International Airport"))
    }

    @Test func aMissingOrBrokenMapIsAnErrorAtTheDirective() throws {
        let folder = Self.checkout.appendingPathComponent("Tests/Fixtures/Maps").path
        #expect {
            _ = try start("@map none.geojson\n> hello\n", file: folder + "/t.txt")
        } throws: { error in
            "\(error)".contains("t.txt:1:6: error: \(folder)/none.geojson: error: cannot be read")
        }
        #expect {
            _ = try start("@map README.md\n> hello\n", file: folder + "/t.txt")
        } throws: { error in
            "\(error)".contains("README.md:1:1: error: not valid JSON")
        }
    }
}
