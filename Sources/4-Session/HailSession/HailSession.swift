import Conversation
import ExtensionHost
import Foundation
import GrammarWorkbench
import RideIntents
import RideLanguage
import RideSimulation
import RideStore

/// One Hail conversation wired up: the grammar, Siri's and Maps' side, a ride service (the
/// simulated one, or an extension), the dialog engine and the REPL's meta-commands. The REPL, `--jsonl` and the transcript harness all drive a session the
/// same way, one line at a time, so they give the same answers.
public final class HailSession {
    public private(set) var settings: SessionSettings
    /// The dialog engine (its grammar is replaced on `:reload`).
    public let engine: ConversationEngine
    /// Hail's own side, played by the simulation: the user's profile and current location, the
    /// gazetteer that plays Maps, the wallet. Unless an extension is given, also the ride service.
    public let service: SimulatedRideService
    /// The ride service the dialog talks to: ``service``, or the extension of
    /// `settings.rideExtension` (with Maps and the wallet in front of it).
    public let rideService: SessionRideService
    /// Whether the ride service is an extension rather than the simulation.
    public var hostsExtension: Bool { !(rideService === service) }
    /// The clock, when it is a manual one (transcripts, `--clock`).
    public let manualClock: ManualClock?
    /// The clock, when it is the wall clock (`--speed`).
    public let systemClock: SystemClock?
    /// Where "now" comes from.
    public let clock: RideClock
    /// The grammar as loaded from disk, before the profile's vocabulary is added.
    private var baseGrammar: RideGrammar
    /// Where rides, the profile, vocabulary and donations are kept.
    public let store: RideStore
    /// Everything said to the dialog, with what it expected then (`:coverage`, `:why`).
    public private(set) var heard: [Utterance] = []
    /// The completed ride the rider was last moved to the drop-off of (rides completed before
    /// the session started leave the location as it was set).
    private var arrivedAfterRide: String?
    /// The rider's location when last checked, to tell a move made meanwhile (`@location`).
    private var locationWhenChecked: Placemark?

    /// Sets up a session; throws a `SessionError` whose message says what is wrong (an unknown
    /// profile or location, a grammar that does not load). A `grammar` given is used instead of
    /// loading `settings.grammarDirectory` (the dialog fuzzer loads it once for every session).
    public init(settings: SessionSettings, grammar: RideGrammar? = nil) throws {
        self.settings = settings
        let clock: RideClock
        switch settings.clock {
        case .system(let speed):
            let system = SystemClock(speed: speed)
            clock = system
            systemClock = system
            manualClock = nil
        case .manual(let start):
            let manual = ManualClock(now: start)
            clock = manual
            manualClock = manual
            systemClock = nil
        }
        self.clock = clock
        guard let profile = UserProfile.named(settings.profileName) else {
            throw SessionError("Unknown profile '\(settings.profileName)'. Known profiles: \(UserProfile.knownNames.joined(separator: ", ")).")
        }
        let map: ServiceMap
        do {
            map = try settings.map ?? ServiceMap.loadBundled()
        } catch {
            throw SessionError("The simulated ride service could not start: \(error)")
        }
        service = SimulatedRideService(clock: clock, seed: settings.seed, profile: map.adapting(profile), map: map)
        service.isTemporarilyUnavailable = settings.serviceUnavailable
        if let location = settings.location {
            do {
                try service.setCurrentLocation(named: location)
            } catch {
                throw SessionError("\(error)")
            }
        }
        baseGrammar = try grammar ?? Self.loadGrammar(settings.grammarDirectory, app: settings.appDirectory, cache: settings.grammarCache)
        service.appName = baseGrammar.appName ?? RideVoice.defaultAppName
        store = try Self.openStore(settings.store, seals: settings.storeSeals)
        if let setting = settings.rideExtension {
            rideService = ExtensionRideService(
                maps: service, hosted: HostedExtension(extension: setting.make(), clock: clock, timeout: setting.timeout),
                boundsServiceArea: settings.map != nil)
        } else {
            service.ledger = store
            rideService = service
        }
        engine = ConversationEngine(service: rideService, grammar: baseGrammar, clock: clock)
        // NB: a grammar given with this profile's vocabulary already (the dialog fuzzer's, one per
        // input) is used as it is: adding the vocabulary again rebuilds its lists, for nothing.
        let vocabulary = userVocabulary
        engine.grammar = baseGrammar.userVocabulary == vocabulary ? baseGrammar : baseGrammar.withUserVocabulary(vocabulary)
        engine.isTracing = settings.trace
        try keepProfile()
        syncRides()
        arrivedAfterRide = service.lastRide?.rideIdentifier
        locationWhenChecked = service.profile.currentLocation
    }

    /// The grammar of `directory` with the app in `app` (nil: the default app beside the grammar).
    static func loadGrammar(_ directory: URL, app: URL?, cache: GrammarCache?) throws -> RideGrammar {
        do {
            return try RideGrammar.load(directory: directory, app: app ?? AppBundle.defaultDirectory(besideGrammar: directory), cache: cache)
        } catch {
            throw SessionError("\(error)")
        }
    }

    /// The profile's saved place names and payment nicknames, as Siri's user vocabulary.
    // NB: "home" and "work" are understood even when not saved (Siri knows the words): "take me to
    // work" then says no work address is saved, rather than not being understood.
    public var userVocabulary: UserVocabulary {
        service.profile.vocabulary
    }

    // MARK: - Input

    /// Where the service runs: the time zone and area its words use (the map's).
    public var region: ServiceRegion { service.map.region }

    /// Runs `body` in the session's region, as the session's own calls run: times read and
    /// said in the map's zone (a caller that drives `engine` directly, `hail options`).
    public func inRegion<T>(_ body: () throws -> T) rethrows -> T {
        try region.run(body)
    }

    /// Answers one line: a meta-command when it starts with ':', otherwise something said to the
    /// dialog.
    public func handle(line: String) -> SessionOutput {
        inRegion { answer(line: line) }
    }

    private func answer(line: String) -> SessionOutput {
        guard line.utf8.count <= settings.lineLimit else { return answerOverlongLine() }
        let line = CardNumberRedaction.redacted(line)
        syncRides()
        arriveAfterCompletedRide()
        if Self.isMetaCommand(line) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch MetaCommand.parse(trimmed) {
            case .success(let command): return withFaults(perform(command))
            case .failure(let error): return SessionOutput(text: error.description)
            }
        }
        heard.append(Utterance(Self.sanitized(line), expecting: engine.expectation))
        let turn = engine.respond(to: Self.sanitized(line))
        let faults = rideService.takeFaults()
        let text = ([render(turn)] + faults.map(faultLine) + notes(after: turn)).filter { !$0.isEmpty }.joined(separator: "\n")
        return withFaults(withUpdates(SessionOutput(text: text, turn: turn, faults: faults)))
    }

    /// Once a ride is completed the rider is where it dropped them, so the next pickup is there.
    /// A location set meanwhile (`@location`) wins.
    private func arriveAfterCompletedRide() {
        defer { locationWhenChecked = service.profile.currentLocation }
        guard let ride = service.lastRide, ride.phase == .completed, ride.completionStatus?.isCanceled != true,
              ride.rideIdentifier != arrivedAfterRide, let dropOff = ride.dropOffLocation else { return }
        arrivedAfterRide = ride.rideIdentifier
        guard service.profile.currentLocation == locationWhenChecked else { return }
        service.profile.currentLocation = dropOff
    }

    /// Answers a line longer than `SessionSettings.lineLimit` (or one a reader skipped for being so)
    /// without reading it: the dialog says so and asks its question again; nothing else changes.
    public func handleOverlongLine() -> SessionOutput {
        inRegion { answerOverlongLine() }
    }

    private func answerOverlongLine() -> SessionOutput {
        let turn = engine.respondToOverlongLine(limit: settings.lineLimit)
        return withFaults(SessionOutput(text: render(turn), turn: turn))
    }

    /// Ctrl-C: abandons the request under way, or stops following the ride.
    public func interrupt() -> SessionOutput {
        inRegion { interruptInRegion() }
    }

    private func interruptInRegion() -> SessionOutput {
        let turn = engine.interrupt()
        return withFaults(SessionOutput(text: render(turn), turn: turn))
    }

    // MARK: - Time and live updates

    /// Moves the clock ahead (`:advance`, `@advance`) and returns the live updates that came due.
    public func advance(by seconds: TimeInterval) -> SessionOutput {
        inRegion { advanceInRegion(by: seconds) }
    }

    private func advanceInRegion(by seconds: TimeInterval) -> SessionOutput {
        let seconds = min(max(seconds.isNaN ? 0 : seconds, 0), DurationText.maximumSeconds)
        manualClock?.advance(by: seconds)
        systemClock?.advance(by: seconds)
        return withFaults(withUpdates(SessionOutput(text: "")))
    }

    /// The live updates due now (the REPL asks on a timer while the wall clock runs).
    public func pollRideUpdates() -> SessionOutput {
        inRegion { withFaults(withUpdates(SessionOutput(text: ""))) }
    }

    /// Adds what went wrong in the ride service's calls (an extension that did not answer, or
    /// answered with something Hail cannot use) to an output's reply, one line each.
    private func withFaults(_ output: SessionOutput) -> SessionOutput {
        let faults = rideService.takeFaults()
        guard !faults.isEmpty else { return output }
        var output = output
        output.reply = ([output.reply] + faults.map(faultLine)).filter { !$0.isEmpty }.joined(separator: "\n")
        output.faults += faults
        return output
    }

    /// How a fault of the ride service is shown, in the dialog's voice: "Ride service error:
    /// resolvePartySize did not answer within 10 s".
    func faultLine(_ fault: ExtensionFault) -> String {
        RideVoice(appName: engine.appName, now: clock.now).words(for: .serviceFault(CardNumberRedaction.redacted(fault.description)))
    }

    /// Whether the user follows a ride's live updates.
    public var isFollowingRide: Bool { engine.isFollowingRide }

    /// Wall-clock seconds until the next live update falls due, when a ride is followed on the
    /// wall clock; the REPL sleeps this long.
    public var secondsUntilNextUpdate: TimeInterval? {
        guard let systemClock, engine.isFollowingRide, let next = rideService.nextUpdateDate else { return nil }
        return max(0, next.timeIntervalSince(clock.now)) / max(systemClock.speed, 0.001)
    }

    /// Adds the updates due now to an output, after its text.
    private func withUpdates(_ output: SessionOutput) -> SessionOutput {
        guard engine.isFollowingRide else { return output }
        rideService.tick()
        var output = output
        output.updates = engine.takeRideUpdates()
        return output
    }

    /// Strips control characters (other than tab) so odd terminal input cannot reach the grammar.
    static func sanitized(_ line: String) -> String {
        // NB: a line of printable ASCII and tabs has nothing to drop: returned as it is, without
        // a scalar filter through CharacterSet (with the trimming below, 10% of a --jsonl dialog, perf).
        if line.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) { return line }
        return String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 == "\t" || !CharacterSet.controlCharacters.contains($0) }))
    }

    /// Whether `line` is a meta-command: ":" first once blanks (`.whitespaces`) are trimmed.
    static func isMetaCommand(_ line: String) -> Bool {
        for byte in line.utf8 {
            if byte == 0x20 || byte == 0x09 { continue }
            if byte >= 0x80 { break }
            return byte == UInt8(ascii: ":")
        }
        return line.trimmingCharacters(in: .whitespaces).hasPrefix(":")
    }

    /// The text for a turn: its trace lines when tracing, then what Hail said.
    public func render(_ turn: Turn) -> String {
        var lines: [String] = []
        if engine.isTracing { lines += turn.trace.map { "  [trace] \($0)" } }
        lines += turn.said
        return lines.joined(separator: "\n")
    }

    // MARK: - Meta-commands

    func perform(_ command: MetaCommand) -> SessionOutput {
        switch command {
        case .help:
            return SessionOutput(text: Self.helpText)
        case .quit:
            return SessionOutput(text: "", quits: true)
        case .trace(let on):
            let enabled = on ?? !engine.isTracing
            engine.isTracing = enabled
            settings.trace = enabled
            return SessionOutput(text: "Trace is \(enabled ? "on" : "off").")
        case .explain(let text):
            let understanding = engine.grammar.understand(text, expecting: engine.expectation)
            return SessionOutput(text: "\(understanding.jsonLine())\n\(UnderstandingExplanation.render(understanding))")
        case .reload:
            do {
                baseGrammar = try Self.loadGrammar(settings.grammarDirectory, app: settings.appDirectory, cache: settings.grammarCache)
                engine.grammar = baseGrammar.withUserVocabulary(userVocabulary)
                service.appName = baseGrammar.appName ?? RideVoice.defaultAppName
                return SessionOutput(text: "Reloaded the \(settings.grammarDirectory.lastPathComponent) grammar.")
            } catch {
                return SessionOutput(text: "The grammar did not reload; keeping the one in use.\n\(error)")
            }
        case .reset:
            engine.reset()
            return SessionOutput(text: "Forgot the request under way.")
        case .maps(let from, let to, let partySize):
            let turn = engine.listRideOptions(from: from.map(PlaceMention.named), to: .named(to), partySize: partySize)
            return SessionOutput(text: render(turn), turn: turn)
        case .watch:
            let turn = engine.followRide()
            return SessionOutput(text: render(turn), turn: turn)
        case .unwatch:
            let turn = engine.stopFollowingRide()
            return SessionOutput(text: render(turn), turn: turn)
        case .advance(let seconds):
            var output = advanceInRegion(by: seconds)
            let moved = "Clock moved \(DurationText.describe(seconds)) to \(ServiceTimeZone.dateAndTime(clock.now, withSeconds: true))."
            output.reply = moved
            return output
        case .donations:
            return SessionOutput(text: donationsText())
        case .lint, .coverage, .why:
            return workbenchOutput(command)
        case .vocabulary:
            let vocabulary = userVocabulary
            return SessionOutput(text: """
                Saved places: \(vocabulary.placeNames.joined(separator: ", "))
                Payment nicknames: \(vocabulary.paymentNicknames.joined(separator: ", "))
                """)
        }
    }

    /// `:help`: the meta-commands and a few things to say (of the current region's places).
    public static var helpText: String {
        let region = ServiceRegion.current
        var lines = ["Say what you want, for example:",
                     "  get me an SUV from \(region.exampleOrigin) to \(region.exampleDestination) for 4, pay with my Amex",
                     "  where's my ride?    cancel my ride    rate my driver 5 stars",
                     "  what rides are there to \(region.exampleOtherPlace)?    keep me posted",
                     "At any prompt: \"cancel\" stops the request, \"help\" explains the prompt.",
                     "Commands:"]
        let width = MetaCommand.catalogue.map(\.usage.count).max() ?? 0
        for entry in MetaCommand.catalogue {
            lines.append("  \(entry.usage.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
        }
        lines.append("Ctrl-C abandons the request under way (or stops live updates); Ctrl-D leaves.")
        return lines.joined(separator: "\n")
    }

    // MARK: - Completion

    /// What Tab may complete to, for the text before the cursor: the meta-commands on a line that
    /// starts with ':', otherwise ride option names, place names and saved places. The line editor
    /// keeps those that extend the words being typed.
    public func completionCandidates(for lineBeforeCursor: String) -> [String] {
        if lineBeforeCursor.hasPrefix(":") {
            return MetaCommand.catalogue.map(\.name)
        }
        return engine.grammar.rideOptionNames + service.gazetteer.names + userVocabulary.placeNames
    }
}
