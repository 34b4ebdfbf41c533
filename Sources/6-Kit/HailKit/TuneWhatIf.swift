import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage

/// `hail tune CORPUS… --baseline DIR`: each corpus read by the baseline grammar and by the
/// current one, side by side.
struct TuneWhatIf {
    /// Each corpus as named on the command line, and its file.
    var corpora: [(name: String, url: URL)]
    var baseline: String
    var json: Bool
    var limit: Int
    /// The app both grammars are judged with (`--app`, or the default).
    var app: URL

    func run(current: RideGrammar) throws {
        let baselineGrammar = try GrammarOptions.loadBaseline(baseline, app: app)
        var reports: [(name: String, report: WhatIfReport)] = []
        for (name, url) in corpora {
            let records: [CorpusRecord]
            do {
                records = try CorpusScorer.records(contentsOf: url)
            } catch {
                throw CommandFailure("\(CurrentProgram.identity.commandName) tune: \(error)")
            }
            reports.append((name, CorpusComparison.compare(records, baseline: baselineGrammar, current: current)))
        }
        if json {
            if reports.count == 1 {
                print(reports[0].report.json(corpus: reports[0].name))
            } else {
                let meets = reports.allSatisfy(\.report.current.meetsTargets)
                print("{\"meetsTargets\": \(meets), \"corpora\": [" + reports.map { $0.report.json(corpus: $0.name) }.joined(separator: ", ") + "]}")
            }
        } else if reports.count == 1 {
            print(reports[0].report.rendered(limit: max(0, limit)))
        } else {
            print(reports.map { "== \($0.name)\n" + $0.report.rendered(limit: max(0, limit)) }.joined(separator: "\n\n"))
        }
        if !reports.allSatisfy(\.report.current.meetsTargets) { throw ExitCode.failure }
    }
}

extension GrammarOptions {
    /// The grammar in `path` (`--baseline DIR`), with the app `app` (the current grammar's).
    static func loadBaseline(_ path: String, app: URL) throws -> RideGrammar {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--baseline '\(path)' is not a directory.")
        }
        do {
            return try RideGrammar.load(directory: url, app: app)
        } catch {
            throw CommandFailure("The baseline grammar does not load:\n\(error)")
        }
    }
}
