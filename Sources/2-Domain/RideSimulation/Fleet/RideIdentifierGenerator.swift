import RideIntents

/// Makes ride identifiers such as "HAIL-7F3K2Q" from a seeded generator: six characters from an
/// alphabet without look-alikes (no 0, 1, I or O).
struct RideIdentifierGenerator {
    static let alphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    private var generator: SplitMix64

    init(seed: UInt64) {
        // NB: a stream apart from the fleet's, so the fleet's size never shifts the identifiers.
        generator = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    mutating func next() -> String {
        var identifier = "HAIL-"
        for _ in 0..<6 { identifier.append(generator.pick(Self.alphabet)) }
        return identifier
    }
}
