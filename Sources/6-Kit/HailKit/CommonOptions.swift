import ArgumentParser
import Foundation
import HailSession
import RideIntents
import RideLanguage
import RideSimulation

/// Options every command that runs a conversation shares.
struct SessionOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seed for every random choice of the simulated service (drivers, fleet, ride identifiers).", valueName: "N"), transform: ArgumentValues.seed)
    var seed: UInt64?

    @Option(name: .long, help: ArgumentHelp("Start a deterministic clock at this time, which then moves only when told to: ISO 8601 with an offset (2026-11-23T09:00:00-08:00), or a local time read in the service's zone (2026-11-23T09:00).", valueName: "TIME"), transform: ArgumentValues.clockText)
    var clock: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Run the real clock N times faster.", valueName: "N"), transform: ArgumentValues.speed)
    var speed: Double = 1

    @Option(name: .long, help: ArgumentHelp("The user profile: \(UserProfile.knownNames.joined(separator: ", ")).", valueName: "NAME"), transform: ArgumentValues.profile)
    var profile: String = "standard"

    @Option(name: .long, help: ArgumentHelp("The user's current location, a place name (default: the profile's).", valueName: "PLACE"))
    var location: String?

    @Flag(name: .long, help: "Print each resolution result and state transition.")
    var trace = false

    @OptionGroup var map: MapOptions

    @OptionGroup var grammar: GrammarOptions

    @OptionGroup var service: ExtensionCommandOptions

    func validate() throws {
        guard let location, let chosen = UserProfile.named(profile) else { return }
        if let problem = ArgumentValues.locationProblem(location, profile: chosen, map: map.map) { throw ValidationError(problem) }
    }

    func settings() throws -> SessionSettings {
        // NB: a local time is the map's: read once the map is known.
        let start = clock.flatMap { text in (map.map?.region ?? .bayArea).run { ClockText.date(text) } }
        let clockSetting = start.map { SessionSettings.ClockSetting.manual(start: $0) } ?? .system(speed: speed)
        var settings = SessionSettings(
            clock: clockSetting,
            seed: seed ?? UInt64.random(in: 1...999_999),
            profileName: profile,
            location: location,
            trace: trace,
            grammarDirectory: try grammar.directory(),
            grammarCache: grammar.cache(),
            rideExtension: try service.setting()
        ).withApp(try grammar.appDirectory())
        settings.map = map.map
        return settings
    }
}

/// `--grammar DIR`, and how Hail finds its grammar without it.
struct GrammarOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Use the grammar in DIR (default: the project's Grammar/en-US, found from the current directory, or the copy installed with \(CurrentProgram.identity.commandName)).", valueName: "DIR"))
    var grammar: String?

    @Flag(name: .long, help: ArgumentHelp("Compile the grammar from source, neither reading nor saving the compiled grammar kept in $XDG_CACHE_HOME/hail (~/.cache/hail)."))
    var noGrammarCache = false

    @OptionGroup var app: AppOptions

    /// Where the compiled grammar is kept between runs, unless `--no-grammar-cache`.
    func validate() throws {
        _ = try directory()
    }

    func cache() -> GrammarCache? {
        noGrammarCache ? nil : GrammarCache.standard()
    }

    func directory() throws -> URL {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let grammar {
            let url = URL(fileURLWithPath: grammar, relativeTo: cwd).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--grammar '\(grammar)' is not a directory.")
            }
            return url
        }
        guard let found = RideGrammar.defaultDirectory(startingAt: cwd) else {
            throw ValidationError("Could not find a grammar directory (Grammar/en-US). Run \(CurrentProgram.identity.commandName) from inside the Hail checkout, or pass --grammar DIR.")
        }
        return found
    }

    /// The app's folder the language is merged with (`--app`, or the default).
    func appDirectory() throws -> URL {
        try app.directory(grammar: try directory())
    }

    func load() throws -> RideGrammar {
        let directory = try directory()
        let app = try appDirectory()
        do {
            return try RideGrammar.load(directory: directory, app: app, cache: cache())
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

/// A failure whose message is already complete (a grammar diagnostic, a session error); printed as
/// is, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
