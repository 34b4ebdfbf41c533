import Foundation

/// One charge in a ride's fare: a base fare, a per-mile charge, a toll, a discount.
open class INRideFareLineItem: NSObject {
    /// What the charge is for, e.g. "Base fare".
    public let title: String!
    /// The charge.
    public let price: NSDecimalNumber!
    /// The ISO 4217 code of the currency of `price`.
    public let currencyCode: String!

    /// A line item; `nil` when any argument is `nil`, as in Apple's implicitly unwrapped initialiser.
    public init!(title: String!, price: NSDecimalNumber!, currencyCode: String!) {
        guard let title, let price, let currencyCode else { return nil }
        self.title = title
        self.price = price
        self.currencyCode = currencyCode
        super.init()
    }

    open override var description: String {
        "\(title ?? ""): \(price?.stringValue ?? "") \(currencyCode ?? "")"
    }
}
