import Foundation
import Testing

/// `--extension-command`: a ride service in another language behind Hail's dialog, through the
/// bridge (HailBridge), run as a user runs it.
@Suite struct ExtensionCommandTests {
    static let pythonService = "python3 Examples/PythonRideService/ride_service.py"
    static let bridgetownService = "python3 Examples/PortlandRides/BridgeService/bridgetown_service.py"

    @Test func thePythonServicesGoldenTranscriptsReplayThroughTheBridge() throws {
        let record = ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"].map { !$0.isEmpty && $0 != "0" } ?? false
        // NB: the option before the subcommand, as the README shows it.
        let result = try HailProcess.run(
            ["--extension-command", Self.pythonService, "replay"] + (record ? ["--record"] : [])
                + ["Examples/PythonRideService/Transcripts"])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(" passed, 0 failed\n") || result.standardOutput.contains("recorded)"))
        #expect(result.standardError == "")
    }

    /// Bridgetown Rides in Python (Examples/PortlandRides/BridgeService), with the app's bundle and
    /// the city's map: the transcripts its HailKit extension pins replay unchanged through the bridge.
    @Test func bridgetownRidesInPythonReplaysThePortlandTranscriptsThroughTheBridge() throws {
        let result = try HailProcess.run([
            "--app", "Examples/PortlandRides/App", "--extension-command", Self.bridgetownService,
            "replay", "--map", "Examples/PortlandRides/Map/portland.geojson", "Examples/PortlandRides/Transcripts",
        ])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasSuffix(" passed, 0 failed\n"), "\(result.standardOutput)")
        #expect(result.standardError == "")
    }

    /// The hint to re-record a transcript that differs names the service and the map of the run,
    /// before the subcommand as a team types it; a run so typed replays with them.
    @Test func theReplayHintKeepsTheServiceAndTheMap() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bridge-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("status.txt")
        try "> where's my ride?\nSomething else entirely.\n".write(to: transcript, atomically: true, encoding: .utf8)
        let map = "Examples/PortlandRides/Map/portland.geojson"
        let result = try HailProcess.run(["--extension-command", Self.bridgetownService, "--map", map, "replay", transcript.path])
        #expect(result.status == 1, "\(result.standardError)")
        let hint = "Run `hail --extension-command '\(Self.bridgetownService)' --map \(map) replay --record \(transcript.path)` to accept the new output."
        #expect(result.standardOutput.contains(hint), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("-Something else entirely."), "\(result.standardOutput)")
    }

    @Test func mapsOptionsComeFromTheService() throws {
        let result = try HailProcess.run([
            "options", "--extension-command", Self.pythonService, "--from", "Ferry Building", "--to", "Coit Tower",
            "--clock", "2026-11-23T09:00:00-08:00", "--json",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""name" : "Compact""#))
        #expect(result.standardOutput.contains(#""name" : "XL""#))
    }

    @Test func aServiceThatWritesGarbageIsNamedInTheDialog() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("hail-garbage-\(UUID().uuidString).sh")
        try """
            read hello
            echo '{"type":"hello","protocol":1}'
            while read request; do echo 'not json'; done
            """.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try HailProcess.run(
            ["--extension-command", "sh '\(script.path)'", "--clock", "2026-11-23T09:00:00-08:00", "--ephemeral"],
            input: "get me a cab from the ferry building to coit tower\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("the service wrote a line that is not JSON: not json"), "\(result.standardOutput)")
    }

    @Test func anEmptyCommandIsAUsageError() throws {
        let result = try HailProcess.run(["replay", "--extension-command", " ", "Examples/PythonRideService/Transcripts"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--extension-command needs a command"))
    }
}
