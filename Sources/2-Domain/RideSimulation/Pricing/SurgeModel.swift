import Foundation
import RideIntents

/// Demand pricing: in peak hours (7–10 AM and 4–7 PM Pacific) each half hour draws, from the
/// service's seed, no surge (half the time), 1.2× or 1.5× (a quarter each). Outside peak hours
/// there is none. The multiplier applies to the base, distance and time charges.
public struct SurgeModel: Hashable, Sendable {
    public var seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
    }

    /// The multiplier in tenths at `date` (10 is none, 12 is 1.2×, 15 is 1.5×).
    public func multiplierTenths(at date: Date) -> Int {
        guard TrafficModel.isPeak(date) else { return 10 }
        let halfHour = Int64((date.timeIntervalSince1970 / 1800).rounded(.down))
        var generator = SplitMix64(seed: seed ^ (UInt64(bitPattern: halfHour) &* 0xD6E8_FEB8_6659_FD93))
        switch generator.next() % 4 {
        case 0: return 15
        case 1: return 12
        default: return 10
        }
    }

    /// "1.5×" for 15 tenths.
    public static func label(tenths: Int) -> String {
        "\(tenths / 10).\(tenths % 10)×"
    }
}
