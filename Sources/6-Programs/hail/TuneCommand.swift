import ArgumentParser
import Foundation
import RideLanguage

/// `hail tune`: scores the grammar against a labelled corpus and lists the misses.
struct TuneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tune",
        abstract: "Score the grammar against a labelled corpus (JSON lines as in shared/corpora) and list the misses, most common shapes first.",
        discussion: "Figures: intent recall and false positives on other-domain turns; per-slot recall and precision for drop-off, party size and ride option; answers; questions. Exits non-zero when a target is missed. With --json, one JSON object instead of the table."
    )

    @Argument(help: "The corpus: one JSON object a line with text, context, domain, intent, slots, answer, requests.")
    var corpus: String

    @Option(name: .long, help: ArgumentHelp("How many miss shapes to list per category.", valueName: "N"))
    var misses: Int = 10

    @Option(name: .long, help: ArgumentHelp("Compare with the grammar in DIR: every turn read differently, better or worse, and the change in every figure.", valueName: "DIR"))
    var baseline: String?

    @Flag(name: .long, help: "Print the report as one JSON object (figures with targets, misses with examples); with --baseline, the figures and the changes.")
    var json = false

    @OptionGroup var grammar: GrammarOptions

    func run() throws {
        let rideGrammar = try grammar.load()
        let url = URL(fileURLWithPath: corpus, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        if let baseline {
            try TuneWhatIf(corpus: url, name: corpus, baseline: baseline, json: json, limit: misses).run(current: rideGrammar)
            return
        }
        let report: TuningReport
        do {
            report = try CorpusScorer(grammar: rideGrammar).score(corpusAt: url)
        } catch {
            throw CommandFailure("hail tune: \(error)")
        }
        print(json ? report.json(missesPerCategory: max(0, misses)) : report.summary(missesPerCategory: max(0, misses)))
        if !report.meetsTargets { throw ExitCode.failure }
    }
}
