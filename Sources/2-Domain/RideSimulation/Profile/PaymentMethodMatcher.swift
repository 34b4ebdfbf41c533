import RideIntents

/// Finds the payment methods a spoken phrase names: "my Amex", "work card", "the Visa ending in
/// 1881", "American Express", "Apple Pay". Filler ("my", "the", "card", "ending in") is ignored.
enum PaymentMethodMatcher {
    private static let fillerWords: Set<String> = [
        "my", "the", "a", "an", "card", "credit", "debit", "use", "using", "with", "pay", "by", "ending", "ends",
        "in", "that", "number", "account", "one", "please",
    ]

    /// Brand keys and every way of saying each.
    private static let brandNames: [(brand: String, spoken: [String])] = [
        ("amex", ["amex", "american express"]),
        ("visa", ["visa"]),
        ("mastercard", ["mastercard", "master", "mc"]),
        ("apple", ["apple", "applepay"]),
        ("discover", ["discover"]),
    ]

    /// The words that identify a method, filler removed ("my work card" → ["work"]).
    static func keyWords(_ text: String) -> [String] {
        PlaceNameNormalizer.words(text).filter { !fillerWords.contains($0) }
    }

    /// Whether the phrase names no method at all ("card", "my card").
    static func isGeneric(_ spoken: String) -> Bool {
        keyWords(spoken).isEmpty
    }

    /// The methods in `methods` that `spoken` names, in their order.
    static func matches(_ spoken: String, in methods: [PaymentMethod]) -> [PaymentMethod] {
        let words = keyWords(spoken)
        guard !words.isEmpty else { return [] }
        let phrase = words.joined(separator: " ")
        let digits = words.filter { $0.count == 4 && $0.allSatisfy(\.isASCIIDigit) }
        let brandWords = words.filter { !$0.allSatisfy(\.isASCIIDigit) }.joined(separator: " ")
        let spokenBrand = brand(of: brandWords)

        if let lastFour = digits.first {
            return methods.filter { method in
                method.lastFourDigits == lastFour && (brandWords.isEmpty || spokenBrand == brand(of: method.name ?? ""))
            }
        }
        let byNickname = methods.filter { method in
            method.nickname.map { keyWords($0).joined(separator: " ") == phrase } ?? false
        }
        if !byNickname.isEmpty { return byNickname }
        guard let spokenBrand else { return [] }
        return methods.filter { brand(of: $0.name ?? "") == spokenBrand }
    }

    /// The brand key a phrase names ("American Express" → "amex"), if any.
    private static func brand(of text: String) -> String? {
        let phrase = keyWords(text).joined(separator: " ")
        guard !phrase.isEmpty else { return nil }
        return brandNames.first { $0.spoken.contains(phrase) }?.brand
    }
}
