/// One line of a fare (SiriKit's `INRideFareLineItem`): base charge, distance, time, tolls,
/// surcharges, discounts. The line items of a quote add up to its price.
public struct RideFareLineItem: Hashable, Sendable, Codable {
    /// "Base fare", "Distance (12.4 mi)", "Bay Bridge toll".
    public var title: String
    /// The amount; negative for a discount.
    public var price: CurrencyAmount

    public init(title: String, price: CurrencyAmount) {
        self.title = title
        self.price = price
    }
}

extension Array where Element == RideFareLineItem {
    /// The sum of the line items.
    public var total: CurrencyAmount {
        reduce(CurrencyAmount(minorUnits: 0, currencyCode: first?.price.currencyCode ?? "USD")) { $0 + $1.price }
    }
}
