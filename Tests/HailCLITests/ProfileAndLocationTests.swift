import Foundation
import Testing

/// `--profile` and `--location` values that will not do are usage errors like any other bad value
/// (exit 64, what is wrong, the values that would do, the usage line), and `hail parse` reads
/// with the profile's vocabulary as the REPL does.
@Suite struct ProfileAndLocationTests {
    /// Issue 27: exit 1, without the usage line.
    @Test(arguments: [["repl"], ["options", "--to", "SFO"], ["parse", "take me home"]])
    func anUnknownProfileListsTheProfilesWithTheUsage(command: [String]) throws {
        let result = try HailProcess.run(command + ["--profile", "vip"], input: ":quit\n")
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("The value 'vip' is invalid for '--profile <NAME>': there is no profile 'vip'; the profiles are standard, no-saved-places, single-card"), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: hail \(command[0])"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// Issue 27: exit 1, without the usage line.
    @Test(arguments: [["repl"], ["options", "--to", "SFO"]])
    func anUnknownLocationSaysWhatWouldDoWithTheUsage(command: [String]) throws {
        let result = try HailProcess.run(command + ["--location", "Narnia"], input: ":quit\n")
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("Error: --location: unknown place 'Narnia'"), "\(result.standardError)")
        #expect(result.standardError.contains("A location is a place the simulated service knows, such as 'Ferry Building', 'SFO' or '659 Merchant Street', or a saved place of the standard profile (home, work)."), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: hail \(command[0])"), "\(result.standardError)")
    }

    @Test func aLocationIsReadForTheProfileGiven() throws {
        let home = try HailProcess.run(["--location", "home", "--ephemeral"], input: ":quit\n")
        #expect(home.status == 0, "\(home.standardError)")
        let none = try HailProcess.run(["--location", "home", "--profile", "no-saved-places", "--ephemeral"], input: ":quit\n")
        #expect(none.status == 64)
        #expect(none.standardError.contains("unknown place 'home'"), "\(none.standardError)")
        #expect(!none.standardError.contains("saved place of"), "no-saved-places has none to list: \(none.standardError)")
        let mistyped = try HailProcess.run(["--location", "Ferry Bldg", "--ephemeral"], input: ":quit\n")
        #expect(mistyped.status == 64)
        #expect(mistyped.standardError.contains("did you mean"), "\(mistyped.standardError)")
    }

    /// Issue 27: `hail parse "take me to work"` found nothing while the REPL booked it to Work.
    @Test(arguments: [["parse"], ["parse", "--explain"], ["parse", "--profile", "standard"], ["parse", "--profile=standard"], ["parse", "--no-grammar-cache"]])
    func parseKnowsTheProfilesSavedPlaces(command: [String]) throws {
        let result = try HailProcess.run(command + ["take me to work"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let slots = try #require(json["slots"] as? [String: Any], "\(result.standardOutput)")
        #expect((slots["dropOff"] as? String)?.lowercased() == "work", "\(result.standardOutput)")
    }

    /// "Home" and "Work" are always known (the dialog says when none is saved); a saved place's
    /// alias ("my work") is the profile's own.
    @Test func parseWithAProfileWithoutSavedPlacesDoesNotKnowTheirAliases() throws {
        let standard = try HailProcess.run(["parse", "take me to my work"])
        let none = try HailProcess.run(["parse", "--profile", "no-saved-places", "take me to my work"])
        #expect(none.status == 0, "\(none.standardError)")
        #expect(none.standardOutput != standard.standardOutput, "the profile made no difference: \(none.standardOutput)")
    }

    @Test func parseBatchKnowsTheProfilesSavedPlaces() throws {
        let result = try HailProcess.run(["parse", "--batch"], input: "take me to work\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains(#""dropoff": "work""#) || result.standardOutput.lowercased().contains(#""dropoff":"work""#), "\(result.standardOutput)")
    }
}
