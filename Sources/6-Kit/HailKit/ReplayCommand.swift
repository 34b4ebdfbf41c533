import ArgumentParser
import Foundation
import TranscriptHarness

/// `hail replay`: replays golden transcripts and shows a unified diff for each mismatch.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay golden transcripts (all of Transcripts/ by default); print a unified diff with file and line for each mismatch.",
        discussion: "Exits non-zero when any transcript fails. With --record, rewrites each transcript's expected output with what Hail now says (review the change with git diff)."
    )

    @Flag(name: .long, help: "Rewrite the expected output of each transcript with Hail's actual output.")
    var record = false

    @Option(name: .long, help: ArgumentHelp("Compare with the grammar in DIR: each turn whose output changes, better or worse, with its before and after.", valueName: "DIR"))
    var baseline: String?

    @OptionGroup var grammar: GrammarOptions

    @OptionGroup var service: ExtensionCommandOptions

    @OptionGroup var map: MapOptions

    @Argument(help: "Transcript files or folders (default: the project's Transcripts/).")
    var paths: [String] = []

    func run() throws {
        let grammarDirectory = try grammar.directory()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let roots: [URL]
        let rideExtension = try service.setting()
        if paths.isEmpty, rideExtension != nil {
            // An extension's own transcripts, in the package it is built from.
            roots = [cwd.appendingPathComponent("Transcripts")]
        } else if paths.isEmpty {
            // Grammar/en-US sits in the checkout beside Transcripts/.
            let checkout = grammarDirectory.deletingLastPathComponent().deletingLastPathComponent()
            roots = [checkout.appendingPathComponent("Transcripts")]
        } else {
            roots = paths.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
        }
        let files: [URL]
        do {
            files = try TranscriptFinder.files(in: roots)
        } catch {
            throw CommandFailure("\(CurrentProgram.identity.commandName) replay: \(error.description)")
        }
        guard !files.isEmpty else { throw CommandFailure("\(CurrentProgram.identity.commandName) replay: no transcripts (*.txt) under \(roots.map(\.relativePath).joined(separator: ", ")).") }
        if let baseline {
            try ReplayWhatIf(
                baseline: baseline, files: files, grammarDirectory: grammarDirectory, grammarCache: grammar.cache(),
                appDirectory: try grammar.appDirectory(), rideExtension: rideExtension
            ).run()
            return
        }
        // NB: the grammar is loaded once for every transcript (each session loaded it again from
        // the cache: 2 ms a transcript), and the transcripts are replayed on every core, their
        // outcomes printed afterwards in file order; 184 transcripts took 1.0–1.6 s, 50 cold starts.
        // A grammar that does not load is left to each session, which says so as before.
        let shared = try? grammar.load()
        let cache = grammar.cache()
        let appDirectory = try grammar.appDirectory()
        // NB: the hint to re-record names the app, the service and the map the run used, or
        // re-recording would speak for another app, record another service's answers or another map's places.
        let program = CurrentProgram.identity.commandName
            + (grammar.app.app.map { " --app \(Self.shellQuoted($0))" } ?? "")
            + (service.extensionCommand.map { " --extension-command \(Self.shellQuoted($0))" } ?? "")
            + (self.map.map?.file.map { " --map \(Self.shellQuoted($0))" } ?? "")
        let names = files.map { displayName($0, cwd: cwd) }
        let record = self.record
        let map = self.map.map
        let outcomes = ParallelOutcomes<TranscriptCheck.Outcome>(count: files.count)
        if let rideExtension {
            // NB: an extension is one service (one process, for the bridge): its transcripts are
            // replayed one at a time, as their bookings would otherwise meet in it.
            for index in files.indices {
                var driver = HailTranscriptDriver(grammarDirectory: grammarDirectory, grammarCache: cache, grammar: shared)
                driver.map = map
                driver.rideExtension = rideExtension
                driver.appDirectory = appDirectory
                outcomes.set(index, TranscriptCheck.run(files[index], file: names[index], record: record, program: program, driver: &driver))
            }
        } else {
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                var driver = HailTranscriptDriver(grammarDirectory: grammarDirectory, grammarCache: cache, grammar: shared)
                driver.appDirectory = appDirectory
                driver.map = map
                outcomes.set(index, TranscriptCheck.run(files[index], file: names[index], record: record, program: program, driver: &driver))
            }
        }
        var passed = 0, failed = 0, recorded = 0
        for (index, outcome) in outcomes.values.enumerated() {
            switch outcome {
            case .passed:
                passed += 1
            case .recorded:
                recorded += 1
                print("recorded \(names[index])")
            case .failed(let report):
                failed += 1
                print(report)
                print("")
            case nil:
                failed += 1
                print("\(names[index]): error: the transcript was not replayed")
                print("")
            }
        }
        print("\(passed + recorded) passed, \(failed) failed" + (recorded > 0 ? " (\(recorded) recorded)" : ""))
        if failed > 0 { throw ExitCode.failure }
    }

    /// `text` as a shell reads it back: as it is when it holds only safe characters, else in single quotes.
    static func shellQuoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+:=@%,".contains($0)) }
        return safe && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The path relative to the current directory when it is inside it, so diffs name files as the
    /// user would type them.
    private func displayName(_ url: URL, cwd: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = cwd.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
