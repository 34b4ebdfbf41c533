import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage

/// `hail tune`: scores the grammar against labelled corpora and lists the misses.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Score the grammar against labelled corpora (JSON lines as in shared/corpora) and list the misses, most common shapes first.",
        discussion: """
            Figures, each only where the corpus labels it: intent recall (RequestRide, GetRideStatus, CancelRide) and false \
            positives on other-domain and near-domain turns; recall and precision for pickup, drop-off, scheduled time, party \
            size and ride option; answers; questions. A report per corpus, then (for several) their total. Exits non-zero when \
            any corpus misses a target. With --json, one JSON object instead of the tables.
            """
    )

    @Argument(help: "The corpora: one JSON object a line with text, context, domain, intent, slots, answer, requests (and STAR's fields).")
    var corpora: [String]

    @Option(name: .long, help: ArgumentHelp("How many miss shapes to list per category.", valueName: "N"))
    var misses: Int = 10

    @Option(name: .long, help: ArgumentHelp("Compare with the grammar in DIR: every turn read differently, better or worse, and the change in every figure.", valueName: "DIR"))
    var baseline: String?

    @Flag(name: .long, help: "Print the report as one JSON object (figures with targets, misses with examples); for several corpora, {meetsTargets, corpora, total}; with --baseline, the figures and the changes.")
    var json = false

    @OptionGroup var grammar: GrammarOptions

    func validate() throws {
        if corpora.isEmpty { throw ValidationError("Give at least one corpus file.") }
    }

    func run() throws {
        let rideGrammar = try grammar.load()
        let urls = corpora.map { URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) }
        if let baseline {
            try TuneWhatIf(corpora: Array(zip(corpora, urls)), baseline: baseline, json: json, limit: misses, app: try grammar.appDirectory()).run(current: rideGrammar)
            return
        }
        let limit = max(0, misses)
        var reports: [(name: String, report: TuningReport)] = []
        for (name, url) in zip(corpora, urls) {
            do {
                reports.append((name, try CorpusScorer(grammar: rideGrammar).score(corpusAt: url)))
            } catch {
                throw CommandFailure("\(CurrentProgram.identity.commandName) tune: \(error)")
            }
        }
        if json {
            print(reports.count == 1 ? reports[0].report.json(missesPerCategory: limit, corpus: reports[0].name) : TuningReport.json(corpora: reports, missesPerCategory: limit))
        } else if reports.count == 1 {
            print(reports[0].report.summary(missesPerCategory: limit))
        } else {
            var sections = reports.map { "== \($0.name)\n" + $0.report.summary(missesPerCategory: limit) }
            sections.append("== total of \(reports.count) corpora (targets are per corpus)\n" + TuningReport.total(of: reports.map(\.report)).summary(missesPerCategory: 0))
            print(sections.joined(separator: "\n\n"))
        }
        if !reports.allSatisfy(\.report.meetsTargets) { throw ExitCode.failure }
    }
}
