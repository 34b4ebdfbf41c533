import Foundation
import RideIntents
import RideSimulation
import RideStore

/// How long opening a store takes as it grows: the checks at open (SQLite's integrity check, the
/// schema, every row read as Hail reads it) over stores of 1,000 and 10,000 rides, each ride with
/// its status history and a donation.
enum StoreBenchmark {
    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-store-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for rides in [1_000, 10_000] {
            let url = folder.appendingPathComponent("rides-\(rides).sqlite")
            try makeStore(rides: rides, at: url)
            var opens: [Duration] = []
            var cpu: [Double] = []
            var count = 0
            for _ in 0..<5 {
                let start = ContinuousClock.now
                let cpuStart = processSeconds()
                let store = try RideStore(location: .file(url), access: .readOnly)
                count = try store.rides().count
                cpu.append(processSeconds() - cpuStart)
                opens.append(ContinuousClock.now - start)
            }
            guard count == rides else { throw BenchmarkError("the store of \(rides) rides opened with \(count)") }
            let size = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
            let median = GrammarBenchmark.median(opens.sorted())
            let cpuMedian = cpu.sorted()[cpu.count / 2]
            print("  store open, \(String(rides).padding(toLength: 6, withPad: " ", startingAt: 0)) rides: \(GrammarBenchmark.format(median)), CPU \(String(format: "%.0f ms", cpuMedian * 1e3)) (\(String(format: "%.0f µs", cpuMedian * 1e6 / Double(rides))) a ride; \(size / 1_048_576) MiB: integrity check, schema, every row read)")
        }
    }

    /// CPU seconds this process used so far (steadier than wall-clock time on a busy machine).
    static func processSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A store of `rides` rides, booked an hour and a half apart by a simulated service (a donation each),
    /// built in memory and copied to `url`.
    static func makeStore(rides: Int, at url: URL) throws {
        let store = try RideStore(location: .inMemory)
        try store.saveProfile(.standard)
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_000_000))
        let service = try SimulatedRideService(clock: clock, seed: 7, profile: .standard)
        service.hasTraffic = false
        service.ledger = store
        let places = ["SFO", "Oracle Park", "Castro", "Palace of Fine Arts"]
        var booked = 0
        for attempt in 0..<(rides * 2) where booked < rides {
            let intent = RequestRideIntent(
                dropOffLocation: Placemark(name: places[attempt % places.count]),
                rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 1
            )
            // NB: now and then no car is free (the simulated service says so): the next try books.
            if let ride = service.handle(intent: intent).rideStatus {
                try store.recordDonation(of: RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now), at: clock.now, userText: "yes")
                booked += 1
            }
            clock.advance(by: 5400)
        }
        guard booked == rides else { throw BenchmarkError("only \(booked) of \(rides) bookings were accepted") }
        try store.copy(to: url)
    }
}
