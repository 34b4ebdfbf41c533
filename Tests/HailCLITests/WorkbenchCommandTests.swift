import Foundation
import Testing

@Suite struct WorkbenchCommandTests {
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-workbench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    @Test func lintPassesTheProjectGrammar() throws {
        let result = try HailProcess.run(["lint", "--profile", "standard"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("0 errors, 0 warnings"))
    }

    @Test func lintFailsOnAConflictAndSaysWhere() throws {
        let grammar = try folder(["rides.grammar": "list ride_option\n  Standard = regular\n  SUV = regular\n\nintent RequestRide\n  trigger: get a {ride_option:rideOption}\n"])
        defer { try? FileManager.default.removeItem(at: grammar) }
        let result = try HailProcess.run(["lint", "--grammar", grammar.path])
        #expect(result.status != 0)
        #expect(result.standardOutput.contains("rides.grammar:3:9: error: 'regular' means both {ride_option} SUV and Standard (rides.grammar:2) [conflicting-synonym]"))
    }

    @Test func sampleIsTheSameForTheSameSeed() throws {
        let first = try HailProcess.run(["sample", "--intent", "RequestRide", "-n", "5", "--seed", "9"])
        let second = try HailProcess.run(["sample", "--intent", "RequestRide", "-n", "5", "--seed", "9"])
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.split(separator: "\n").filter { $0.hasPrefix("RequestRide") }.count == 5)
    }

    @Test func coverageOfACorpusWritesAnnotatedHTML() throws {
        let work = try folder(["corpus.jsonl": "{\"text\": \"get me a cab to SFO\", \"intent\": \"RequestRide\"}\n"])
        defer { try? FileManager.default.removeItem(at: work) }
        let page = work.appendingPathComponent("coverage.html")
        let result = try HailProcess.run(["coverage", "--corpus", work.appendingPathComponent("corpus.jsonl").path, "--html", page.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("1 utterances,"))
        #expect(result.standardOutput.contains("RequestRide"))
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("request.grammar"))
    }
}
