import ArgumentParser
import Foundation
import LineEditor
import RideStore

/// `--store PATH` and `--ephemeral`: where rides, the profile and donations are kept.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Keep rides, the profile and donations in this SQLite file (default: $XDG_DATA_HOME/\(CurrentProgram.identity.storePath), or ~/.local/share/\(CurrentProgram.identity.storePath)); \":memory:\", as SQLite names it, keeps them in memory.", valueName: "PATH"))
    var store: String?

    @Flag(name: .long, help: "Keep rides, the profile, donations and the line history in memory only: none of them is read from or written to disk.")
    var ephemeral = false

    func validate() throws {
        if ephemeral, store != nil { throw ValidationError("Give --store PATH or --ephemeral, not both.") }
        guard case .file(let url) = location() else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let named = store.map { "--store \($0)" } ?? "The store \(url.path)"
            throw ValidationError("\(named) is a folder, not a store file: give the path of a file, such as \(url.appendingPathComponent(CurrentProgram.identity.storeFileName).path).")
        }
    }

    /// SQLite's name for a database kept in memory.
    static let inMemoryName = ":memory:"

    /// For the commands that create the store when it is not there: a `--store PATH` whose folder
    /// is missing is refused, naming the folder.
    // NB: only the default store's folders are made (~/.local/share/hail); a folder missing from a
    // path typed by hand is more likely a typo than a wish for new folders.
    func validateForCreating() throws {
        guard let store, case .file(let url) = location() else { return }
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw ValidationError("--store \(store): the folder \(folder.path) does not exist; create it first (Hail creates no folders for --store), or give a path in a folder that exists.")
        }
        guard isDirectory.boolValue else {
            throw ValidationError("--store \(store): \(folder.path) is a file, not a folder.")
        }
    }

    /// Where store seals are kept: `$XDG_STATE_HOME/hail/store-seals` (see `StoreSeals`).
    func seals() -> StoreSeals? {
        ephemeral || store == Self.inMemoryName ? nil : StoreSeals.standard(environment: ProcessInfo.processInfo.environment, home: Platform.homeDirectory, folder: CurrentProgram.identity.dataFolderName)
    }

    /// The store the options choose.
    func location() -> StoreLocation {
        // NB: ":memory:" is SQLite's own name for a database in memory; taken as a path, it left a
        // file named ":memory:" in the current folder.
        if ephemeral || store == Self.inMemoryName { return .inMemory }
        if let store {
            return .file(URL(fileURLWithPath: store, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL)
        }
        let program = CurrentProgram.identity
        return .file(StoreLocation.defaultFile(
            environment: ProcessInfo.processInfo.environment, home: Platform.homeDirectory, folder: program.dataFolderName, file: program.storeFileName))
    }
}
