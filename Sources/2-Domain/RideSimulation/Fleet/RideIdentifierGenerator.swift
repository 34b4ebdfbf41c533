import RideIntents

/// Makes ride identifiers such as "HAIL-7F3K2Q" from a seeded generator: the app's name as a
/// prefix, then six characters from an alphabet without look-alikes (no 0, 1, I or O).
struct RideIdentifierGenerator {
    static let alphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ")
    private var generator: SplitMix64

    init(seed: UInt64) {
        // NB: a stream apart from the fleet's, so the fleet's size never shifts the identifiers.
        generator = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    /// The next identifier, after the prefix `appName` gives ("Pedicab": "PEDICAB-7F3K2Q").
    mutating func next(appName: String = "Hail") -> String {
        var identifier = Self.prefix(appName: appName) + "-"
        for _ in 0..<6 { identifier.append(generator.pick(Self.alphabet)) }
        return identifier
    }

    /// The app's name in capitals, its ASCII letters and digits only, at most 10 ("RIDE" when
    /// none is left).
    static func prefix(appName: String) -> String {
        let kept = appName.uppercased().unicodeScalars.filter { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }.prefix(10)
        return kept.isEmpty ? "RIDE" : String(String.UnicodeScalarView(kept))
    }
}
