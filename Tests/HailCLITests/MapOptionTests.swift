import Foundation
import Testing

/// `--map FILE`: the service on a GeoJSON map of another city, and a broken map refused before
/// Hail starts (exit 64, the file, the member at fault, what is wrong).
@Suite struct MapOptionTests {
    static let portland = "Tests/Fixtures/Maps/portland.geojson"

    @Test func aRideIsBookedOnThePortlandMap() throws {
        let result = try HailProcess.run(
            ["--map", Self.portland, "--seed", "42", "--clock", "2026-11-23T11:00", "--ephemeral"],
            input: "a standard to the Ferry Building\na standard to PDX\nyes\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Standard for 1 from Pioneer Courthouse Square to Portland International Airport"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Booked! Ride HAIL-"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("I couldn't find \"Ferry Building\" in Portland, Oregon."), "\(result.standardOutput)")
    }

    @Test func theLocationAndOptionsNamePlacesOfTheMap() throws {
        let options = try HailProcess.run(["options", "--map", Self.portland, "--from", "Union Station", "--to", "OMSI", "--seed", "7", "--clock", "2026-11-23T11:00", "--ephemeral"])
        #expect(options.status == 0, "\(options.standardError)")
        #expect(options.standardOutput.contains("Union Station to Oregon Museum of Science and Industry"), "\(options.standardOutput)")
        let located = try HailProcess.run(["--map", Self.portland, "--location", "Powell's", "--seed", "7", "--clock", "2026-11-23T11:00", "--ephemeral"], input: "a standard to work\n")
        #expect(located.status == 0, "\(located.standardError)")
        #expect(located.standardOutput.contains("from Powell's City of Books to Work"), "\(located.standardOutput)")
        let bayArea = try HailProcess.run(["--map", Self.portland, "--location", "Ferry Building", "--ephemeral"], input: ":quit\n")
        #expect(bayArea.status == 64)
        #expect(bayArea.standardError.contains("--location: unknown place 'Ferry Building'"), "\(bayArea.standardError)")
        #expect(bayArea.standardError.contains("such as 'Portland International Airport' or 'Union Station'"), "\(bayArea.standardError)")
    }

    @Test func aBrokenMapStopsHailBeforeItStarts() throws {
        // NB: no digits in the path an error prints, which card-number redaction might take for one.
        let folder = DigitFreeFolder.url(prefix: "hail-map")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.geojson")
        try Data(#"{"type": "FeatureCollection", "timeZone": "America/Chicago", "features": [{"type": "Feature", "properties": {"locality": "Chicago"}, "geometry": {"type": "Point", "coordinates": [-87.6, 41.9]}}]}"#.utf8).write(to: broken)
        for command in [[], ["options", "--to", "X"], ["replay"]] {
            let result = try HailProcess.run(command + ["--map", broken.path], input: ":quit\n")
            #expect(result.status == 64, "\(command): \(result.standardError)")
            #expect(result.standardError.contains("\(broken.path): features[0]: error: a place (a Point) needs a \"name\""), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
        let notJSON = folder.appendingPathComponent("notes.geojson")
        try Data("{\n  \"type\": \"FeatureCollection\",\n  oops\n}".utf8).write(to: notJSON)
        let result = try HailProcess.run(["--map", notJSON.path], input: ":quit\n")
        #expect(result.status == 64)
        #expect(result.standardError.contains("\(notJSON.path):3:"), "\(result.standardError)")
    }

    @Test func replayMapIsTheMapOfTranscriptsWithoutOne() throws {
        let folder = DigitFreeFolder.url(prefix: "hail-replay-map")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("to-the-airport.txt")
        try Data("@clock 2026-11-23T11:00\n\n> a standard to the airport\n".utf8).write(to: transcript)
        let recorded = try HailProcess.run(["replay", "--record", "--map", Self.portland, transcript.path])
        #expect(recorded.status == 0, "\(recorded.standardOutput)")
        let text = try String(contentsOf: transcript, encoding: .utf8)
        #expect(text.contains("Standard for 1 from Pioneer Courthouse Square to Portland International Airport"), "\(text)")
        #expect(try HailProcess.run(["replay", "--map", Self.portland, transcript.path]).status == 0)
        #expect(try HailProcess.run(["replay", transcript.path]).status == 1, "on the Bay Area, the airport is another")
    }

    @Test func replayTakesTheMapOfEachTranscript() throws {
        let result = try HailProcess.run(["replay", "Transcripts/service-map"])
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(result.standardOutput.hasSuffix(" passed, 0 failed\n"), "\(result.standardOutput)")
    }
}
