import RideIntents

/// A value for one request-ride parameter, whatever its type.
public enum ParameterValue: Hashable, Sendable {
    case place(Placemark)
    case integer(Int)
    case speakable(SpeakableString)
    case paymentMethod(PaymentMethod)
    case dateRange(DateComponentsRange)

    /// The value as an offer in a list, for the types that can be offered.
    var offer: Offer? {
        switch self {
        case .place(let placemark): .place(placemark)
        case .speakable(let option): .rideOption(option)
        case .paymentMethod(let method): .paymentMethod(method)
        case .integer, .dateRange: nil
        }
    }

    /// A short text for traces and `--jsonl`.
    public var label: String {
        switch self {
        case .place(let placemark): placemark.qualifiedName
        case .integer(let number): String(number)
        case .speakable(let option): option.vocabularyIdentifier ?? option.spokenPhrase
        case .paymentMethod(let method): method.labelWithNickname
        case .dateRange(let range): ServiceTimeZone.dateAndTime(range.startDate)
        }
    }
}

extension Offer {
    /// The parameter an offered value sets (a ride option offered after "party too large" sets the
    /// ride option, not the party size).
    var parameter: RideParameter {
        switch self {
        case .place: .dropOffLocation
        case .rideOption: .rideOptionName
        case .paymentMethod: .paymentMethod
        }
    }

    var value: ParameterValue {
        switch self {
        case .place(let placemark): .place(placemark)
        case .rideOption(let option): .speakable(option)
        case .paymentMethod(let method): .paymentMethod(method)
        }
    }
}
