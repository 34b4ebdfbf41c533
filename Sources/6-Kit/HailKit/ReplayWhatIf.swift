import ArgumentParser
import Foundation
import HailSession
import RideLanguage
import TranscriptHarness

/// `hail replay --baseline DIR`: each transcript replayed with the baseline grammar and the
/// current one; the turns whose output changed, better or worse.
struct ReplayWhatIf {
    var baseline: String
    var files: [URL]
    var grammarDirectory: URL
    var grammarCache: GrammarCache?
    /// The app both replays speak for (`--app`, or the default).
    var appDirectory: URL
    /// The ride service both replays use (`--extension-command`, or `HailCLI.main`'s extension).
    var rideExtension: ExtensionSetting? = CurrentService.setting

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let baselineDirectory = URL(fileURLWithPath: baseline, relativeTo: cwd).standardizedFileURL
        _ = try GrammarOptions.loadBaseline(baseline, app: appDirectory)
        var counts: [TranscriptComparison.StepChange.Verdict: Int] = [:]
        var steps = 0
        for url in files {
            let name = TranscriptFiles.displayName(url)
            let transcript: Transcript
            do {
                transcript = try TranscriptParser.parse(contentsOf: url, file: name)
            } catch {
                throw CommandFailure(error.description)
            }
            steps += transcript.steps.count
            var before = HailTranscriptDriver(grammarDirectory: baselineDirectory)
            before.rideExtension = rideExtension
            before.appDirectory = appDirectory
            var after = HailTranscriptDriver(grammarDirectory: grammarDirectory, grammarCache: grammarCache)
            after.rideExtension = rideExtension
            after.appDirectory = appDirectory
            // NB: meta-commands (":reload" names the grammar's folder) are not parses; leave them out.
            for change in TranscriptComparison.compare(transcript, baseline: &before, current: &after) where !change.step.text.hasPrefix("> :") {
                counts[change.verdict, default: 0] += 1
                print("\(change.step.location.file):\(change.step.location.line): \(change.verdict.rawValue): \(change.step.text)")
                for line in change.before { print("  - \(line)") }
                for line in change.after { print("  + \(line)") }
            }
        }
        let changed = counts.values.reduce(0, +)
        print("\(files.count) transcripts, \(steps) steps: \(changed) changed (\(counts[.better] ?? 0) better, \(counts[.worse] ?? 0) worse, \(counts[.changed] ?? 0) changed)")
        if (counts[.worse] ?? 0) > 0 { throw ExitCode.failure }
    }
}
