import Foundation
import RideIntents

/// How much traffic holds a booked ride up beyond its booking estimates, drawn once per ride from
/// the service's seed and the ride's identifier: the car is 0–3 minutes later to the pickup (half
/// the rides on time), and the ride itself 0–4 minutes longer (half on time).
enum TrafficDelay {
    static func draw(seed: UInt64, rideIdentifier: String) -> (pickup: TimeInterval, dropOff: TimeInterval) {
        var generator = SplitMix64(seed: seed ^ stableHash(rideIdentifier) ^ 0x7A3F_19C2_55D1_0B6E)
        let pickupMinutes = [0, 0, 0, 0, 0, 1, 1, 1, 2, 3][generator.below(10)]
        let dropOffMinutes = [0, 0, 0, 0, 0, 1, 1, 2, 3, 4][generator.below(10)]
        return (TimeInterval(pickupMinutes * 60), TimeInterval(dropOffMinutes * 60))
    }

    /// FNV-1a over the UTF-8 bytes: the same on every run (`hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
