import Foundation
import Testing

@Suite struct OptionsCommandTests {
    let clock = ["--seed", "1", "--clock", "2026-11-23T09:00:00-08:00"]

    @Test func listsEveryOptionAsMapsShowsIt() throws {
        let result = try HailProcess.run(["options", "--from", "Ferry Building", "--to", "Oracle Park"] + clock)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Rides from Ferry Building to Oracle Park:\n  1. Compact – $4.60"))
        #expect(result.standardOutput.contains("Prices valid until 9:05 AM."))
    }

    @Test func jsonCarriesTheResponse() throws {
        let result = try HailProcess.run(["options", "--to", "SFO", "--party", "3", "--json"] + clock)
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(json["code"] as? String == "success")
        #expect(json["partySize"] as? Int == 3)
        #expect(json["expirationDate"] as? String == "2026-11-23T17:05:00Z")
        let options = try #require(json["rideOptions"] as? [[String: Any]])
        #expect(options.compactMap { $0["name"] as? String } == ["Compact", "Standard", "Shared", "SUV", "Luxury"])
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
