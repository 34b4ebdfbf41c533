import Foundation
import HailSession
import RideIntents
import RideLanguage
import RideSimulation
import SourceDiagnostics

/// Plays Hail's side of a golden transcript: a `HailSession` on a manual clock, set up from the
/// header directives, answering each user line and mid-conversation directive.
///
/// Header directives: `@map FILE` (a GeoJSON map, the path relative to the transcript's folder),
/// `@clock TIME` (as `--clock` takes it, see `ClockText`, a local time in the map's zone), `@seed N`, `@profile NAME`, `@location PLACE`,
/// `@trace on|off`, `@service available|unavailable`, `@app DIR` (the app's folder, relative to the
/// transcript's). Step directives: `@advance DURATION` (30s, 5m, 1h30m), `@interrupt` (Ctrl-C),
/// `@trace on|off`, `@location PLACE`, `@service …`.
public struct HailTranscriptDriver: TranscriptDriver {
    /// The directives a transcript may use, for "did you mean" and the README.
    public static let headerDirectives = ["map", "clock", "seed", "profile", "location", "trace", "service", "app"]
    public static let stepDirectives = ["advance", "interrupt", "trace", "location", "service"]

    let grammarDirectory: URL
    let grammarCache: GrammarCache?
    /// The ride service each transcript's session talks to: an extension, or `nil` for the
    /// simulated one.
    public var rideExtension: ExtensionSetting?
    /// The app every transcript speaks for unless its header names one (`@app DIR`): the folder
    /// of `--app`, or nil for the default app beside the grammar.
    public var appDirectory: URL?
    /// The map of every transcript without a `@map` (`hail replay --map`); `nil` for the built-in one.
    public var map: ServiceMap?
    /// The grammar of `grammarDirectory` loaded once for every transcript (`hail replay`), or nil
    /// to load it for each session.
    let grammar: RideGrammar?
    private(set) var session: HailSession?

    /// A driver for sessions on the grammar in `grammarDirectory`, read from `grammarCache` when
    /// it holds that grammar compiled; `grammar`, when given, is that grammar already loaded.
    public init(grammarDirectory: URL, grammarCache: GrammarCache? = nil, grammar: RideGrammar? = nil) {
        self.grammarDirectory = grammarDirectory
        self.grammarCache = grammarCache
        self.grammar = grammar
    }

    public mutating func start(header: [TranscriptDirective]) throws {
        var settings = SessionSettings(clock: .manual(start: SessionSettings.referenceDate), seed: 1, grammarDirectory: grammarDirectory, grammarCache: grammarCache, rideExtension: rideExtension)
        settings.appDirectory = appDirectory
        settings.map = try header.last { $0.name == "map" }.map(Self.map) ?? map
        var appDirective: TranscriptDirective?
        // NB: the rest of the header is read in the map's zone: a local `@clock` time is the map's.
        try (settings.map?.region ?? .bayArea).run { () throws in appDirective = try read(header, into: &settings) }
        do {
            // NB: the shared grammar is the run's app's; a transcript naming its own app loads its own.
            session = try HailSession(settings: settings, grammar: appDirective == nil ? grammar : nil)
        } catch let error as SessionError {
            if let appDirective, let folder = settings.appDirectory, error.description.contains(folder.path) {
                throw appDirective.error(error.description, at: .argument)
            }
            let culprit = header.first { ["profile", "location"].contains($0.name) && error.description.contains($0.argument) }
            if let culprit { throw culprit.error(error.description, at: .argument) }
            throw error
        }
    }

    /// The map `@map FILE` names, its path relative to the transcript's folder.
    static func map(_ directive: TranscriptDirective) throws -> ServiceMap {
        let folder = URL(fileURLWithPath: directive.location.file).deletingLastPathComponent()
        let path = directive.argument.hasPrefix("/") ? directive.argument : folder.appendingPathComponent(directive.argument).relativePath
        do {
            return try ServiceMap.load(contentsOf: path)
        } catch {
            throw directive.error(error.description, at: .argument)
        }
    }

    /// Reads the header into `settings`; the `@app` directive, when there is one.
    private func read(_ header: [TranscriptDirective], into settings: inout SessionSettings) throws -> TranscriptDirective? {
        var appDirective: TranscriptDirective?
        for directive in header {
            switch directive.name {
            case "map":
                break
            case "app":
                guard !directive.argument.isEmpty else {
                    throw directive.error("@app needs the app's folder", at: .argument, expected: "expected a folder holding Info.plist, relative to this transcript's")
                }
                let transcriptFolder = URL(fileURLWithPath: directive.location.file).deletingLastPathComponent()
                settings.appDirectory = URL(fileURLWithPath: directive.argument, relativeTo: transcriptFolder).standardizedFileURL
                appDirective = directive
            case "clock":
                guard let date = ClockText.date(directive.argument) else {
                    throw directive.error("'\(directive.argument)' is not a time", at: .argument, expected: "expected a time such as \(ClockText.examples)")
                }
                settings.clock = .manual(start: date)
            case "seed":
                guard let seed = UInt64(directive.argument) else {
                    throw directive.error("'\(directive.argument)' is not a seed", at: .argument, expected: "expected a whole number such as 42")
                }
                settings.seed = seed
            case "profile":
                settings.profileName = directive.argument
            case "location":
                settings.location = directive.argument
            case "trace":
                settings.trace = try Self.onOff(directive)
            case "service":
                settings.serviceUnavailable = try Self.unavailable(directive)
            default:
                throw Self.unknown(directive, among: Self.headerDirectives)
            }
        }
        return appDirective
    }

    public mutating func perform(_ step: TranscriptStep) throws -> String {
        guard let session else { throw step.error("the conversation was not started") }
        switch step.kind {
        case .say(let text):
            return session.handle(line: text).text
        case .directive(let directive):
            switch directive.name {
            case "advance":
                guard let seconds = DurationText.seconds(directive.argument) else {
                    throw directive.error("'\(directive.argument)' is not a duration", at: .argument, expected: "expected a duration such as 30s, 5m or 1h30m")
                }
                if let tooLong = DurationText.tooLong(seconds) { throw directive.error(tooLong, at: .argument) }
                guard session.manualClock != nil else { throw directive.error("@advance needs a manual clock") }
                return session.advance(by: seconds).text
            case "interrupt":
                return session.interrupt().text
            case "trace":
                return session.handle(line: ":trace \(try Self.onOff(directive) ? "on" : "off")").text
            case "location":
                do {
                    try session.service.setCurrentLocation(named: directive.argument)
                } catch {
                    throw directive.error("\(error)", at: .argument)
                }
                return ""
            case "service":
                session.service.isTemporarilyUnavailable = try Self.unavailable(directive)
                return ""
            default:
                throw Self.unknown(directive, among: Self.stepDirectives)
            }
        }
    }

    static func onOff(_ directive: TranscriptDirective) throws -> Bool {
        switch directive.argument.lowercased() {
        case "on": return true
        case "off": return false
        default: throw directive.error("@trace takes on or off", at: .argument, expected: "expected 'on' or 'off'")
        }
    }

    static func unavailable(_ directive: TranscriptDirective) throws -> Bool {
        switch directive.argument.lowercased() {
        case "available": return false
        case "unavailable": return true
        default: throw directive.error("@service takes available or unavailable", at: .argument, expected: "expected 'available' or 'unavailable'")
        }
    }

    static func unknown(_ directive: TranscriptDirective, among known: [String]) -> SourceDiagnostic {
        let hint = Suggestion.closest(to: directive.name, among: known).map { "; did you mean '@\($0)'?" } ?? ""
        return directive.error(
            "unknown directive '@\(directive.name)'\(hint)",
            expected: "expected one of " + known.map { "@\($0)" }.joined(separator: ", ")
        )
    }
}
