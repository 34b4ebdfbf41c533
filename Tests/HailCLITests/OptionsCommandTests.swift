import Foundation
import Testing

@Suite struct OptionsCommandTests {
    let clock = ["--seed", "1", "--clock", "2026-11-23T09:00:00-08:00"]

    @Test func listsEveryOptionAsMapsShowsIt() throws {
        let result = try HailProcess.run(["options", "--from", "Ferry Building", "--to", "Oracle Park"] + clock)
        #expect(result.status == 0)
        // Cheapest first, as the dialog offers them; a listing, never a question.
        #expect(result.standardOutput.hasPrefix("Rides from Ferry Building to Oracle Park:\n  1. Shared – $4.15"))
        #expect(result.standardOutput.contains("Prices valid until 9:05 AM.\n"))
        #expect(!result.standardOutput.contains("Choose one"))
    }

    @Test func aPartyNoOptionCarriesIsSaidAndFails() throws {
        let result = try HailProcess.run(["options", "--from", "Ferry Building", "--to", "Oakland", "--party", "9"] + clock)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("No ride carries 9: Hail's largest vehicle holds 6 passengers."))
    }

    @Test func jsonCarriesTheResponse() throws {
        let result = try HailProcess.run(["options", "--to", "SFO", "--party", "3", "--json"] + clock)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["code"] as? String == "success")
        #expect(json["partySize"] as? Int == 3)
        #expect(json["expirationDate"] as? String == "2026-11-23T17:05:00Z")
        let options = try #require(json["rideOptions"] as? [[String: Any]])
        #expect(options.compactMap { $0["name"] as? String } == ["Shared", "Compact", "Standard", "SUV", "Luxury"])  // cheapest first for 3, as listed
    }

    @Test func aTripOutsideTheServiceAreaFailsWithItsCode() throws {
        let result = try HailProcess.run(["options", "--to", "Lake Tahoe", "--json"] + clock)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"code\" : \"failureRequiringAppLaunchNoServiceInArea\""))
    }

    @Test func anAmbiguousPlaceSaysWhichOnesAndFails() throws {
        let result = try HailProcess.run(["options", "--to", "Starbucks"] + clock)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Which drop-off?"))
    }
}
