import ArgumentParser
import Foundation
import HailBridge
import HailSession

/// `--extension-command CMD`: the ride service is a program in any language, spoken to in the
/// bridge protocol (HailBridge), instead of the simulated one or the extension `HailCLI.main` was
/// given.
struct ExtensionCommandOptions: ParsableArguments {
    @Option(name: .customLong("extension-command"), help: ArgumentHelp("Use the ride service CMD starts (run with /bin/sh -c), spoken to in the bridge protocol over its standard input and output; see Examples/PythonRideService.", valueName: "CMD"))
    var extensionCommand: String?

    func validate() throws {
        if let extensionCommand, extensionCommand.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--extension-command needs a command, such as --extension-command \"python3 ride_service.py\".")
        }
    }

    /// The ride service: the command's when given, else the extension `HailCLI.main` was given,
    /// else none (the simulated service).
    ///
    /// The bridge waits two fifths of Hail's timeout for each answer (4 s of 10 s), and as long
    /// again for the service to start, so that when a service hangs, the bridge's own fault, with
    /// what the service wrote, is the one shown.
    ///
    /// - Throws: `CommandFailure` when the command's service does not start and say hello: it is
    ///   started here, before any dialog, and the first conversation gets it already running.
    func setting() throws -> ExtensionSetting? {
        guard let command = extensionCommand else { return CurrentService.setting }
        let timeout = ExtensionSetting.timeout(environment: ProcessInfo.processInfo.environment)
        if let problem = timeout.problem { FileHandle.standardError.write(Data("\(CurrentProgram.identity.commandName): \(problem)\n".utf8)) }
        let bridgeTimeout = timeout.seconds * 0.4
        let settings = BridgeSettings(timeout: bridgeTimeout, startTimeout: bridgeTimeout)
        // NB: a service that cannot start was found only at the first request, as seven fault
        // lines and "couldn't book that ride" before anything was booked; told once, here, instead.
        let started = BridgedExtension(command: command, settings: settings)
        if let problem = started.startService() {
            started.stop()
            throw CommandFailure("--extension-command \(command): the ride service did not start: \(problem).")
        }
        let handOver = StartedExtension(started)
        return ExtensionSetting(timeout: timeout.seconds) {
            handOver.take() ?? BridgedExtension(command: command, settings: settings)
        }
    }

    /// The options that may come before the subcommand: a ride service, an app and a map are
    /// chosen for a whole run, so `hail --app DIR replay` is natural to type (and the replay hint
    /// names them so).
    static let optionsBeforeSubcommand = ["--extension-command", "--app", "--map"]

    /// The arguments with a leading `--extension-command CMD` (or `--app DIR`, `--map FILE`) moved after the
    /// subcommand that follows it, so that `hail --extension-command CMD replay` reads as `hail
    /// replay --extension-command CMD`.
    static func movedAfterSubcommand(_ arguments: [String], subcommands: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first, let option = optionsBeforeSubcommand.first(where: { first == $0 || first.hasPrefix($0 + "=") }) {
            leading.append(rest.removeFirst())
            if first == option, let value = rest.first {
                leading.append(value)
                rest.removeFirst()
            }
        }
        guard !leading.isEmpty, let subcommand = rest.first, subcommands.contains(subcommand) else { return arguments }
        return [subcommand] + leading + rest.dropFirst()
    }
}

/// The extension started at launch, handed to the first conversation that asks; later ones start
/// their own.
private final class StartedExtension: @unchecked Sendable {
    // NB: guarded by `lock`; transcripts may be set up on several threads.
    private var started: BridgedExtension?
    private let lock = NSLock()

    init(_ started: BridgedExtension) {
        self.started = started
    }

    func take() -> BridgedExtension? {
        lock.lock()
        defer { lock.unlock() }
        let taken = started
        started = nil
        return taken
    }
}
