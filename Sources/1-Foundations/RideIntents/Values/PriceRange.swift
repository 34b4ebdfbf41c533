/// A single price or a range of prices (SiriKit's `INPriceRange`).
public struct PriceRange: Hashable, Sendable, Codable {
    public var minimumPrice: CurrencyAmount
    public var maximumPrice: CurrencyAmount

    /// A fixed price.
    public init(price: CurrencyAmount) {
        self.minimumPrice = price
        self.maximumPrice = price
    }

    /// A range between two prices, in either order.
    public init(firstPrice: CurrencyAmount, secondPrice: CurrencyAmount) {
        self.minimumPrice = min(firstPrice, secondPrice)
        self.maximumPrice = max(firstPrice, secondPrice)
    }

    public var isSinglePrice: Bool { minimumPrice == maximumPrice }

    /// "$12.50" or "$12.50–$19.00".
    public var formatted: String {
        isSinglePrice ? minimumPrice.formatted : "\(minimumPrice.formatted)–\(maximumPrice.formatted)"
    }
}
