import RideIntents

/// Seeded generators for the tests.
enum SplitMix64Fixture {
    static func make(_ seed: UInt64) -> SplitMix64 { SplitMix64(seed: seed) }
}
