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
        #expect(figures.contains { $0["name"] as? String == "RequestRide recall" && $0["hits"] as? Int == 1 })
        #expect(object["corpus"] as? String == corpus.path)
        #expect(object["labels"] as? [String] == ["RequestRide", "dropOff"])
        // Only what the corpus labels: no answers, no pickups.
        #expect(!figures.contains { ($0["name"] as? String)?.hasPrefix("answer") == true || ($0["name"] as? String)?.hasPrefix("pickup") == true })
    }

    @Test func oneCorpusPrintsItsReportWithoutHeadings() throws {
        let corpus = try Self.corpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        let result = try HailProcess.run(["tune", corpus.path, "--misses", "0"])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("2 turns\n"))
        #expect(!result.standardOutput.contains("== "))
        #expect(result.standardOutput.contains("misses: RequestRide (1)"))
    }

    static func starLikeCorpus() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hail-tune-star-\(UUID().uuidString).jsonl")
        try """
            {"id": "s/1", "text": "get me a cab from Union Square to SFO", "context": "", "domain": "ride", "intent": "RequestRide", "slots": {"pickup": "Union Square", "dropOff": "SFO"}}
            {"id": "s/2", "text": "Union Square", "context": "OK, and where are you departing from?", "domain": "ride", "intent": null, "slots": {"pickup": "Union Square"}}
            {"id": "s/3", "text": "what's the weather like", "context": "", "domain": "other", "nearDomain": false, "intent": null, "slots": {}}
            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func scoresSeveralCorporaWithAReportEachAndATotal() throws {
        let sgd = try Self.corpus(), star = try Self.starLikeCorpus()
        defer { try? FileManager.default.removeItem(at: sgd); try? FileManager.default.removeItem(at: star) }
        let result = try HailProcess.run(["tune", sgd.path, star.path])
        // The first corpus misses its intent recall target; the second meets all of its own.
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("== \(sgd.path)\n2 turns"))
        #expect(result.standardOutput.contains("== \(star.path)\n3 turns"))
        #expect(result.standardOutput.contains("== total of 2 corpora"))
        let pickup = result.standardOutput.split(separator: "\n").first { $0.contains("pickup recall (half the words)") }
        #expect(pickup?.hasSuffix("1.0  (2/2)  target ≥ 0.92  ok") == true)
        // No figure the corpora do not label, so no "(0/0)".
        #expect(!result.standardOutput.contains("(0/0)"))
        #expect(!result.standardOutput.contains("answer recall"))
    }

    @Test func severalCorporaAsJSONGiveEachReportAndTheTotal() throws {
        let sgd = try Self.corpus(), star = try Self.starLikeCorpus()
        defer { try? FileManager.default.removeItem(at: sgd); try? FileManager.default.removeItem(at: star) }
        let result = try HailProcess.run(["tune", star.path, sgd.path, "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(object["meetsTargets"] as? Bool == false)
        let corpora = try #require(object["corpora"] as? [[String: Any]])
        #expect(corpora.map { $0["corpus"] as? String } == [star.path, sgd.path])
        #expect(corpora.map { $0["meetsTargets"] as? Bool } == [true, false])
        #expect((corpora[0]["labels"] as? [String])?.contains("pickup") == true)
        let total = try #require(object["total"] as? [String: Any])
        #expect(total["turns"] as? Int == 5)
    }

    @Test func theBaselineWhatIfTakesSeveralCorpora() throws {
        let sgd = try Self.corpus(), star = try Self.starLikeCorpus()
        defer { try? FileManager.default.removeItem(at: sgd); try? FileManager.default.removeItem(at: star) }
        let grammar = HailProcess.checkout.appendingPathComponent("Grammar/en-US").path
        let result = try HailProcess.run(["tune", sgd.path, star.path, "--baseline", grammar])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("== \(sgd.path)\n2 turns: 0 read differently"))
        #expect(result.standardOutput.contains("== \(star.path)\n3 turns: 0 read differently"))
        let json = try HailProcess.run(["tune", sgd.path, star.path, "--baseline", grammar, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["corpora"] as? [[String: Any]])?.count == 2)
    }

    @Test func aMalformedInfoPlistNamesTheFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-info-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let grammar = folder.appendingPathComponent("Grammar"), app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: grammar, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try "global\n  answer yes: yes\n".write(to: grammar.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        try "<plist version=\"1.0\">\n<dict>\n  <key>CFBundleName</key>\n  <strin>Hail</string>\n</dict>\n</plist>\n"
            .write(to: app.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["parse", "--grammar", grammar.path, "--app", app.path, "yes"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Info.plist:4:3: error: the Info.plist is not a valid property list"))
    }

    @Test func anAppsPlistLeftInTheGrammarFolderIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-info-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "global\n  answer yes: yes\n".write(to: folder.appendingPathComponent("a.grammar"), atomically: true, encoding: .utf8)
        try "<plist version=\"1.0\"><dict/></plist>\n".write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["parse", "--grammar", folder.path, "yes"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Info.plist:1:1: error: Info.plist is the app's, not the language's"))
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
