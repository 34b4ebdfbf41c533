/// A price tier by number of passengers (SiriKit's `INRidePartySizeOption`).
public struct RidePartySizeOption: Hashable, Sendable, Codable {
    /// The party sizes the tier covers, inclusive (1...1, 2...3, 4...6).
    public var partySizeRange: ClosedRange<Int>
    /// "1 person", "2-3 people", "4+ people".
    public var sizeDescription: String
    public var priceRange: PriceRange

    public init(partySizeRange: ClosedRange<Int>, sizeDescription: String, priceRange: PriceRange) {
        self.partySizeRange = partySizeRange
        self.sizeDescription = sizeDescription
        self.priceRange = priceRange
    }
}
