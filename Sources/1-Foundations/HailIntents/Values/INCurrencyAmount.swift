import Foundation

/// An amount of money in a currency: a fee, a tip, a payment.
open class INCurrencyAmount: NSObject {
    /// The amount.
    public let amount: NSDecimalNumber?
    /// The ISO 4217 code of the currency, e.g. "USD".
    public let currencyCode: String?

    /// An amount in the given currency.
    public init(amount: NSDecimalNumber, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INCurrencyAmount else { return false }
        return amount == other.amount && currencyCode == other.currencyCode
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(amount?.stringValue)
        hasher.combine(currencyCode)
        return hasher.finalize()
    }

    open override var description: String {
        "\(amount?.stringValue ?? "?") \(currencyCode ?? "")"
    }
}
