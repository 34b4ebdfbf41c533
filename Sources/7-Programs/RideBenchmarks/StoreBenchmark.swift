import Foundation
import RideIntents
import RideSimulation
import RideStore

/// How long opening a store takes as it grows, over stores of 1,000, 10,000 and 100,000 rides,
/// each ride with its status history and a donation: the checks alone (SQLite's integrity check,
/// the schema, the status history in SQL, every row's checksum, decoding only rows whose checksum
/// does not match: none here), then the checks with every ride read, as a session starts; then
/// both again on the file sealed (`StoreSeal`: the checks that grow with the store skipped).
enum StoreBenchmark {
    static func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-store-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("Store open (CPU time, the median of several opens; wall-clock time beside it)")
        let builder = try StoreBuilder()
        for rides in [1_000, 10_000, 100_000] {
            let url = folder.appendingPathComponent("rides-\(rides).sqlite")
            try builder.grow(to: rides)
            try builder.store.copy(to: url)
            let size = ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
            let checks = try measure(runs: 5) {
                let store = try RideStore(location: .file(url), access: .readOnly, readingRides: false)
                return try store.revision()
            }
            let withRides = try measure(runs: rides >= 100_000 ? 1 : 3) {
                try RideStore(location: .file(url), access: .readOnly).rides().count
            }
            guard withRides.result == rides else { throw BenchmarkError("the store of \(rides) rides opened with \(withRides.result)") }
            // NB: sealed by one full check, once its last change is older than the seal's margin.
            let seals = StoreSeals(folder: folder.appendingPathComponent("seals"))
            Thread.sleep(forTimeInterval: 0.05)
            guard try RideStore(location: .file(url), access: .readOnly, readingRides: false, seals: seals).isSealed else {
                throw BenchmarkError("the store of \(rides) rides was not sealed")
            }
            let sealed = try measure(runs: 5) {
                let store = try RideStore(location: .file(url), access: .readOnly, readingRides: false, seals: seals)
                guard store.openCheck == .sealed else { throw BenchmarkError("the sealed store of \(rides) rides was checked in full") }
                return try store.revision()
            }
            let sealedWithRides = try measure(runs: rides >= 100_000 ? 1 : 3) {
                try RideStore(location: .file(url), access: .readOnly, seals: seals).rides().count
            }
            let label = "\(String(rides).padding(toLength: 7, withPad: " ", startingAt: 0)) rides (\(size / 1_048_576) MiB)"
            let indent = String(repeating: " ", count: label.count)
            print("  \(label): checks \(checks.describe(per: rides))")
            print("  \(indent)  and every ride read, as a session starts: \(withRides.describe(per: rides))")
            print("  \(indent)  sealed: \(sealed.describe(per: rides)); and every ride read: \(sealedWithRides.describe(per: rides))")
        }
    }

    /// CPU and wall-clock medians of `runs` runs of `body`, and what the last one returned.
    struct Measurement {
        var cpu: Double
        var wall: Duration
        var result: Int

        func describe(per rides: Int) -> String {
            "\(String(format: "%.1f ms", cpu * 1e3)) CPU (\(String(format: "%.1f µs", cpu * 1e6 / Double(rides))) a ride), \(GrammarBenchmark.format(wall)) wall"
        }
    }

    static func measure(runs: Int, _ body: () throws -> Int) throws -> Measurement {
        var cpu: [Double] = []
        var wall: [Duration] = []
        var result = 0
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let cpuStart = processSeconds()
            result = try body()
            cpu.append(processSeconds() - cpuStart)
            wall.append(ContinuousClock.now - start)
        }
        return Measurement(cpu: cpu.sorted()[cpu.count / 2], wall: GrammarBenchmark.median(wall.sorted()), result: result)
    }

    /// CPU seconds this process used so far (steadier than wall-clock time on a busy machine).
    static func processSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// A store in memory grown ride by ride: the first 10,000 rides booked an hour and a half apart
    /// by a simulated service (a donation each); beyond them, copies of those rides and donations
    /// under new identifiers, written as Hail writes them (the simulated clock's later years run
    /// out of free cars).
    final class StoreBuilder {
        let store: RideStore
        private let clock = ManualClock(now: Date(timeIntervalSince1970: 1_795_000_000))
        private let service: SimulatedRideService
        private var booked = 0
        private var attempts = 0
        private static let simulated = 10_000
        /// The simulated clock after the last booking: every ride held is booked before it.
        var lastBooking: Date { clock.now }

        init() throws {
            store = try RideStore(location: .inMemory)
            try store.saveProfile(.standard)
            service = try SimulatedRideService(clock: clock, seed: 7, profile: .standard)
            service.hasTraffic = false
            service.ledger = store
        }

        func grow(to rides: Int) throws {
            let places = ["SFO", "Oracle Park", "Castro", "Palace of Fine Arts"]
            while booked < min(rides, Self.simulated) {
                attempts += 1
                guard attempts < Self.simulated * 2 else { throw BenchmarkError("only \(booked) bookings were accepted") }
                let intent = RequestRideIntent(
                    dropOffLocation: Placemark(name: places[attempts % places.count]),
                    rideOptionName: SpeakableString(vocabularyIdentifier: "Standard", spokenPhrase: "Standard"), partySize: 1
                )
                // NB: now and then no car is free (the simulated service says so): the next try books.
                if let ride = service.handle(intent: intent).rideStatus {
                    try store.recordDonation(of: RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now), at: clock.now, userText: "yes")
                    booked += 1
                }
                clock.advance(by: 5400)
            }
            guard booked < rides else { return }
            let originals = try store.rides().prefix(Self.simulated)
            let donations = try store.donations().prefix(Self.simulated)
            // NB: booked at a moment after every ride, so none is in progress then.
            let after = clock.now.addingTimeInterval(86_400 * 365 * 100)
            while booked < rides {
                let copy = booked / Self.simulated
                for (original, donation) in zip(originals, donations).prefix(rides - booked) {
                    var ride = original
                    ride.identifier += "-\(copy)"
                    try store.record(.booked, of: ride, at: after)
                    var reservation = donation.reservation
                    reservation.reservationNumber += "-\(copy)"
                    try store.recordDonation(of: reservation, at: donation.date, userText: donation.userText)
                    booked += 1
                }
            }
        }
    }
}
