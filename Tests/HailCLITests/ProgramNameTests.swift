import Foundation
import Testing
@testable import HailKit

/// A program is named as it was run: `myrides --help`, its usage lines and the replay hint say
/// `myrides`; a HailKit program keeps its store under its own name, never Hail's.
@Suite struct ProgramNameTests {
    /// The built hail as `myrides` (a symbolic link), in a folder removed afterwards.
    private static func withRenamedHail(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-renamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renamed = folder.appendingPathComponent("myrides")
        try FileManager.default.createSymbolicLink(at: renamed, withDestinationURL: HailProcess.productsDirectory.appendingPathComponent("hail"))
        try body(renamed)
    }

    @Test func helpAndUsageNameTheProgramRun() throws {
        try Self.withRenamedHail { myrides in
            let help = try HailProcess.run(["--help"], executable: myrides)
            #expect(help.standardOutput.contains("USAGE: myrides <subcommand>"), "\(help.standardOutput)")
            #expect(help.standardOutput.contains("myrides replay "))
            #expect(help.standardOutput.contains("REPL OPTIONS (myrides with no subcommand is myrides repl)"))
            // NB: the grammar cache's folder ($XDG_CACHE_HOME/hail) is shared, being keyed by content.
            let commandsNamedHail = help.standardOutput.split(separator: "\n").filter { $0.contains("hail ") && !$0.contains("/hail ") }
            #expect(commandsNamedHail.isEmpty, "\(commandsNamedHail)")
            let subcommand = try HailProcess.run(["sample", "--help"], executable: myrides)
            #expect(subcommand.standardOutput.contains("USAGE: myrides sample"))
            #expect(subcommand.standardOutput.contains("(myrides overlap shows why)"))
            let wrong = try HailProcess.run(["options", "--party", "x"], executable: myrides)
            #expect(wrong.standardError.contains("Usage: myrides options"), "\(wrong.standardError)")
        }
    }

    @Test func theREPLGreetsWithTheAppsNameAndPromptsWithTheProgramsName() throws {
        try Self.withRenamedHail { myrides in
            let pedicab = HailProcess.checkout.appendingPathComponent(AppOptionTests.pedicab).path
            let terminal = try PseudoTerminal([myrides.path, "--seed", "7", "--ephemeral", "--app", pedicab])
            let greeted = try terminal.waitFor("Pedicab — ride requests, offline.")
            try terminal.waitFor("myrides> ", after: greeted, within: 10)
            terminal.type(":quit\r")
            #expect(EphemeralTests.ends(terminal.pid, within: 10), "myrides did not end after :quit")
            #expect(!terminal.screen.lowercased().contains("hail"), "\(terminal.screen)")
        }
    }

    @Test func theReplayHintNamesTheProgramRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-hint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transcript = folder.appendingPathComponent("cancel.txt")
        try "> cancel my ride\nSomething else entirely.\n".write(to: transcript, atomically: true, encoding: .utf8)
        try Self.withRenamedHail { myrides in
            let result = try HailProcess.run(["replay", transcript.path], executable: myrides)
            #expect(result.status == 1)
            #expect(result.standardOutput.contains("Run `myrides replay --record \(transcript.path)` to accept the new output."), "\(result.standardOutput)")
            #expect(!result.standardOutput.contains("make test"))
            let withApp = try HailProcess.run(["replay", "--app", AppOptionTests.pedicab, transcript.path], executable: myrides)
            #expect(withApp.standardOutput.contains("Run `myrides --app \(AppOptionTests.pedicab) replay --record \(transcript.path)` to accept the new output."), "\(withApp.standardOutput)")
        }
    }

    @Test func aKitProgramKeepsItsStoreUnderItsAppsBundleIdentifier() {
        let pedicab = HailProcess.checkout.appendingPathComponent(AppOptionTests.pedicab)
        let program = ProgramIdentity.kit(app: pedicab, arguments: ["/usr/local/bin/myrides"])
        #expect(program.commandName == "myrides")
        #expect(program.dataFolderName == "com.example.pedicab")
        #expect(program.storePath == "com.example.pedicab/rides.sqlite")
        #expect(program.defaultApp == pedicab)
        let unnamed = ProgramIdentity.kit(app: nil, arguments: ["/usr/local/bin/myrides"])
        #expect(unnamed.dataFolderName == "myrides")
        #expect(ProgramIdentity.kit(app: nil, arguments: ["./hail"]).dataFolderName != "hail")
        let inside = HailProcess.checkout.appendingPathComponent("Tests/Fixtures/Apps")
        #expect(ProgramIdentity.appFolder(AppOptionTests.pedicab, from: inside) == pedicab.standardizedFileURL)
        #expect(ProgramIdentity.appFolder("No/Such/App", from: inside) == inside.appendingPathComponent("No/Such/App"))
        let hail = ProgramIdentity.hail(arguments: ["/usr/local/bin/myrides"])
        #expect(hail.commandName == "myrides")
        #expect(hail.storePath == "hail/hail.sqlite")
    }
}
