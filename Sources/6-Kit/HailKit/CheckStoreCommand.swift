import ArgumentParser
import Foundation
import RideStore

/// `hail check-store`: every check of the store, its seal notwithstanding.
struct CheckStoreCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "check-store",
        abstract: "Check the store in full (SQLite's integrity check, the schema, every row as Hail reads it), even when its seal says it is unchanged.",
        discussion: "An open skips the checks whose cost grows with the store when the file is exactly as Hail last checked or closed it (its seal, kept in $XDG_STATE_HOME/\(CurrentProgram.identity.dataFolderName)/store-seals). This command runs them all, reads nothing but the store, and seals it when it passes. It exits 1 when the store is damaged, not a Hail store, or from a newer Hail."
    ) }

    @Option(name: .long, help: ArgumentHelp("The SQLite file to check (default: $XDG_DATA_HOME/hail/hail.sqlite, or ~/.local/share/hail/hail.sqlite).", valueName: "PATH"))
    var store: String?

    /// The store options `--store` makes (check-store has no `--ephemeral`).
    private var options: StoreOptions {
        var options = StoreOptions()
        options.store = store
        options.ephemeral = false
        return options
    }

    func validate() throws {
        try options.validate()
    }

    func run() throws {
        let options = self.options
        guard case .file(let url) = options.location() else { return }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandFailure("\(CurrentProgram.identity.commandName) check-store: there is no store at \(url.path) (nothing was created).")
        }
        let opened: RideStore
        let counts: (rides: Int, donations: Int)
        do {
            opened = try RideStore(location: .file(url), access: .readOnly, readingRides: false, seals: options.seals(), fullCheck: true)
            counts = try opened.rowCounts()
        } catch {
            throw CommandFailure(error.description)
        }
        guard opened.openCheck != nil else {
            print("The store \(url.path) is empty: nothing to check.")
            return
        }
        let rides = "\(counts.rides) ride\(counts.rides == 1 ? "" : "s")"
        let donations = "\(counts.donations) donation\(counts.donations == 1 ? "" : "s")"
        print("The store \(url.path) passed the full check: SQLite's integrity check, the schema and its version, and every row as Hail reads it (\(rides), \(donations)).")
        if opened.isSealed {
            print("Sealed: later opens skip the integrity check and the row checksums until the file changes.")
        } else {
            print("Not sealed: the file changed moments ago or is open in another process; the next open checks it in full.")
        }
    }
}
