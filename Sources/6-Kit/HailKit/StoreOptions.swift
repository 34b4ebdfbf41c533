import ArgumentParser
import Foundation
import LineEditor
import RideStore

/// `--store PATH` and `--ephemeral`: where rides, the profile and donations are kept.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Keep rides, the profile and donations in this SQLite file (default: $XDG_DATA_HOME/hail/hail.sqlite, or ~/.local/share/hail/hail.sqlite).", valueName: "PATH"))
    var store: String?

    @Flag(name: .long, help: "Keep everything in memory only: nothing is read from or written to disk.")
    var ephemeral = false

    func validate() throws {
        if ephemeral, store != nil { throw ValidationError("Give --store PATH or --ephemeral, not both.") }
    }

    /// Where store seals are kept: `$XDG_STATE_HOME/hail/store-seals` (see `StoreSeals`).
    func seals() -> StoreSeals? {
        ephemeral ? nil : StoreSeals.standard(environment: ProcessInfo.processInfo.environment, home: Platform.homeDirectory)
    }

    /// The store the options choose.
    func location() -> StoreLocation {
        if ephemeral { return .inMemory }
        if let store {
            return .file(URL(fileURLWithPath: store, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL)
        }
        return .file(StoreLocation.defaultFile(environment: ProcessInfo.processInfo.environment, home: Platform.homeDirectory))
    }
}
