import Foundation
import Testing

/// `--map FILE` for the workbench commands: the language is judged against the service's own
/// places (an app name or a product name that is also a place of the map), sentences are sampled
/// with them, and a broken map is refused as everywhere else.
@Suite struct WorkbenchMapTests {
    static let app = "Examples/PortlandRides/App"
    static let portland = "Examples/PortlandRides/Map/portland.geojson"
    /// Names (lowercased) of places on the PortlandRides map.
    static let portlandPlaces = ["pioneer", "powell's", "union station", "train station", "pdx", "omsi", "lan su", "voodoo", "the nines", "saturday market"]

    /// The PortlandRides map with a neighbourhood named like the app and a cafe like a product.
    static func clashingMap(in folder: URL) throws -> URL {
        let text = try String(contentsOf: HailProcess.checkout.appendingPathComponent(portland), encoding: .utf8)
        let places = """
              {"type": "Feature", "properties": {"name": "Bridgetown", "kind": "neighbourhood", "locality": "Portland"}, "geometry": {"type": "Point", "coordinates": [-122.66, 45.53]}},
              {"type": "Feature", "properties": {"name": "Rosebud Cafe", "aliases": ["Rosebud"], "kind": "cafe", "locality": "Portland"}, "geometry": {"type": "Point", "coordinates": [-122.68, 45.52]}},
            """
        let marker = "\"features\": [\n"
        #expect(text.contains(marker))
        let map = folder.appendingPathComponent("clash.geojson")
        try text.replacingOccurrences(of: marker, with: marker + places + "\n").write(to: map, atomically: true, encoding: .utf8)
        return map
    }

    @Test func lintChecksTheAppsNamesAgainstTheMapsPlaces() throws {
        let folder = DigitFreeFolder.url(prefix: "hail-lint-map")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clash = try Self.clashingMap(in: folder)
        let result = try HailProcess.run(["lint", "--app", Self.app, "--map", clash.path])
        #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("error: app name 'bridgetown' is also the name of a place ('Bridgetown') [app-name]"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("warning: 'rosebud' ({ride_option} Rosebud) is also the name of a place ('Rosebud') [cross-list-synonym]"), "\(result.standardOutput)")
        // The map before the subcommand, as with --app and --extension-command.
        #expect(try HailProcess.run(["--map", clash.path, "lint", "--app", Self.app]).status == 1)
        let clean = try HailProcess.run(["lint", "--app", Self.app, "--map", Self.portland])
        #expect(clean.status == 0, "\(clean.standardOutput)")
    }

    @Test func sampledSentencesNameTheMapsPlaces() throws {
        let result = try HailProcess.run(["sample", "--app", Self.app, "--map", Self.portland, "--intent", "RequestRide", "-n", "20"])
        #expect(result.status == 0, "\(result.standardError)")
        let text = result.standardOutput.lowercased()
        #expect(Self.portlandPlaces.contains { text.contains($0) }, "\(result.standardOutput)")
        for bayArea in ["oracle park", "ferry building", "golden gate park", "the exploratorium", "sfo"] {
            #expect(!text.contains(bayArea), "\(bayArea) in \(result.standardOutput)")
        }
    }

    @Test func overlapSamplesTheMapsPlaces() throws {
        let result = try HailProcess.run(["overlap", "--app", Self.app, "--map", Self.portland, "-n", "5"])
        // NB: exit 1 only when a near-miss (a table, a haircut) is taken for a ride request, as without a map.
        #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let text = result.standardOutput.lowercased()
        #expect(Self.portlandPlaces.contains { text.contains($0) }, "\(result.standardOutput)")
        for bayArea in ["oracle park", "ferry building", "golden gate park", "exploratorium"] {
            #expect(!text.contains(bayArea), "\(bayArea) in \(result.standardOutput)")
        }
    }

    @Test func aBrokenMapStopsEveryWorkbenchCommand() throws {
        let folder = DigitFreeFolder.url(prefix: "hail-workbench-map")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.geojson")
        try Data(#"{"type": "FeatureCollection", "timeZone": "America/Chicago", "features": [{"type": "Feature", "properties": {"locality": "Chicago"}, "geometry": {"type": "Point", "coordinates": [-87.6, 41.9]}}]}"#.utf8).write(to: broken)
        for command in [["lint"], ["sample", "-n", "1"], ["overlap", "-n", "1"], ["coverage", "--transcripts", "Examples/PortlandRides/Transcripts"]] {
            let result = try HailProcess.run(command + ["--map", broken.path])
            #expect(result.status == 64, "\(command): \(result.standardError)")
            #expect(result.standardError.contains("\(broken.path): features[0]: error: a place (a Point) needs a \"name\""), "\(command): \(result.standardError)")
        }
    }

    /// Coverage replays transcripts without a map of their own on `--map`'s, as `replay` does: a
    /// rider standing at a place of that map is heard; on the Bay Area the transcript does not start.
    @Test func coverageReplaysTranscriptsOnTheMap() throws {
        let folder = DigitFreeFolder.url(prefix: "hail-coverage-map")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("from-powells.txt")
        try Data("@clock 2026-11-23T11:00\n@location Powell's\n\n> a ride to lan su\n> yes\n".utf8).write(to: transcript)
        let onTheMap = try HailProcess.run(["coverage", "--app", Self.app, "--map", Self.portland, "--transcripts", folder.path])
        #expect(onTheMap.status == 0, "\(onTheMap.standardError)")
        #expect(onTheMap.standardOutput.hasPrefix("2 utterances, 2 phrase matches"), "\(onTheMap.standardOutput.prefix(200))")
        let onTheBayArea = try HailProcess.run(["coverage", "--app", Self.app, "--transcripts", folder.path])
        #expect(onTheBayArea.standardOutput.hasPrefix("0 utterances"), "\(onTheBayArea.standardOutput.prefix(200))")
    }
}
