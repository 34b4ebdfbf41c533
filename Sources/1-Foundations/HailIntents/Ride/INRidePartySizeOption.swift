import Foundation

/// A price tier for a number of passengers: "1 person", "2-3 people".
///
/// `partySizeRange.location` is the smallest party and `location + length` the largest, so
/// `NSMakeRange(2, 1)` means two or three people.
open class INRidePartySizeOption: NSObject {
    /// The party sizes the tier covers.
    public let partySizeRange: NSRange
    /// How the tier is described to the user, e.g. "2-3 people".
    public let sizeDescription: String
    /// The tier's price; `nil` means the ride option's own `priceRange` applies.
    public let priceRange: INPriceRange?

    /// A party-size tier.
    public required init(partySizeRange: NSRange, sizeDescription: String, priceRange: INPriceRange?) {
        self.partySizeRange = partySizeRange
        self.sizeDescription = sizeDescription
        self.priceRange = priceRange
        super.init()
    }

    open override var description: String {
        let range = "\(partySizeRange.location)...\(partySizeRange.location + partySizeRange.length)"
        return "\(sizeDescription) [\(range)] \(priceRange.map { "\($0)" } ?? "option's price")"
    }
}

extension INRidePartySizeOption: NSCopying {
    /// A tier with the same values, so that later changes to this one leave the copy alone.
    public func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(partySizeRange: partySizeRange, sizeDescription: sizeDescription, priceRange: priceRange)
    }
}
