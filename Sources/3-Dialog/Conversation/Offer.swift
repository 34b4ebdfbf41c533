import RideIntents

/// One value the dialog offers in a list, for disambiguation or after an unsupported value.
public enum Offer: Hashable, Sendable {
    case place(Placemark)
    case rideOption(SpeakableString)
    case paymentMethod(PaymentMethod)

    /// The words a user might use to pick it by name ("Market Street", "SUV", "joint").
    var searchableText: String {
        switch self {
        case .place(let placemark): placemark.qualifiedName
        case .rideOption(let option): [option.spokenPhrase, option.vocabularyIdentifier ?? ""].joined(separator: " ")
        case .paymentMethod(let method):
            [method.name, method.identificationHint, method.nickname].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The text shown in a list and in traces.
    public var label: String {
        switch self {
        case .place(let placemark): placemark.qualifiedName
        case .rideOption(let option): option.vocabularyIdentifier ?? option.spokenPhrase
        case .paymentMethod(let method): method.labelWithNickname
        }
    }
}

extension PaymentMethod {
    /// "Amex •••• 1005 (work card)".
    var labelWithNickname: String {
        if let nickname, !nickname.isEmpty { return "\(displayName) (\(nickname))" }
        return displayName
    }
}
