import ArgumentParser
import Foundation
import GrammarWorkbench
import RideLanguage

/// `hail tune CORPUS --baseline DIR`: the corpus read by the baseline grammar and by the current
/// one, side by side.
struct TuneWhatIf {
    var corpus: URL
    var name: String
    var baseline: String
    var json: Bool
    var limit: Int

    func run(current: RideGrammar) throws {
        let baselineGrammar = try GrammarOptions.loadBaseline(baseline)
        let records: [CorpusRecord]
        do {
            records = try CorpusScorer.records(contentsOf: corpus)
        } catch {
            throw CommandFailure("hail tune: \(name): \(error)")
        }
        let report = CorpusComparison.compare(records, baseline: baselineGrammar, current: current)
        print(json ? report.json() : report.rendered(limit: max(0, limit)))
        if !report.current.meetsTargets { throw ExitCode.failure }
    }
}

extension GrammarOptions {
    /// The grammar in `path` (`--baseline DIR`).
    static func loadBaseline(_ path: String) throws -> RideGrammar {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--baseline '\(path)' is not a directory.")
        }
        do {
            return try RideGrammar.load(directory: url)
        } catch {
            throw CommandFailure("The baseline grammar does not load:\n\(error)")
        }
    }
}
