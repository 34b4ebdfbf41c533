import Foundation
import Testing

/// `hail --jsonl` against Schemas/hail-jsonl.schema.json: every golden transcript's conversation (and
/// the Python services', Examples/PythonRideService and Examples/PortlandRides/BridgeService, through
/// the bridge), run through the built binary, gives exactly
/// one valid object per input line, every live update in it structured and none left out.
@Suite struct JSONLSchemaTests {
    static let schemaFile = HailProcess.checkout.appendingPathComponent("Schemas/hail-jsonl.schema.json")

    /// Every transcript, relative to Transcripts/.
    static let transcripts: [String] = {
        let root = HailProcess.checkout.appendingPathComponent("Transcripts")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted()
    }()

    /// The Python reference service's transcripts, relative to the checkout: the same conversations
    /// through the bridge.
    static let pythonServiceTranscripts: [String] = {
        let folder = "Examples/PythonRideService/Transcripts"
        let files = FileManager.default.enumerator(atPath: HailProcess.checkout.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().map { "\(folder)/\($0)" }
    }()

    /// Bridgetown Rides' transcripts (Examples/PortlandRides), relative to the checkout: its Python
    /// service through the bridge, with its app and map.
    static let bridgetownTranscripts: [String] = {
        let folder = "Examples/PortlandRides/Transcripts"
        let files = FileManager.default.enumerator(atPath: HailProcess.checkout.appendingPathComponent(folder).path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().map { "\(folder)/\($0)" }
    }()

    @Test(arguments: transcripts)
    func everyLineATranscriptsConversationProducesFitsTheSchema(transcript: String) throws {
        try checkConversation(of: "Transcripts/\(transcript)")
    }

    @Test(arguments: pythonServiceTranscripts)
    func everyLineThePythonServicesConversationsProduceFitsTheSchema(transcript: String) throws {
        try checkConversation(of: transcript, extra: ["--extension-command", ExtensionCommandTests.pythonService])
    }

    @Test(arguments: bridgetownTranscripts)
    func everyLineBridgetownRidesConversationsProduceThroughTheBridgeFitsTheSchema(transcript: String) throws {
        try checkConversation(of: transcript, extra: ["--app", "Examples/PortlandRides/App", "--extension-command", ExtensionCommandTests.bridgetownService])
    }

    private func checkConversation(of transcript: String, extra: [String] = []) throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaFile)
        let file = HailProcess.checkout.appendingPathComponent(transcript)
        let text = try String(contentsOf: file, encoding: .utf8)
        let conversation = TranscriptAsCommandLine(text, folder: file.deletingLastPathComponent())
        let result = try HailProcess.run(conversation.arguments + extra + ["--jsonl", "--ephemeral"], input: conversation.input.map { $0 + "\n" }.joined())
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == conversation.input.count, "one object per input line: \(lines.count) objects for \(conversation.input.count) lines")
        for (number, line) in lines.enumerated() {
            let object = try JSONValue.parse(String(line))
            let problems = validator.problems(with: object)
            #expect(problems.isEmpty, "line \(number + 1) (\(conversation.input[safe: number] ?? "?")): \(problems.joined(separator: "\n"))")
            #expect(object["user"]?.string == conversation.input[safe: number], "`user` is the line as typed (no transcript types a card number)")
            #expect(object["faults"] == .array([]), "neither Hail's service nor the Python one faults: \(object["faults"] ?? .null)")
            for update in object["updates"]?.array ?? [] {
                #expect(update["rideStatus"]?["phase"] != nil, "an update without its ride status: \(update)")
                #expect(update["said"]?.string?.contains("more updates") == false)
            }
        }
    }

    @Test func liveUpdatesBetweenLinesAreObjectsOfTheirOwnAndFitTheSchema() throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaFile)
        let process = Process()
        process.executableURL = HailProcess.productsDirectory.appendingPathComponent("hail")
        process.arguments = ["--jsonl", "--seed", "7", "--speed", "120", "--ephemeral", "--grammar", HailProcess.checkout.appendingPathComponent("Grammar/en-US").path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = HailProcess.cacheHome.path
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let collected = DataCollector(output.fileHandleForReading)
        input.fileHandleForWriting.write(Data("a standard to Oracle Park\nyes\n:watch\n".utf8))
        // Four seconds at 120 times the real clock: eight minutes of ride time, two dozen updates,
        // so a machine busy with other builds still sees several.
        Thread.sleep(forTimeInterval: 4)
        input.fileHandleForWriting.write(Data(":unwatch\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let objects = try String(decoding: collected.finish(), as: UTF8.self).split(separator: "\n").map { try JSONValue.parse(String($0)) }
        for object in objects {
            #expect(validator.problems(with: object).isEmpty, "\(validator.problems(with: object))")
        }
        let types = objects.compactMap { $0["type"]?.string }
        #expect(types.filter { $0 != "update" } == ["turn", "turn", "command", "command"])
        let between = objects.filter { $0["type"]?.string == "update" }
        #expect(between.count >= 3, "\(types)")
        #expect(between.allSatisfy { $0["rideStatus"]?["phase"] != nil && $0["asOf"] != nil })
        #expect(objects.last?["said"]?.string == "OK, no more updates.")
    }

    @Test func blankLinesUnknownCommandsAndQuitEachGetTheirObject() throws {
        let result = try HailProcess.run(["--jsonl", "--seed", "7", "--ephemeral"], input: "\n:bogus\n:advance 5m\nhello\n:quit\nnever read\n")
        #expect(result.status == 0)
        let objects = try result.standardOutput.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        #expect(objects.map { $0["user"]?.string } == ["", ":bogus", ":advance 5m", "hello", ":quit"])
        #expect(objects.map { $0["type"]?.string } == ["turn", "command", "command", "turn", "command"])
        #expect(objects[1]["said"]?.string == "Unknown command :bogus. Type :help for the list.")
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = try JSONSchemaValidator(contentsOf: Self.schemaFile)
        let good = #"{"faults":[],"resolutions":[],"responses":[],"said":"","stage":"idle","type":"command","updates":[],"user":":help"}"#
        #expect(validator.problems(with: try JSONValue.parse(good)).isEmpty)
        let line = #"{"faults":[],"resolutions":[],"said":"","stage":"idle","type":"turn","updates":[],"user":"","responses":"#
        let cases = [
            #"{"faults":[],"resolutions":[],"responses":[],"said":"","stage":"idle","type":"command","updates":[]}"#: "'user' is required",
            #"{"faults":[],"resolutions":[],"responses":[],"said":1,"stage":"idle","type":"command","updates":[],"user":""}"#: "$.said: expected string",
            #"{"extra":1,"faults":[],"resolutions":[],"responses":[],"said":"","stage":"idle","type":"command","updates":[],"user":""}"#: "'extra' is not allowed here",
            #"{"faults":[],"resolutions":[],"responses":[],"said":"","stage":"waiting","type":"command","updates":[],"user":""}"#: "$.stage: \"waiting\" is not one of",
            #"{"asOf":"yesterday","code":"success","said":"x","type":"update"}"#: "is not an ISO 8601 date-time",
            #"{"asOf":"2026-11-23T17:00:20Z","code":"success","rideStatus":{"phase":9,"phaseName":"pickup","rideIdentifier":"H"},"said":"x","type":"update"}"#: "9 is not one of",
            #"{"asOf":"2026-11-23T17:00:20Z","code":"success","rideStatus":{"phase":6,"rideIdentifier":"H"},"said":"x","type":"update"}"#: "$.rideStatus: 'phaseName' is required",
            #"{"call":"live update","type":"fault"}"#: "$: 'problem' is required",
            #"{"type":"turnaround"}"#: "$.type: \"turnaround\" is not one of",
            line + #"[{"code":"ready","intent":"INCancelRideIntent","step":"confirm","cancellationFee":{"amount":5,"currencyCode":"USD"}}]}"#:
                "$.responses[0].cancellationFee: 'minorUnits' is required",
            line + #"[{"code":"ready","intent":"INCancelRideIntent","step":"confirm","rideOptions":[]}]}"#:
                "$.responses[0]: 'rideOptions' is not allowed here",
            line + #"[{"code":"booked","intent":"INRequestRideIntent","step":"handle"}]}"#: "$.responses[0].code: \"booked\" is not one of",
            line + #"[{"code":"success","intent":"INListRideOptionsIntent","step":"handle","rideOptions":[{"name":"XL","estimatedPickupDate":"2026-11-23T17:08:00Z","usesMeteredFare":false,"requiresBookingInApplication":false,"maximumPartySize":6,"availablePartySizeOptions":[{"partySizeRange":[5],"sizeDescription":"5-6","priceRange":{"minimumPrice":{"currencyCode":"USD","minorUnits":1},"maximumPrice":{"currencyCode":"USD","minorUnits":2}}}]}]}]}"#:
                "$.responses[0].rideOptions[0].availablePartySizeOptions[0].partySizeRange: 1 items, fewer than 2",
        ]
        for (text, expected) in cases {
            let problems = validator.problems(with: try JSONValue.parse(text)).joined(separator: "\n")
            #expect(problems.contains(expected), "\(text): \(problems)")
        }
    }
}
