import Foundation
import HailIntents
import HailSession

/// Hail's whole command line (the REPL, `--jsonl`, `replay` and `--record`, `options`, `parse`,
/// `tune` and the rest) as one call, so that an executable's `main.swift` can be just that call.
///
/// ```swift
/// import HailKit
///
/// HailCLI.main(extension: ShuttleExtension(), app: "App")
/// ```
public enum HailCLI {
    /// Runs `hail` with the process's arguments, with `extension` as the ride service, and exits
    /// the process when the command is done.
    ///
    /// Hail plays Siri and Maps in front of the extension: the grammar and the dialog, the
    /// gazetteer that turns the words into `CLPlacemark`s before the extension's resolvers see
    /// them, the user's profile, current location and cards. The extension is asked for its
    /// handlers (`handler(for:)`) as SiriKit asks.
    ///
    /// - Parameters:
    ///   - makeExtension: the extension; the expression is evaluated once per conversation,
    ///     so each transcript `replay` plays starts with a fresh one.
    ///   - app: the app's folder in Xcode's layout (`Info.plist`, `en.lproj/AppIntentVocabulary.plist`),
    ///     absolute, or relative to the current directory or a folder above it: its name is the one said to the rider, its names and
    ///     vocabulary are heard, and its `CFBundleIdentifier` names the folder the program's store
    ///     and history are kept in (else the executable's name: never Hail's). `--app DIR` overrides
    ///     it for a run. Nil speaks for Hail's own app.
    ///
    /// Each answer is awaited up to 10 seconds (`HAIL_EXTENSION_TIMEOUT=SECONDS` changes it); a
    /// call that does not answer, answers twice or answers with something Hail cannot use is named
    /// in a "Ride service error: …" line, and the dialog goes on. Without a path, `replay` plays
    /// the transcripts under `Transcripts/` in the current directory.
    public static func main(extension makeExtension: @autoclosure @escaping @Sendable () -> INExtension, app: String? = nil) {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        CurrentProgram.identity = .kit(app: app.map { ProgramIdentity.appFolder($0, from: cwd) })
        let timeout = ExtensionSetting.timeout(environment: ProcessInfo.processInfo.environment)
        if let problem = timeout.problem { FileHandle.standardError.write(Data("\(CurrentProgram.identity.commandName): \(problem)\n".utf8)) }
        CurrentService.setting = ExtensionSetting(timeout: timeout.seconds, make: makeExtension)
        Hail.main()
    }

    /// Runs `hail` with the process's arguments, against Hail's simulated Bay Area service, and
    /// exits the process when the command is done.
    public static func main() {
        CurrentProgram.identity = .hail()
        CurrentService.setting = nil
        Hail.main()
    }
}

/// The ride service `HailCLI.main` was given, for the commands that start conversations.
enum CurrentService {
    // NB: set once, before the command line is parsed, on the main thread; read after.
    nonisolated(unsafe) static var setting: ExtensionSetting?
}
