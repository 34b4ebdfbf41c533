import Foundation
import Testing

@Suite struct TuneCommandTests {
    static func corpus() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-tune-\(UUID().uuidString).jsonl")
        try """
            {"id": "a/1", "text": "get me a cab to SFO", "context": "", "domain": "ride", "intent": "RequestRide", "slots": {"dropOff": "SFO"}, "sharedRide": null, "answer": null, "requests": [], "closing": false}
            {"id": "a/2", "text": "Mumble", "context": "", "domain": "ride", "intent": "RequestRide", "slots": {}, "sharedRide": null, "answer": null, "requests": [], "closing": false}
            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func printsTheReportAsJSONWithJSONFlag() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let result = try HailProcess.run(["tune", corpus.path, "--json"])
        // One of two intents is missed, so a target is missed and the exit status says so.
        #expect(result.status != 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["turns"] as? Int == 2)
        let figures = try #require(object["figures"] as? [[String: Any]])
        #expect(figures.contains { $0["name"] as? String == "intent recall" && $0["hits"] as? Int == 1 })
    }

    @Test func aMalformedInfoPlistNamesTheFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-info-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "global\n  answer yes: yes\n".write(to: folder.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        try "<plist version=\"1.0\">\n<dict>\n  <key>CFBundleName</key>\n  <strin>Hail</string>\n</dict>\n</plist>\n"
            .write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["parse", "--grammar", folder.path, "yes"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Info.plist:4:3: error: the Info.plist is not a valid property list"))
    }
}

@Suite struct TuneCommandCorpusErrorTests {
    @Test func aMalformedCorpusLineIsNamedAndTheExitStatusIsOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bad-corpus-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try "\n{\"id\": \"a\", \"text\": \"to SFO\"}\nnot json\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["tune", file.path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("hail tune: \(file.path):3: not valid JSON (expected one JSON object a line)"))
        #expect(result.standardOutput.isEmpty)
    }
}
