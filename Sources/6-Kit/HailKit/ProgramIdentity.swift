import Foundation
import RideLanguage

/// The program `HailCLI.main` runs as: the name its help, usage lines and hints give it (the
/// command typed, `myrides`), the folder name its store, seals and line history are kept under,
/// and the app it speaks for unless `--app` names another.
struct ProgramIdentity: Sendable {
    /// What usage lines and hints call the program: the executable's file name.
    var commandName: String
    /// The folder under `$XDG_DATA_HOME` and `$XDG_STATE_HOME` that holds the program's store,
    /// seals and history: `hail` for Hail, a HailKit program's bundle identifier (else its name).
    var dataFolderName: String
    /// The app the program speaks for by default; nil for Hail's own (`Apps/Hail`, beside the grammar).
    var defaultApp: URL?

    /// The store's file name in ``dataFolderName``.
    var storeFileName: String { dataFolderName == "hail" ? "hail.sqlite" : "rides.sqlite" }
    /// The store's path under `$XDG_DATA_HOME`, for help.
    var storePath: String { "\(dataFolderName)/\(storeFileName)" }

    /// Hail itself, named as it was run.
    static func hail(arguments: [String] = CommandLine.arguments) -> ProgramIdentity {
        ProgramIdentity(commandName: executableName(arguments) ?? "hail", dataFolderName: "hail", defaultApp: nil)
    }

    /// A HailKit program with its own extension: its store is its own, never Hail's, under its
    /// app's `CFBundleIdentifier` when the app gives one, else under the executable's name.
    static func kit(app: URL?, arguments: [String] = CommandLine.arguments) -> ProgramIdentity {
        let name = executableName(arguments) ?? "hail-extension"
        let identifier = app.flatMap { try? AppBundle.read(directory: $0) }?.info.bundleIdentifier
        // NB: a folder name, so a '/' in a malformed identifier cannot reach another folder; and
        // never Hail's own folder, even for a program that happens to be called hail.
        let folder = (identifier ?? name).replacingOccurrences(of: "/", with: "_")
        return ProgramIdentity(commandName: name, dataFolderName: folder == "hail" ? "hail-extension" : folder, defaultApp: app)
    }

    /// The app folder `path` names: absolute as it is; relative, from `cwd` or the nearest folder
    /// above it that holds it (as the grammar is found), so `swift run myrides` works from inside
    /// the package too. Nil-free: when none holds it, the path from `cwd`, which loading then
    /// reports as missing.
    static func appFolder(_ path: String, from cwd: URL) -> URL {
        guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path).standardizedFileURL }
        var folder = cwd.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(path).standardizedFileURL
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(AppInfo.fileName).path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return cwd.appendingPathComponent(path).standardizedFileURL
    }

    private static func executableName(_ arguments: [String]) -> String? {
        guard let first = arguments.first else { return nil }
        let name = URL(fileURLWithPath: first).lastPathComponent
        return name.isEmpty ? nil : name
    }
}

/// The running program, set once by `HailCLI.main` before the command line is parsed.
enum CurrentProgram {
    // NB: set once, before the command line is parsed, on the main thread; read after.
    nonisolated(unsafe) static var identity = ProgramIdentity.hail()
}
