import Foundation
import Testing

@Suite struct ParseCommandTests {
    func object(_ line: Substring) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }

    @Test func printsTheIntentAndCanonicalSlotsAsJSON() throws {
        let result = try HailProcess.run(["parse", "get me an XL to SFO for 4"])
        #expect(result.status == 0)
        let json = try object(Substring(result.standardOutput.trimmingCharacters(in: .newlines)))
        #expect(json["intent"] as? String == "RequestRide")
        let slots = try #require(json["slots"] as? [String: Any])
        #expect(slots["rideOption"] as? String == "SUV")
        #expect(slots["partySize"] as? Int == 4)
        #expect(slots["dropOff"] as? String == "SFO")
    }

    @Test func batchAnswersEveryLineInOrderBlankAndOddOnesIncluded() throws {
        let lines = ["get me a cab to Oakland", "", "   ", "🚕🚕🚕", "yes", "\u{1}\u{7}", String(repeating: "to ", count: 2000)]
        let result = try HailProcess.run(["parse", "--batch"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let output = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.count == lines.count)
        for (line, text) in zip(output, lines) {
            let json = try object(line)
            #expect(json["text"] as? String == text)
        }
    }

    @Test func batchAnswersEveryTextOfTheTuningCorpus() throws {
        let corpus = HailProcess.checkout.deletingLastPathComponent().appendingPathComponent("shared/corpora/sgd-ridesharing-train.jsonl")
        guard let data = try? String(contentsOf: corpus, encoding: .utf8) else { return }
        let texts = try data.split(separator: "\n").map { line -> String in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(record["text"] as? String)
        }
        let result = try HailProcess.run(["parse", "--batch"], input: texts.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let output = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.count == texts.count)
    }

    @Test func jsonlReadsEachTurnWithItsContextAndReportsMalformedLinesInPlace() throws {
        let lines = [
            #"{"text": "Union Square", "context": "OK, and where are you departing from?"}"#,
            #"{"text": "Union Square", "context": "Where do you need to go?"}"#,
            "not json",
            #"{"text": "Union Square"}"#,
            "",
            #"{"context": "Where to?"}"#,
            #"{"text": "yes", "context": null}"#,
        ]
        let result = try HailProcess.run(["parse", "--batch", "--jsonl"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let output = try result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(object)
        #expect(output.count == lines.count)
        #expect((output[0]["slots"] as? [String: Any])?["pickup"] as? String == "Union Square")
        #expect((output[1]["slots"] as? [String: Any])?["dropOff"] as? String == "Union Square")
        #expect(output[2]["line"] as? Int == 3)
        #expect((output[2]["error"] as? String)?.contains("not valid JSON") == true)
        #expect(output[3]["residue"] as? String == "Union Square")
        #expect(output[4]["line"] as? Int == 5)
        #expect(output[5]["error"] as? String == "missing key 'text'")
        #expect(output[6]["answer"] as? String == "yes")
    }

    @Test func batchOutputIsTheSameWhateverTheNumberOfJobs() throws {
        // More lines than one block, so blocks and parts meet mid-input; malformed lines among
        // them keep their own line numbers.
        let shapes = [
            #"{"text": "get me an XL to SFO for 4", "context": ""}"#,
            "not json",
            #"{"text": "Union Square", "context": "OK, and where are you departing from?"}"#,
            #"{"text": "yes please"}"#,
            "",
        ]
        let lines = (0..<9_001).map { shapes[$0 % shapes.count] }
        let input = lines.joined(separator: "\n") + "\n"
        let one = try HailProcess.run(["parse", "--batch", "--jsonl", "--jobs", "1"], input: input)
        #expect(one.status == 0)
        let numbers = try one.standardOutput.split(separator: "\n").map(object).compactMap { $0["line"] as? Int }
        #expect(numbers == lines.indices.filter { lines[$0] == "not json" || lines[$0].isEmpty }.map { $0 + 1 })
        for jobs in ["2", "3", "8"] {
            let many = try HailProcess.run(["parse", "--batch", "--jsonl", "--jobs=\(jobs)"], input: input)
            #expect(many.status == 0)
            #expect(many.standardOutput == one.standardOutput, "--jobs \(jobs)")
        }
        let plain = (0..<5_000).map { "take me to gate \($0 % 90) at SFO" }.joined(separator: "\n") + "\n"
        #expect(try HailProcess.run(["parse", "--batch", "--jobs", "1"], input: plain).standardOutput
            == HailProcess.run(["parse", "--batch", "--jobs", "4"], input: plain).standardOutput)
    }

    @Test func jobsAreCheckedAndNeedBatch() throws {
        let zero = try HailProcess.run(["parse", "--batch", "--jobs", "0"], input: "hi\n")
        #expect(zero.status != 0)
        #expect(zero.standardError.contains("--jobs takes a number of jobs, 1 or more; got 0."))
        let alone = try HailProcess.run(["parse", "--jobs", "2", "hello"])
        #expect(alone.status != 0)
        #expect(alone.standardError.contains("--jobs 2 shares out lines of standard input: give it with --batch."))
        let word = try HailProcess.run(["parse", "--batch", "--jobs", "many"], input: "hi\n")
        #expect(word.status != 0)
        #expect(word.standardError.contains("many"))
    }

    /// `parse` is read by ArgumentParser with `ParseCommand` as the root; whatever it refuses is
    /// read again by the `hail` root, so each command line means what the root would make of it.
    @Test func optionsMeanWhatTheArgumentParserMakesOfThem() throws {
        // `--grammar=` takes the next word as its value, as ArgumentParser reads it (a parser
        // written by hand once read it as an empty path).
        let attached = try HailProcess.run(["parse", "--grammar=", "hi"])
        #expect(attached.status != 0)
        #expect(attached.standardError.contains("--grammar 'hi' is not a directory."))
        // Refused by `ParseCommand`, the command line is the root's to report: usage and help
        // name the program and the subcommand.
        let unknown = try HailProcess.run(["parse", "--bogus", "hi"])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.hasPrefix("Error: Unknown option '--bogus'"))
        #expect(unknown.standardError.contains("Usage: hail parse "))
        let help = try HailProcess.run(["parse", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: hail parse "))
        let app = try HailProcess.run(["parse", "--app", "Apps/Hail", "--profile=single-card", "get me a cab to SFO"])
        #expect(app.status == 0)
        #expect(try object(Substring(app.standardOutput.trimmingCharacters(in: .newlines)))["intent"] as? String == "RequestRide")
    }

    @Test func jsonlNeedsBatch() throws {
        let result = try HailProcess.run(["parse", "--jsonl", "hello"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--jsonl reads standard input: give it with --batch."))
    }

    @Test func aMissingGrammarDirectoryIsAClearError() throws {
        let result = try HailProcess.run(["parse", "--grammar", "/nonexistent/grammar", "hello"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--grammar '/nonexistent/grammar' is not a directory."))
    }

    @Test func aMalformedGrammarIsReportedWithFileLineColumnAndCaret() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bad-grammar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "intent RequestRide\n  trigger: book a ride to {destinaton}\n".write(to: folder.appendingPathComponent("bad.grammar"), atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["parse", "--grammar", folder.path, "hello"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("bad.grammar:2:"))
        #expect(result.standardError.contains("^"))
    }
}
