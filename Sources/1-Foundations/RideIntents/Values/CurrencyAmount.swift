/// An amount of money in a currency (SiriKit's `INCurrencyAmount`), kept in cents so sums are exact.
public struct CurrencyAmount: Hashable, Sendable, Codable, Comparable {
    /// The amount in the currency's minor unit (cents for USD).
    public var minorUnits: Int
    /// ISO 4217 code ("USD").
    public var currencyCode: String

    public init(minorUnits: Int, currencyCode: String = "USD") {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    /// Dollars and cents: `CurrencyAmount(dollars: 12.5)` is $12.50.
    public init(dollars: Double, currencyCode: String = "USD") {
        self.init(minorUnits: Int((dollars * 100).rounded()), currencyCode: currencyCode)
    }

    public static let zero = CurrencyAmount(minorUnits: 0)

    /// "$12.50", "-$2.00".
    public var formatted: String {
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = abs(minorUnits)
        let cents = magnitude % 100
        let symbol = currencyCode == "USD" ? "$" : currencyCode + " "
        return "\(sign)\(symbol)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    public static func + (lhs: CurrencyAmount, rhs: CurrencyAmount) -> CurrencyAmount {
        CurrencyAmount(minorUnits: lhs.minorUnits + rhs.minorUnits, currencyCode: lhs.currencyCode)
    }

    public static func < (lhs: CurrencyAmount, rhs: CurrencyAmount) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }
}
