import Foundation
import HailSession
import RideStore

/// What a turn costs as the store grows (issue 27): a rider's store only grows, so neither a
/// session's start nor a turn may cost more for the rides already held. Book-and-cancel cycles
/// (three turns each) on a file store holding 10, 1,000 and 100,000 rides, as ratios against the
/// store of 10 in the same run; then a session of 1,000 cycles against one of 100, cycle for cycle.
/// CPU time (steadier than wall-clock time on a busy machine).
enum GrowthBenchmark {
    /// One cycle: book a ride, then cancel it.
    static let cycle = ["a standard to Oracle Park", "yes", "cancel my ride"]
    /// A turn's cost may be at most this many times its cost on the smallest store.
    static let turnBudget = 1.5

    static func run(grammarDirectory: URL) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-growth-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("Growth (issue 27; release build, CPU time; a cycle is three turns: ask, yes, cancel)")
        let builder = try StoreBenchmark.StoreBuilder()
        var baseline: (start: Double, cycle: Double)?
        var met = true
        for rides in [10, 1_000, 100_000] {
            try builder.grow(to: rides)
            let url = folder.appendingPathComponent("held-\(rides).sqlite")
            try builder.store.copy(to: url)
            // NB: sealed by one full check first, as a rider's store is after its first open, so the
            // session's start is what a start costs (the full check grows with the file by design).
            let seals = StoreSeals(folder: folder.appendingPathComponent("seals"))
            Thread.sleep(forTimeInterval: 0.05)
            guard try RideStore(location: .file(url), access: .readOnly, readingRides: false, seals: seals).isSealed else {
                throw BenchmarkError("the store of \(rides) rides was not sealed")
            }
            // NB: the session starts a day after the last ride the store holds.
            let start = builder.lastBooking.addingTimeInterval(86_400)
            let startCPU = StoreBenchmark.processSeconds()
            let session = try HailSession(settings: settings(url, start: start, seals: seals, grammarDirectory: grammarDirectory))
            let started = StoreBenchmark.processSeconds() - startCPU
            let cycles = try timedCycles(session, count: 30)
            let perCycle = median(cycles)
            session.store.close()
            let label = "  \(String(rides).padding(toLength: 7, withPad: " ", startingAt: 0)) rides held:"
            if let baseline {
                let ratio = perCycle / baseline.cycle
                met = met && ratio <= turnBudget
                print("\(label) a cycle \(ms(perCycle)) (median of 30), \(String(format: "%.2f×", ratio)) the 10-ride store's  (budget ≤ \(turnBudget)×); session start \(ms(started)) (\(String(format: "%.2f×", started / baseline.start)), for comparison)")
            } else {
                baseline = (started, perCycle)
                print("\(label) a cycle \(ms(perCycle)) (median of 30, the baseline); session start \(ms(started))")
            }
        }
        let short = try sessionCycles(100, folder: folder, grammarDirectory: grammarDirectory)
        let long = try sessionCycles(1_000, folder: folder, grammarDirectory: grammarDirectory)
        // NB: the last 100 cycles of the long session against the whole short one: a session's later
        // turns must cost what its first do.
        let ratio = median(Array(long.suffix(100))) / median(short)
        met = met && ratio <= turnBudget
        print("  a 1,000-cycle session: \(ms(long.reduce(0, +))) in all, its last 100 cycles \(ms(median(Array(long.suffix(100))))) a cycle; a 100-cycle session: \(ms(short.reduce(0, +))), \(ms(median(short))) a cycle: \(String(format: "%.2f×", ratio))  (budget ≤ \(turnBudget)×)")
        print(met ? "  growth: every budget met" : "  growth: a budget was missed")
    }

    static func settings(_ url: URL, start: Date, seals: StoreSeals?, grammarDirectory: URL) -> SessionSettings {
        // NB: a seed other than the stores' (7): the same seed draws the same ride identifiers, and a
        // booking gives up after 64 taken in a row.
        var settings = SessionSettings(clock: .manual(start: start), seed: 8, grammarDirectory: grammarDirectory, store: .file(url))
        settings.storeSeals = seals
        return settings
    }

    /// A session of `count` cycles on a new file store; each cycle's CPU time.
    static func sessionCycles(_ count: Int, folder: URL, grammarDirectory: URL) throws -> [Double] {
        let url = folder.appendingPathComponent("session-\(count).sqlite")
        let session = try HailSession(settings: settings(url, start: SessionSettings.referenceDate, seals: nil, grammarDirectory: grammarDirectory))
        defer { session.store.close() }
        return try timedCycles(session, count: count)
    }

    /// Runs `count` cycles, checking each booked and cancelled a ride; each cycle's CPU time.
    static func timedCycles(_ session: HailSession, count: Int) throws -> [Double] {
        var times: [Double] = []
        for index in 0..<count {
            let before = StoreBenchmark.processSeconds()
            let replies = cycle.map { session.handle(line: $0).text }
            times.append(StoreBenchmark.processSeconds() - before)
            guard replies[1].contains("Booked!"), replies[2].contains("is cancelled") else {
                throw BenchmarkError("cycle \(index + 1) did not book and cancel a ride: \(replies.joined(separator: " / "))")
            }
            _ = session.advance(by: 60)
        }
        return times
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1e3) }
}
