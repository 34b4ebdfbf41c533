import Foundation

/// A price, a range of prices, or a price open at one end: what a ride option is expected to cost.
open class INPriceRange: NSObject {
    /// The lowest price; `nil` for "up to" a maximum.
    public let minimumPrice: NSDecimalNumber?
    /// The highest price; `nil` for "from" a minimum.
    public let maximumPrice: NSDecimalNumber?
    /// The ISO 4217 code of the currency, e.g. "USD".
    public let currencyCode: String

    /// The range between two prices, in either order.
    public init(firstPrice: NSDecimalNumber, secondPrice: NSDecimalNumber, currencyCode: String) {
        let firstIsLower = firstPrice.compare(secondPrice) != .orderedDescending
        self.minimumPrice = firstIsLower ? firstPrice : secondPrice
        self.maximumPrice = firstIsLower ? secondPrice : firstPrice
        self.currencyCode = currencyCode
        super.init()
    }

    /// "Up to" a price.
    public init(maximumPrice: NSDecimalNumber, currencyCode: String) {
        self.minimumPrice = nil
        self.maximumPrice = maximumPrice
        self.currencyCode = currencyCode
        super.init()
    }

    /// "From" a price.
    public init(minimumPrice: NSDecimalNumber, currencyCode: String) {
        self.minimumPrice = minimumPrice
        self.maximumPrice = nil
        self.currencyCode = currencyCode
        super.init()
    }

    /// A single price: the minimum and the maximum are both `price`.
    // NB: Apple does not document which ends this sets; both is what a one-price quote means.
    public convenience init(price: NSDecimalNumber, currencyCode: String) {
        self.init(firstPrice: price, secondPrice: price, currencyCode: currencyCode)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INPriceRange else { return false }
        return minimumPrice == other.minimumPrice && maximumPrice == other.maximumPrice
            && currencyCode == other.currencyCode
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(minimumPrice?.stringValue)
        hasher.combine(maximumPrice?.stringValue)
        hasher.combine(currencyCode)
        return hasher.finalize()
    }

    open override var description: String {
        switch (minimumPrice, maximumPrice) {
        case let (low?, high?) where low == high: return "\(low.stringValue) \(currencyCode)"
        case let (low?, high?): return "\(low.stringValue)–\(high.stringValue) \(currencyCode)"
        case let (low?, nil): return "from \(low.stringValue) \(currencyCode)"
        case let (nil, high?): return "up to \(high.stringValue) \(currencyCode)"
        case (nil, nil): return "no price \(currencyCode)"
        }
    }
}
