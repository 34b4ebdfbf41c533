import Foundation
import Testing
import RideLanguage

// Development probe (deleted before hand-off): HAIL_PERF=1 measures speed.
@Suite struct ScratchPerf {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HAIL_PERF"] != nil))
    func perf() throws {
        let clock = ContinuousClock()
        var grammar: RideGrammar?
        var loads: [Duration] = []
        for _ in 0..<20 {
            loads.append(try clock.measure { grammar = try RideGrammar.load(directory: GrammarFixture.directory) })
        }
        let loaded = try #require(grammar)
        let records = try CorpusScorer.records(contentsOf: URL(fileURLWithPath: "/work/shared/corpora/sgd-ridesharing-train.jsonl"))
        let texts = records.map(\.text)
        var times: [Duration] = []
        times.reserveCapacity(texts.count * 3)
        var sink = 0
        let total = clock.measure {
            for _ in 0..<3 {
                for text in texts {
                    let start = clock.now
                    sink &+= loaded.understand(text).evidence.count
                    times.append(clock.now - start)
                }
            }
        }
        times.sort()
        let p99 = times[times.count * 99 / 100]
        let p50 = times[times.count / 2]
        let rate = Double(times.count) / (Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18)
        let long = String(repeating: "get me a cab to the Ferry Building for 4 please and then ", count: 1000)
        let longTime = clock.measure { sink &+= loaded.understand(long).evidence.count }
        let words = Array(repeating: "blah", count: 10_000).joined(separator: " ")
        let wordsTime = clock.measure { sink &+= loaded.understand(words).evidence.count }
        let report = "load min \(loads.min()!) median \(loads.sorted()[10])\nrate \(rate)/s p50 \(p50) p99 \(p99)\nlong(\(long.count) chars) \(longTime)\n10k words \(wordsTime)\nsink \(sink)"
        try report.write(toFile: "/tmp/perf.txt", atomically: true, encoding: .utf8)
        #expect(sink > 0)
    }
}
