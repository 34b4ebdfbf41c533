import ArgumentParser
import Foundation
import RideIntents

/// The `hail` command: the REPL by default, and the tools beside it. ``HailCLI/main()`` runs it.
struct Hail: ParsableCommand {
    // NB: computed, so help and usage name the program actually run (`myrides`, a HailKit
    // program), which `HailCLI.main` sets before anything is parsed.
    static var configuration: CommandConfiguration {
        let name = CurrentProgram.identity.commandName
        return CommandConfiguration(
            commandName: name,
            abstract: "Siri's ride-booking conversation, offline: type a ride request and be taken through resolve, confirm and handle.",
            discussion: """
                With no subcommand, starts the REPL (or reads lines from standard input when it is not a terminal).
                Examples:
                  \(name)                           # the REPL
                  echo "get me a cab to SFO" | \(name) --jsonl --seed 7
                  \(name) parse "an XL to the airport for 5"
                  \(name) options --to SFO --party 3 # what Maps shows
                  \(name) replay                    # every golden transcript
                  \(name) --app Apps/Pedicab        # speak for another app (Info.plist, en.lproj/)
                  \(name) donations --ics rides.ics # reservations, for a calendar
                  \(name) check-store               # the store checked in full
                  \(name) lint                      # conflicts in the grammar
                  \(name) tune CORPUS --baseline OLD   # what a grammar edit does
                """,
            version: HailVersion.text,
            subcommands: [
                ReplCommand.self, OptionsCommand.self, ParseCommand.self, ReplayCommand.self, TuneCommand.self, DonationsCommand.self, CheckStoreCommand.self,
                LintCommand.self, SampleCommand.self, OverlapCommand.self, CoverageCommand.self,
            ],
            defaultSubcommand: ReplCommand.self
        )
    }

    /// Runs the command line like ArgumentParser's own `main`, with four differences: `--help`
    /// lists the REPL's options too (``RootHelp``), a mistyped
    /// subcommand gets a "did you mean", a validation error found while running (not while
    /// parsing) shows the usage of the subcommand that found it, not the root's, and card numbers
    /// and security codes are redacted from what an error prints (`--location "4111 1111 1111 1111"`
    /// is not echoed).
    static func main() {
        let raw = Array(CommandLine.arguments.dropFirst())
        if RootHelp.isAsked(by: raw) {
            print(RootHelp.text())
            return
        }
        // NB: `hail parse` is read by ArgumentParser with `ParseCommand` as the root, not `Hail`:
        // the root reads every subcommand's options by reflection first, 15-20 ms of CPU a run
        // (PERFORMANCE.md, "hail parse's command line"). Whatever `ParseCommand` refuses (help, an
        // unknown option, a line `validate()` rejects) is read again by the root below, so its
        // messages and usage are the root's.
        if raw.first == "parse", let parse = (try? ParseCommand.parseAsRoot(Array(raw.dropFirst()))) as? ParseCommand {
            run(parse)
            return
        }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        let arguments = ExtensionCommandOptions.movedAfterSubcommand(raw, subcommands: names)
        if let message = SubcommandSuggestion.error(for: arguments, subcommands: names) {
            exitRedacted(ValidationError(message))
        }
        let command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            exitRedacted(error)
        }
        run(command)
    }

    /// Runs a parsed command; an error it throws is printed (redacted) and ends the process.
    private static func run(_ command: ParsableCommand) {
        var command = command
        do {
            try command.run()
        } catch let error as ValidationError {
            let subcommand = type(of: command)
            let name = ([configuration.commandName] + (subcommand == Hail.self ? [] : [subcommand.configuration.commandName])).compactMap { $0 }.joined(separator: " ")
            FileHandle.standardError.write(Data(CardNumberRedaction.redacted("""
                Error: \(error.message)
                Usage: \(usageString(for: subcommand))
                  See '\(name) --help' for more information.

                """).utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            exitRedacted(error)
        }
    }

    /// ArgumentParser's `exit(withError:)`, with card numbers and security codes redacted from what
    /// it prints.
    static func exitRedacted(_ error: Error) -> Never {
        let code = exitCode(for: error)
        let message = CardNumberRedaction.redacted(fullMessage(for: error))
        if code == .success {
            if !message.isEmpty { print(message) }
        } else if !message.isEmpty {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        Foundation.exit(code.rawValue)
    }
}
