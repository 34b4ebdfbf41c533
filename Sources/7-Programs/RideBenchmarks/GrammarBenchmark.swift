import Foundation
import GrammarWorkbench
import RideLanguage

/// `make bench`: how fast the ride grammar loads and parses, on a release build and one core.
///
/// Parses every text of the tuning corpus (several rounds), then reports utterances per second,
/// the median and 99th-percentile time per utterance, the time to load and compile the grammar,
/// and the time for lines of growing length (the median of nine parses each; cost must grow
/// linearly, never exponentially); then the hostile inputs of issue 14 (`HostileInputBenchmark`).
///
///     RideBenchmarks [CORPUS] [--only load|cached|parse|hostile|endtoend|store|growth]
///
/// `--only` runs one part alone (20 compiles from source, 20 loads of the compiled grammar from a
/// `GrammarCache`, one round over the corpus with its rate, the hostile inputs, or issue 15's end-to-end figures
/// of `EndToEndBenchmark`), for a profiler such as `valgrind --tool=callgrind`, whose instruction
/// counts repeat where wall-clock times do not.
@main
struct GrammarBenchmark {
    static let usage = "usage: RideBenchmarks [CORPUS] [--only load|cached|parse|hostile|endtoend|store|growth] [--passes N]"

    /// Runs the benchmarks; a bad argument or a corpus that cannot be read is said plainly, with exit 1.
    static func main() {
        if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            return
        }
        do {
            try run()
        } catch {
            FileHandle.standardError.write(Data("RideBenchmarks: \(error)\n\(usage)\n".utf8))
            exit(1)
        }
    }

    static func run() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var only: String?
        if let flag = arguments.firstIndex(of: "--only") {
            guard flag + 1 < arguments.count, ["load", "cached", "parse", "hostile", "endtoend", "store", "growth"].contains(arguments[flag + 1]) else {
                throw BenchmarkError("--only takes 'load', 'cached', 'parse', 'hostile', 'endtoend', 'store' or 'growth'")
            }
            only = arguments[flag + 1]
            arguments.removeSubrange(flag...(flag + 1))
        }
        // `--passes N`: how many times `--only parse` parses the corpus (1 by default), so a
        // sampling profiler such as `perf` sees the parser rather than the corpus being read.
        var passes = 1
        if let flag = arguments.firstIndex(of: "--passes") {
            guard flag + 1 < arguments.count, let count = Int(arguments[flag + 1]), count >= 1 else {
                throw BenchmarkError("--passes takes a whole number of passes, 1 or more")
            }
            passes = count
            arguments.removeSubrange(flag...(flag + 1))
        }
        if only == "store" {
            try StoreBenchmark.run()
            return
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let directory = RideGrammar.defaultDirectory(startingAt: cwd) else {
            throw BenchmarkError("no Grammar/en-US found from \(cwd.path)")
        }
        if only == "growth" {
            try GrowthBenchmark.run(grammarDirectory: directory)
            return
        }
        let corpus = arguments.first.map { URL(fileURLWithPath: $0) }
            ?? directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("shared/corpora/sgd-ridesharing-train.jsonl")
        let texts = try CorpusScorer.records(contentsOf: corpus).map(\.text)
        guard !texts.isEmpty else { throw BenchmarkError("the corpus \(corpus.path) has no texts") }

        if only == "hostile" {
            try HostileInputBenchmark.run(grammarDirectory: directory)
            return
        }
        var grammar = try RideGrammar.load(directory: directory)
        if only == "endtoend" {
            try EndToEndBenchmark(grammar: grammar, texts: texts, grammarDirectory: directory).run()
            return
        }
        if only == "parse" {
            var checksum = 0
            let start = ContinuousClock.now
            for _ in 0..<passes { for text in texts { checksum &+= grammar.understand(text).evidence.count } }
            let rate = Int(Double(texts.count) * Double(passes) / seconds(ContinuousClock.now - start))
            print("parsed \(texts.count) texts (checksum \(checksum)), \(rate) utterances/s")
            return
        }
        var compiles: [Duration] = []
        // NB: each grammar loaded is kept until the timing is over: assigning it over the one before
        // freed that one inside the timed span (about a third of a compile's time, perf), which the
        // first run after an edit, compiling once, never pays.
        var kept: [RideGrammar] = []
        if only != "cached" {
            for _ in 0..<20 {
                let start = ContinuousClock.now
                let loaded = try RideGrammar.load(directory: directory)
                compiles.append(ContinuousClock.now - start)
                kept.append(loaded)
            }
        }
        if only == "load" {
            print("compiled 21 times: median \(format(median(compiles.sorted())))")
            return
        }
        // A cache of its own, so the figure never depends on what an earlier run left behind.
        let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = GrammarCache(folder: cacheFolder)
        let first = try RideGrammar.load(directory: directory, cache: cache)
        guard case .compiled(_, savedTo: .some) = first.cacheOutcome else {
            throw BenchmarkError("the compiled grammar could not be saved in \(cacheFolder.path): \(String(describing: first.cacheOutcome))")
        }
        var cachedLoads: [Duration] = []
        for _ in 0..<20 {
            let start = ContinuousClock.now
            let loaded = try RideGrammar.load(directory: directory, cache: cache)
            cachedLoads.append(ContinuousClock.now - start)
            guard case .read = loaded.cacheOutcome else { throw BenchmarkError("the saved grammar was not read back: \(String(describing: loaded.cacheOutcome))") }
            kept.append(loaded)
        }
        if let last = kept.last { grammar = last }
        kept.removeAll()
        if only == "cached" {
            print("loaded from the cache 20 times: median \(format(median(cachedLoads.sorted())))")
            return
        }

        var checksum = 0
        for text in texts { checksum &+= grammar.understand(text).evidence.count }  // warm-up
        var perUtterance: [Duration] = []
        perUtterance.reserveCapacity(texts.count * 5)
        let rounds = 5
        let total = ContinuousClock.now
        for _ in 0..<rounds {
            for text in texts {
                let start = ContinuousClock.now
                checksum &+= grammar.understand(text).evidence.count
                perUtterance.append(ContinuousClock.now - start)
            }
        }
        let elapsed = ContinuousClock.now - total
        perUtterance.sort()

        print("Grammar benchmark (\(texts.count) corpus texts × \(rounds) rounds, one core)")
        print("  load (compiled):    median \(format(median(cachedLoads.sorted())))  (budget 5 ms; the grammar as saved by the first run after an edit)")
        print("  load and compile:   median \(format(median(compiles.sorted())))  (budget 5 ms; from source: the first run after an edit)")
        print("  throughput:         \(Int(Double(perUtterance.count) / seconds(elapsed))) utterances/s  (budget ≥ 200,000)")
        print("  per utterance:      median \(format(median(perUtterance)))  p99 \(format(percentile(perUtterance, 0.99)))  (budget p99 < 50 µs)")
        for words in [10, 100, 1_000, 10_000] {
            let line = Array(repeating: "please get me a cab to the Ferry Building for four", count: max(1, words / 10)).joined(separator: " and ")
            // NB: the median of several parses after a warm-up one: a single timing of a short
            // line is mostly noise (a first parse of a new length grows the matcher's buffers).
            checksum &+= grammar.understand(line).evidence.count
            var times: [Duration] = []
            for _ in 0..<9 {
                let start = ContinuousClock.now
                checksum &+= grammar.understand(line).evidence.count
                times.append(ContinuousClock.now - start)
            }
            print("  \(String(words).padding(toLength: 6, withPad: " ", startingAt: 0)) words:       \(format(median(times.sorted())))")
        }
        print("  (checksum \(checksum))")
        try StoreBenchmark.run()
        try GrowthBenchmark.run(grammarDirectory: directory)
        try HostileInputBenchmark.run(grammarDirectory: directory)
        try EndToEndBenchmark(grammar: grammar, texts: texts, grammarDirectory: directory).run()
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func format(_ duration: Duration) -> String {
        let value = seconds(duration)
        if value < 1e-3 { return String(format: "%.1f µs", value * 1e6) }
        return String(format: "%.2f ms", value * 1e3)
    }

    static func median(_ sorted: [Duration]) -> Duration { percentile(sorted, 0.5) }

    static func percentile(_ sorted: [Duration], _ fraction: Double) -> Duration {
        guard !sorted.isEmpty else { return .zero }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = "bench: \(description)" }
}
