import Foundation
import Testing

/// `hail --help` shows the REPL's options, since `hail` with no subcommand runs the REPL.
@Suite struct RootHelpTests {
    /// Issue 27: the root's help listed only --version and --help.
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func theRootsHelpListsTheREPLsOptions(arguments: [String]) throws {
        let result = try HailProcess.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        let help = result.standardOutput
        #expect(help.contains("SUBCOMMANDS:"))
        let repl = try #require(help.range(of: "REPL OPTIONS (hail with no subcommand is hail repl):\n"), "\(help)")
        let section = help[repl.upperBound...]
        for option in ["--seed <N>", "--clock <TIME>", "--profile <NAME>", "--location <PLACE>", "--store <PATH>", "--ephemeral", "--history <FILE>", "--jsonl", "--extension-command <CMD>"] {
            #expect(section.contains(option), "\(option) is missing from \(section)")
        }
        #expect(!section.contains("--help"), "listed twice")
        #expect(!section.contains("--version"), "listed twice")
    }

    @Test func aSubcommandsHelpIsArgumentParsersOwn() throws {
        let result = try HailProcess.run(["parse", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--profile <NAME>"))
        #expect(!result.standardOutput.contains("REPL OPTIONS"))
    }
}
