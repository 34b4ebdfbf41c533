import RideIntents

// NB: the standard library's `random(in:using:)` may change its algorithm between toolchains;
// these draws are written out so a seed gives the same fleet and identifiers everywhere.
extension SplitMix64 {
    /// A whole number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(count, 1)))
    }

    /// A number in `0..<1`.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
