import Foundation
import Testing

/// `--app DIR`: another team's app (Tests/Fixtures/Apps/Pedicab) named in every sentence, its
/// product names heard, its vocabulary linted; and a program run under another name names itself.
@Suite struct AppOptionTests {
    static let pedicab = "Tests/Fixtures/Apps/Pedicab"

    /// Lines whose answers name the app: a product, a booking in the app, a list, a date too far.
    static let conversation = """
        book a tandem to SFO with pedicab
        no
        ask pedal cab for a cargo trike to Oakland for 4 instead
        cancel
        I'd like a black car to the Fairmont
        what rides are there to Oakland?
        never mind
        a ride to SFO on December 31 at 9pm
        cancel
        :maps SFO
        a standard ride to SFO
        yes
        where's my ride?
        """

    @Test func theAppIsNamedInWhatIsSaidAndHailInNothing() throws {
        let result = try HailProcess.run(["--app", Self.pedicab, "--clock", "2026-11-23T09:00", "--seed", "3", "--ephemeral"], input: Self.conversation + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Shared for 1 from Ferry Building to San Francisco International Airport"))
        #expect(result.standardOutput.contains("SUV for 4 from Ferry Building to Oakland"))
        #expect(result.standardOutput.contains("Luxury rides are booked in the Pedicab app: open it to finish booking."))
        #expect(result.standardOutput.contains("Sorry, Pedicab books rides up to 30 days in advance"))
        #expect(result.standardOutput.contains("· book in the Pedicab app"))
        #expect(result.standardOutput.contains("Booked! Ride PEDICAB-"))
        #expect(!result.standardOutput.lowercased().contains("hail"), "\(result.standardOutput)")
    }

    @Test func theJSONLinesNameTheAppAndNeverHail() throws {
        let result = try HailProcess.run(
            ["--app", Self.pedicab, "--clock", "2026-11-23T09:00", "--seed", "3", "--ephemeral", "--jsonl"], input: "I'd like a black car to the Fairmont\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Luxury rides are booked in the Pedicab app"))
        #expect(!result.standardOutput.lowercased().contains("hail"), "\(result.standardOutput)")
    }

    @Test func hailsOwnProductNamesAreNotTheOtherAppsWords() throws {
        let hail = try HailProcess.run(["parse", "a hailclassic to SFO"])
        #expect(hail.standardOutput.contains(#""rideOption": "Standard""#))
        let pedicab = try HailProcess.run(["parse", "--app", Self.pedicab, "a hailclassic to SFO"])
        #expect(pedicab.status == 0, "\(pedicab.standardError)")
        #expect(!pedicab.standardOutput.contains(#""rideOption""#))
    }

    @Test func theAppMayBeGivenBeforeTheSubcommand() throws {
        let result = try HailProcess.run(["--app", Self.pedicab, "parse", "a tandem to SFO"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""rideOption": "Shared""#))
    }

    @Test func aMissingInfoPlistStopsTheRunWithItsPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-empty-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try HailProcess.run(["--app", folder.path, "--ephemeral"], input: "get me a cab to SFO\n")
        #expect(result.status != 0)
        #expect(result.standardError.contains("\(folder.path)/Info.plist:1:1: error: the app has no Info.plist"))
    }

    @Test func lintJudgesTheLanguageWithTheAppsVocabulary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-lint-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: HailProcess.checkout.appendingPathComponent(Self.pedicab), to: folder)
        let vocabulary = folder.appendingPathComponent("en.lproj/AppIntentVocabulary.plist")
        try String(contentsOf: vocabulary, encoding: .utf8)
            .replacingOccurrences(of: "<string>Cargo Trike</string>", with: "<string>Fore</string>")
            .write(to: vocabulary, atomically: true, encoding: .utf8)
        let info = folder.appendingPathComponent("Info.plist")
        try String(contentsOf: info, encoding: .utf8)
            .replacingOccurrences(of: "<string>Pedal Cab</string>", with: "<string>Ferry Building</string>")
            .write(to: info, atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["lint", "--app", folder.path])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\(info.path):15:12: error: app name 'ferry building' is also the name of a place ('Ferry Building') [app-name]"))
        #expect(result.standardOutput.contains("AppIntentVocabulary.plist:36:16: warning: 'fore' ({ride_option} SUV) sounds like the number 'four' [homophone]"))
        let clean = try HailProcess.run(["lint", "--app", Self.pedicab])
        #expect(clean.status == 0, "\(clean.standardOutput)")
    }

    @Test func tuneReadsTheCorpusWithTheAppsProductNames() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("hail-tune-app-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: corpus) }
        try """
            {"id": "a/1", "text": "a tandem to SFO please", "context": "", "domain": "ride", "intent": "RequestRide", "slots": {"dropOff": "SFO", "rideOption": "Shared"}, "sharedRide": null, "answer": null, "requests": [], "closing": false}
            """.write(to: corpus, atomically: true, encoding: .utf8)
        let pedicab = try HailProcess.run(["tune", corpus.path, "--json", "--app", Self.pedicab])
        let hail = try HailProcess.run(["tune", corpus.path, "--json"])
        func rideOptionHits(_ output: String) throws -> Int? {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let figures = try #require(object["figures"] as? [[String: Any]])
            return figures.first { ($0["name"] as? String)?.hasPrefix("rideOption") == true }?["hits"] as? Int
        }
        #expect(try rideOptionHits(pedicab.standardOutput) == 1, "\(pedicab.standardOutput)")
        #expect(try rideOptionHits(hail.standardOutput) == 0, "\(hail.standardOutput)")
    }

    @Test func theWorkbenchCommandsTakeTheApp() throws {
        let sample = try HailProcess.run(["sample", "--app", Self.pedicab, "-n", "3", "--seed", "1"])
        #expect(sample.status == 0, "\(sample.standardError)")
        let overlap = try HailProcess.run(["overlap", "--app", Self.pedicab])
        #expect(overlap.status == 0 || overlap.status == 1, "\(overlap.standardError)")
        #expect(!overlap.standardError.contains("Unknown option"))
        let coverage = try HailProcess.run(["coverage", "--app", Self.pedicab, "--transcripts", "Transcripts/app"])
        #expect(coverage.status == 0, "\(coverage.standardError)")
    }
}
