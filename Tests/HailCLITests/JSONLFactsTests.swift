import Foundation
import Testing

/// The facts a CI test asserts on, as data in `hail --jsonl` rather than only in prose: a service's
/// faults apart from a failure it answered, a cancel's fee, the options Maps listed, the phase's
/// name. Each object is checked against the schema too.
@Suite struct JSONLFactsTests {
    /// Every object `hail --jsonl` wrote for a golden transcript's conversation, each checked
    /// against the schema.
    private func objects(ofTranscript transcript: String, extra: [String] = []) throws -> [JSONValue] {
        let text = try String(contentsOf: HailProcess.checkout.appendingPathComponent(transcript), encoding: .utf8)
        let conversation = TranscriptAsCommandLine(text)
        let result = try HailProcess.run(conversation.arguments + extra + ["--jsonl", "--ephemeral"], input: conversation.input.map { $0 + "\n" }.joined())
        #expect(result.status == 0, "\(result.standardError)")
        return try validated(result.standardOutput)
    }

    private func validated(_ output: String) throws -> [JSONValue] {
        let validator = try JSONSchemaValidator(contentsOf: JSONLSchemaTests.schemaFile)
        let objects = try output.split(separator: "\n").map { try JSONValue.parse(String($0)) }
        for object in objects {
            #expect(validator.problems(with: object).isEmpty, "\(validator.problems(with: object))")
        }
        return objects
    }

    private func responses(_ objects: [JSONValue]) -> [JSONValue] {
        objects.flatMap { $0["responses"]?.array ?? [] }
    }

    @Test func aCancelsFeeAndItsThresholdAreData() throws {
        let objects = try objects(ofTranscript: "Transcripts/cancel/at-pickup-fee.txt")
        let cancels = responses(objects).filter { $0["intent"]?.string == "INCancelRideIntent" }
        let confirm = try #require(cancels.first { $0["step"]?.string == "confirm" })
        #expect(confirm["cancellationFee"]?["currencyCode"]?.string == "USD")
        #expect(confirm["cancellationFee"]?["minorUnits"]?.integer.map { $0 > 0 } == true, "\(confirm)")
        #expect(confirm["cancellationFeeThreshold"]?.integer != nil, "\(confirm)")
    }

    @Test func theOptionsMapsListedAreData() throws {
        let objects = try objects(ofTranscript: "Transcripts/maps/choose-by-number.txt")
        let list = try #require(responses(objects).first { $0["intent"]?.string == "INListRideOptionsIntent" })
        let options = try #require(list["rideOptions"]?.array)
        #expect(options.count >= 2)
        for option in options {
            #expect(option["name"]?.string?.isEmpty == false)
            #expect(option["estimatedPickupDate"]?.string != nil)
            #expect(option["priceRange"]?["minimumPrice"]?["minorUnits"]?.integer != nil, "\(option)")
            #expect(option["fareLineItems"]?.array?.isEmpty == false, "\(option)")
        }
    }

    @Test func thePhaseIsNamedBesideItsRawValue() throws {
        let objects = try objects(ofTranscript: "Transcripts/cancel/at-pickup-fee.txt")
        let statuses = responses(objects).compactMap { $0["rideStatus"] } + objects.flatMap { $0["updates"]?.array ?? [] }.compactMap { $0["rideStatus"] }
        #expect(!statuses.isEmpty)
        let names = ["unknown", "received", "confirmed", "ongoing", "completed", "approachingPickup", "pickup"]
        for status in statuses {
            let phase = try #require(status["phase"]?.integer)
            #expect(status["phaseName"]?.string == names[safe: phase], "\(status)")
        }
    }

    @Test func aFailureTheServiceAnsweredHasNoFault() throws {
        let objects = try objects(ofTranscript: "Transcripts/maps/no-service-in-area.txt")
        let failing = objects.filter { object in
            (object["responses"]?.array ?? []).contains { $0["code"]?.string?.hasPrefix("failure") == true }
        }
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0["faults"] == .array([]) })
    }

    @Test func aServiceThatBreaksIsAFaultNamingTheCall() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("hail-jsonl-garbage-\(UUID().uuidString).sh")
        try """
            read hello
            echo '{"type":"hello","protocol":1}'
            while read request; do echo 'not json'; done
            """.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try HailProcess.run(
            ["--extension-command", "sh '\(script.path)'", "--clock", "2026-11-23T09:00:00-08:00", "--ephemeral", "--jsonl"],
            input: "get me a cab from the ferry building to coit tower\n")
        #expect(result.status == 0)
        let objects = try validated(result.standardOutput)
        let faults = try #require(objects.first?["faults"]?.array)
        // NB: Maps' pickup is resolved first; every call of the line fails alike, each its own fault.
        let pickup = try #require(faults.first { $0["call"]?.string == "resolvePickupLocation" }, "\(faults)")
        #expect(pickup["problem"]?.string == "the service wrote a line that is not JSON: not json", "\(pickup)")
        #expect(faults.allSatisfy { $0["call"]?.string?.isEmpty == false && $0["problem"]?.string?.isEmpty == false })
        #expect(objects.first?["said"]?.string?.contains("Ride service error: resolvePickupLocation: the service wrote a line that is not JSON") == true)
    }
}
