import Foundation
import Testing

/// The command line itself: the version, option values, mistyped subcommands and usage.
@Suite struct CommandLineTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try HailProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "got \(result.standardOutput)")
    }

    @Test func aNegativePartySaysWhatIsWrongAndShowsTheSubcommandsUsage() throws {
        let result = try HailProcess.run(["options", "--to", "SFO", "--party", "-2"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("party size must be 1 or more"), "got \(result.standardError)")
        #expect(result.standardError.contains("Usage: hail options"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aPartyThatIsNotANumberSaysSo() throws {
        let result = try HailProcess.run(["options", "--to", "SFO", "--party", "four"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("The value 'four' is invalid for '--party <N>': party size must be a whole number"))
        #expect(result.standardError.contains("Usage: hail options"))
    }

    @Test func aBadSpeedOrSeedSaysWhatIsWrong() throws {
        let speed = try HailProcess.run(["repl", "--speed", "-3"])
        #expect(speed.status == 64)
        #expect(speed.standardError.contains("the speed must be more than 0"))
        #expect(speed.standardError.contains("Usage: hail repl"))
        let seed = try HailProcess.run(["--seed", "-1"])
        #expect(seed.status == 64)
        #expect(seed.standardError.contains("a seed is a whole number from 0 to 18446744073709551615"))
    }

    @Test func aLocalClockTimeIsReadInTheServicesZone() throws {
        let local = try HailProcess.run(["--clock", "2026-11-23T09:00", "--seed", "7", "--ephemeral"], input: ":advance 0s\n")
        #expect(local.status == 0)
        #expect(local.standardOutput == "Clock moved 0s to Mon Nov 23 9:00:00 AM.\n", "got \(local.standardOutput) \(local.standardError)")
        let spaced = try HailProcess.run(["--clock", "2026-07-04 18:30:15", "--seed", "7", "--ephemeral"], input: ":advance 0s\n")
        #expect(spaced.standardOutput == "Clock moved 0s to Sat Jul 4 6:30:15 PM.\n", "got \(spaced.standardOutput) \(spaced.standardError)")
        let zoned = try HailProcess.run(["--clock", "2026-11-23T17:00:00Z", "--seed", "7", "--ephemeral"], input: ":advance 0s\n")
        #expect(zoned.standardOutput == "Clock moved 0s to Mon Nov 23 9:00:00 AM.\n")
    }

    @Test func aClockThatIsNotATimeSaysWhatWouldDo() throws {
        let result = try HailProcess.run(["--clock", "tomorrow at nine"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("The value 'tomorrow at nine' is invalid for '--clock <TIME>': not a time: give one such as 2026-11-23T09:00"))
        #expect(result.standardError.contains("Usage: hail"))
    }

    @Test func aTimeSkippedWhenTheClocksGoForwardIsRefused() throws {
        let result = try HailProcess.run(["--clock", "2026-03-08T02:30"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("not a time"))
    }

    @Test func aMistypedSubcommandSuggestsTheNearest() throws {
        let result = try HailProcess.run(["optoins", "--to", "SFO"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Unknown subcommand 'optoins'; did you mean 'options'?"), "got \(result.standardError)")
        #expect(result.standardError.contains("Usage: hail"))
        let far = try HailProcess.run(["xyzzy"])
        #expect(far.standardError.contains("Unknown subcommand 'xyzzy'. The subcommands are: repl, options, parse"))
    }

    @Test func aValidationErrorFoundWhileRunningShowsThatSubcommandsUsage() throws {
        let result = try HailProcess.run(["sample", "--intent", "BookAFlight"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--intent 'BookAFlight' is not an intent of this grammar"))
        #expect(result.standardError.contains("Usage: hail sample"), "got \(result.standardError)")
        #expect(result.standardError.contains("See 'hail sample --help'"))
    }

    @Test func aGrammarFolderThatIsNotThereShowsTheSubcommandsUsage() throws {
        let result = try HailProcess.run(["options", "--to", "SFO", "--grammar", "/nonexistent/grammar"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--grammar '/nonexistent/grammar' is not a directory."))
        #expect(result.standardError.contains("Usage: hail options"))
    }

    @Test func donationsOnAMissingStoreSaysSoAndCreatesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-missing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("nothing-here.sqlite").path
        let result = try HailProcess.run(["donations", "--store", store])
        #expect(result.status == 1)
        #expect(result.standardError.contains("hail donations: there is no store at \(store) (nothing was created)"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func donationsWithNoStoreYetSaysSoCreatesNothingAndSucceeds() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("hail-no-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try HailProcess.run(["donations"], environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("No reservation donations: there is no store at \(data.path)/hail/hail.sqlite yet (nothing was created)"))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }
}
