import ArgumentParser

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
}
