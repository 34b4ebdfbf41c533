import ArgumentParser
import Foundation
import RideIntents

/// The `hail` command: the REPL by default, and the tools beside it.
@main
struct Hail: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hail",
        abstract: "Siri's ride-booking conversation, offline: type a ride request and be taken through resolve, confirm and handle.",
        discussion: """
            With no subcommand, starts the REPL (or reads lines from standard input when it is not a terminal).
            Examples:
              hail                           # the REPL
              echo "get me a cab to SFO" | hail --jsonl --seed 7
              hail parse "an XL to the airport for 5"
              hail options --to SFO --party 3 # what Maps shows
              hail replay                    # every golden transcript
              hail donations --ics rides.ics # reservations, for a calendar
              hail lint                      # conflicts in the grammar
              hail tune CORPUS --baseline OLD   # what a grammar edit does
            """,
        subcommands: [
            ReplCommand.self, OptionsCommand.self, ParseCommand.self, ReplayCommand.self, TuneCommand.self, DonationsCommand.self,
            LintCommand.self, SampleCommand.self, OverlapCommand.self, CoverageCommand.self,
        ],
        defaultSubcommand: ReplCommand.self
    )

    /// Runs the command as `ParsableCommand.main()` does, with card numbers and security codes
    /// redacted from what an error prints (`--location "4111 1111 1111 1111"` is not echoed).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
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
}
