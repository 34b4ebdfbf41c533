import Foundation

/// The kind of account a payment method draws on.
public enum INPaymentMethodType: Int, Sendable {
    /// An account of unknown kind.
    case unknown = 0
    /// A checking account.
    case checking = 1
    /// A savings account.
    case savings = 2
    /// A brokerage account.
    case brokerage = 3
    /// A debit card.
    case debit = 4
    /// A credit card.
    case credit = 5
    /// A prepaid card.
    case prepaid = 6
    /// A store card.
    case store = 7
    /// Apple Pay.
    case applePay = 8
}

/// A way the user can pay: a card by its program name and a hint such as its last digits.
///
/// Never put a full card number or security code here: `identificationHint` is shown to the user.
open class INPaymentMethod: NSObject {
    /// The kind of account.
    public let type: INPaymentMethodType
    /// The card program or account name, e.g. "Visa".
    public let name: String?
    /// A hint that tells the user which account it is, e.g. "•••• 4242".
    public let identificationHint: String?
    /// An icon for the method.
    public let icon: INImage?

    /// A payment method.
    public required init(type: INPaymentMethodType, name: String?, identificationHint: String?, icon: INImage?) {
        self.type = type
        self.name = name
        self.identificationHint = identificationHint
        self.icon = icon
        super.init()
    }

    /// Apple Pay; the other fields are empty.
    open class func applePay() -> Self {
        self.init(type: .applePay, name: nil, identificationHint: nil, icon: nil)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INPaymentMethod else { return false }
        return type == other.type && name == other.name && identificationHint == other.identificationHint
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(type)
        hasher.combine(name)
        hasher.combine(identificationHint)
        return hasher.finalize()
    }
}
