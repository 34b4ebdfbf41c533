import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage
import TranscriptHarness

/// `hail coverage`: which rules, alternatives, optional parts and list entries real turns use.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Replay the transcripts and parse a corpus, then show which grammar rules, alternatives, optional parts and list entries were used and which never were, per file and line, with a share per intent.",
        discussion: "Without --corpus or --transcripts, replays the project's Transcripts/. The parts each parse used are re-derived from the grammar's declarations, so the matcher runs as it always does."
    )

    @Option(name: .long, help: ArgumentHelp("A labelled corpus (JSON lines as in shared/corpora); each turn is read with the expectation its system turn sets.", valueName: "FILE"))
    var corpus: String?

    @Option(name: .long, help: ArgumentHelp("Replay the transcripts in DIR (default: the project's Transcripts/ when no --corpus is given).", valueName: "DIR"))
    var transcripts: String?

    @Option(name: .long, help: ArgumentHelp("Also write the grammar files annotated with hit counts as one HTML page.", valueName: "FILE"))
    var html: String?

    @Flag(name: .long, help: "List every site never hit (default: the first 40).")
    var all = false

    @Flag(name: .long, help: "One JSON object with every site and its hits.")
    var json = false

    @OptionGroup var grammar: GrammarOptions

    @OptionGroup var map: MapOptions

    func run() throws {
        let directory = try grammar.directory()
        let workbench: WorkbenchGrammar
        do {
            workbench = try WorkbenchGrammar.load(directory: directory, app: try grammar.appDirectory())
        } catch {
            throw CommandFailure("\(error)")
        }
        var coverage = GrammarCoverage(grammar: workbench)
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if transcripts != nil || corpus == nil {
            for url in try TranscriptFiles.find(transcripts.map { [$0] } ?? [], grammarDirectory: directory, command: "coverage") {
                let transcript: Transcript
                do {
                    transcript = try TranscriptParser.parse(contentsOf: url, file: TranscriptFiles.displayName(url))
                } catch {
                    throw CommandFailure(error.description)
                }
                var driver = HailTranscriptDriver(grammarDirectory: directory, grammarCache: grammar.cache())
                driver.rideExtension = CurrentService.setting
                driver.appDirectory = try grammar.appDirectory()
                driver.map = map.map
                _ = TranscriptReplayer.replay(transcript, driver: &driver)
                for utterance in driver.heard { coverage.hear(utterance) }
            }
        }
        if let corpus {
            let records: [CorpusRecord]
            do {
                records = try CorpusScorer.records(contentsOf: URL(fileURLWithPath: corpus, relativeTo: cwd))
            } catch {
                throw CommandFailure("\(CurrentProgram.identity.commandName) coverage: \(corpus): \(error)")
            }
            for record in records { coverage.hear(Utterance(record.text, expecting: SystemTurnReading(record.context).expectation)) }
        }
        let report = coverage.report()
        print(json ? report.json() : report.summary(neverHitLimit: all ? .max : 40))
        if let html {
            let url = URL(fileURLWithPath: html, relativeTo: cwd)
            do {
                try CoverageHTML.render(report, grammar: workbench).write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("\(CurrentProgram.identity.commandName) coverage: cannot write \(html): \(error.localizedDescription)")
            }
        }
    }
}
