import RideIntents

/// A payment method reduced to what may be kept or shown: its type, brand, last four digits and
/// nickname. Whatever digits a method carried, only the last four survive.
public struct MaskedPaymentMethod: Hashable, Sendable, Codable {
    public var type: PaymentMethodType
    /// "Visa", "Amex", "Apple Pay".
    public var brand: String?
    /// "4242"; `nil` for a method with no card digits (Apple Pay).
    public var lastFour: String?
    /// "work card".
    public var nickname: String?
    /// The profile's identifier for it ("visa-4242"), kept only when it holds no more than four digits.
    public var identifier: String?

    public init(type: PaymentMethodType, brand: String?, lastFour: String?, nickname: String?, identifier: String?) {
        self.type = type
        self.brand = brand
        self.lastFour = lastFour.map(Self.lastFourDigits).flatMap { $0.isEmpty ? nil : $0 }
        self.nickname = nickname.map(CardNumberRedaction.redacted)
        self.identifier = identifier.flatMap(Self.safeIdentifier)
    }

    /// The masked form of `method`.
    public init(_ method: PaymentMethod) {
        let digits = (method.identificationHint ?? "").filter(\.isASCIIDigit)
        self.init(
            type: method.type, brand: method.name.map(CardNumberRedaction.redacted), lastFour: digits.isEmpty ? nil : digits,
            nickname: method.nickname, identifier: method.identifier
        )
    }

    /// The payment method to show: "Visa •••• 4242", nickname and all, and no expiry.
    public var paymentMethod: PaymentMethod {
        PaymentMethod(
            type: type, name: brand, identificationHint: lastFour.map { "•••• \($0)" }, nickname: nickname,
            identifier: identifier
        )
    }

    /// `identifier` when it holds no more than four digits; `nil` when it might be a card number.
    public static func safeIdentifier(_ identifier: String) -> String? {
        identifier.filter(\.isASCIIDigit).count <= 4 ? identifier : nil
    }

    static func lastFourDigits(_ text: String) -> String {
        String(text.filter(\.isASCIIDigit).suffix(4))
    }
}
