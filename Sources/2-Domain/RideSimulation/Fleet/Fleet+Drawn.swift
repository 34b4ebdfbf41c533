import Foundation

extension Fleet {
    /// The fleet for `seed` as it stands before any booking, drawn once per process for each of
    /// the last few seeds asked for.
    // NB: every session draws its fleet when it starts and again when it restores the store's
    // rides; drawing (names, plates, scattering) was 12% of replaying the golden transcripts
    // (callgrind, 194 transcripts on one seed). The fleet is a value: a copy is the same draw.
    static func drawn(seed: UInt64, hotspots: [FleetHotspot] = FleetHotspot.bayArea) -> Fleet {
        DrawnFleets.shared.fleet(seed: seed, hotspots: hotspots)
    }
}

/// The last fleets drawn, by seed and hotspots (a map's).
private final class DrawnFleets: @unchecked Sendable {
    // NB: @unchecked Sendable because `recent` is only touched while `lock` is held.
    static let shared = DrawnFleets()
    private static let kept = 4
    private let lock = NSLock()
    private var recent: [(seed: UInt64, hotspots: [FleetHotspot], fleet: Fleet)] = []

    func fleet(seed: UInt64, hotspots: [FleetHotspot]) -> Fleet {
        lock.lock()
        if let index = recent.firstIndex(where: { $0.seed == seed && $0.hotspots == hotspots }) {
            let fleet = recent[index].fleet
            lock.unlock()
            return fleet
        }
        lock.unlock()
        let fleet = Fleet(seed: seed, hotspots: hotspots)
        lock.lock()
        defer { lock.unlock() }
        if !recent.contains(where: { $0.seed == seed && $0.hotspots == hotspots }) {
            recent.append((seed, hotspots, fleet))
            if recent.count > Self.kept { recent.removeFirst() }
        }
        return fleet
    }
}
