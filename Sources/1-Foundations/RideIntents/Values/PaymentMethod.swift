/// The kind of account behind a payment method (SiriKit's `INPaymentMethodType`, same raw values).
public enum PaymentMethodType: Int, Hashable, Sendable, Codable, CaseIterable {
    case unknown = 0, checking, savings, brokerage, debit, credit, prepaid, store, applePay
}

/// A way to pay (SiriKit's `INPaymentMethod`). Hail never holds a full card number: only the brand,
/// the last four digits and the user's nickname.
public struct PaymentMethod: Hashable, Sendable, Codable {
    public var type: PaymentMethodType
    /// The card program or brand ("Amex", "Visa").
    public var name: String?
    /// The masked digits the user recognises ("•••• 1005").
    public var identificationHint: String?
    /// The user's own name for it ("work card").
    public var nickname: String?
    /// A stable identifier in the user's profile.
    public var identifier: String?
    /// Expiry month and year, when known.
    public var expiration: CardExpiration?

    public init(
        type: PaymentMethodType,
        name: String?,
        identificationHint: String? = nil,
        nickname: String? = nil,
        identifier: String? = nil,
        expiration: CardExpiration? = nil
    ) {
        self.type = type
        self.name = name
        self.identificationHint = identificationHint
        self.nickname = nickname
        self.identifier = identifier
        self.expiration = expiration
    }

    /// Apple Pay; the other fields are meaningless for it.
    public static func applePay() -> PaymentMethod {
        PaymentMethod(type: .applePay, name: "Apple Pay", identifier: "apple-pay")
    }

    /// "Amex •••• 1005" or "Apple Pay".
    public var displayName: String {
        [name, identificationHint].compactMap { $0 }.joined(separator: " ")
    }
}

/// A card's expiry month and year.
public struct CardExpiration: Hashable, Sendable, Codable {
    public var month: Int
    public var year: Int

    public init(month: Int, year: Int) {
        self.month = month
        self.year = year
    }

    /// "03/25".
    public var formatted: String {
        "\(month < 10 ? "0" : "")\(month)/\(year % 100 < 10 ? "0" : "")\(year % 100)"
    }
}
