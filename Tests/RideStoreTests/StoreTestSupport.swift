import Foundation
import RideIntents
import RideSimulation
import RideStore

/// A scratch folder for a test, removed when the value goes away.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hail-store-tests-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the folder.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Shared set-up for the store tests.
enum StoreTestSupport {
    /// 11:00 AM Pacific on a Monday, off-peak.
    static let offPeak = ISO8601DateFormatter().date(from: "2026-11-23T11:00:00-08:00") ?? Date(timeIntervalSince1970: 0)

    /// A service on a manual clock writing to `store`.
    static func service(store: RideStore?, seed: UInt64 = 42, at now: Date = offPeak, profile: UserProfile = .standard) -> (SimulatedRideService, ManualClock) {
        let clock = ManualClock(now: now)
        let service = SimulatedRideService(clock: clock, seed: seed, profile: profile, gazetteer: .bundled)
        service.hasTraffic = false  // NB: the tests move the clock to the times the ride was booked with.
        service.ledger = store
        return (service, clock)
    }

    /// A request from the Ferry Building to SFO.
    static func toSFO(option: String = "Standard") -> RequestRideIntent {
        RequestRideIntent(
            dropOffLocation: Placemark(name: "SFO"),
            rideOptionName: SpeakableString(vocabularyIdentifier: option, spokenPhrase: option),
            partySize: 1
        )
    }

    /// The file's bytes, or empty when it cannot be read.
    static func bytes(_ url: URL) -> Data {
        (try? Data(contentsOf: url)) ?? Data()
    }

    /// Whether a `-wal` or `-shm` file lies beside the store.
    static func companionsExist(_ url: URL) -> Bool {
        ["-wal", "-shm"].contains { FileManager.default.fileExists(atPath: url.path + $0) }
    }

    /// A file's POSIX permission bits.
    static func permissions(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
