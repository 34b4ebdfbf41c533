import Foundation
import HailIntents

/// The JSON the bridge sends for an intent and the values it carries: the shapes `hail --jsonl`
/// uses for placemarks, amounts, ride options and payment methods, with Apple's field names.
///
/// Nothing secret leaves Hail: a payment method goes by its type, name and hint, and a hint that
/// holds more than four digits in a row is cut to its last four.
enum IntentJSON {
    /// The intent's class name and its parameters (the values resolved so far).
    static func encode(_ intent: INIntent) -> (name: String, parameters: JSONValue) {
        var fields: [String: JSONValue] = [:]
        switch intent {
        case let request as INRequestRideIntent:
            fields["pickupLocation"] = request.pickupLocation.map(placemark)
            fields["dropOffLocation"] = request.dropOffLocation.map(placemark)
            fields["rideOptionName"] = request.rideOptionName.map(speakableString)
            fields["partySize"] = request.partySize.map { .number(Double($0)) }
            fields["paymentMethod"] = request.paymentMethod.map(paymentMethod)
            fields["scheduledPickupTime"] = request.scheduledPickupTime.map(dateComponentsRange)
        case let list as INListRideOptionsIntent:
            fields["pickupLocation"] = list.pickupLocation.map(placemark)
            fields["dropOffLocation"] = list.dropOffLocation.map(placemark)
        case let cancel as INCancelRideIntent:
            fields["rideIdentifier"] = .string(cancel.rideIdentifier)
        case let feedback as INSendRideFeedbackIntent:
            fields["rideIdentifier"] = .string(feedback.rideIdentifier)
            fields["rating"] = feedback.rating.map { .number($0.doubleValue) }
            fields["tip"] = feedback.tip.map(currencyAmount)
        default:
            break  // INGetRideStatusIntent has no parameters.
        }
        if let identifier = intent.identifier { fields["identifier"] = .string(identifier) }
        return (String(describing: type(of: intent)), .object(fields))
    }

    static func placemark(_ placemark: CLPlacemark) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        fields["name"] = placemark.name.map(JSONValue.string)
        if let coordinate = placemark.location?.coordinate {
            fields["location"] = .object(["latitude": .number(coordinate.latitude), "longitude": .number(coordinate.longitude)])
        }
        let address: [(String, String?)] = [
            ("thoroughfare", placemark.thoroughfare), ("subLocality", placemark.subLocality),
            ("locality", placemark.locality), ("subAdministrativeArea", placemark.subAdministrativeArea),
            ("administrativeArea", placemark.administrativeArea), ("postalCode", placemark.postalCode),
            ("country", placemark.country), ("isoCountryCode", placemark.isoCountryCode),
        ]
        for case let (key, value?) in address { fields[key] = .string(value) }
        return .object(fields)
    }

    static func speakableString(_ string: INSpeakableString) -> JSONValue {
        var fields: [String: JSONValue] = ["spokenPhrase": .string(string.spokenPhrase)]
        fields["vocabularyIdentifier"] = string.vocabularyIdentifier.map(JSONValue.string)
        fields["pronunciationHint"] = string.pronunciationHint.map(JSONValue.string)
        return .object(fields)
    }

    static func paymentMethod(_ method: INPaymentMethod) -> JSONValue {
        var fields: [String: JSONValue] = ["type": .string(PaymentMethodTypeName.name(of: method.type))]
        fields["name"] = method.name.map(JSONValue.string)
        fields["identificationHint"] = method.identificationHint.map { .string(maskedHint($0)) }
        return .object(fields)
    }

    /// A hint with any run of more than four digits cut to its last four ("•••• 4242").
    static func maskedHint(_ hint: String) -> String {
        var result = ""
        var digits = ""
        func flush() {
            result += digits.count > 4 ? "•••• " + digits.suffix(4) : digits
            digits = ""
        }
        for character in hint {
            if character.isASCII && character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty && (character == " " || character == "-") {
                continue  // NB: "4242 4242 4242 4242" is one run of digits, spaced.
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    static func dateComponentsRange(_ range: INDateComponentsRange) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        fields["startDate"] = range.startDateComponents.flatMap(date(from:)).map { .string(BridgeDate.format($0)) }
        fields["endDate"] = range.endDateComponents.flatMap(date(from:)).map { .string(BridgeDate.format($0)) }
        return .object(fields)
    }

    /// The moment date components name, in their own calendar and time zone (UTC when they have none).
    static func date(from components: DateComponents) -> Date? {
        if let date = components.date { return date }
        var calendar = components.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = components.timeZone ?? calendar.timeZone
        if components.timeZone == nil && components.calendar == nil, let utc = TimeZone(identifier: "UTC") {
            calendar.timeZone = utc
        }
        return calendar.date(from: components)
    }

    /// `{"minorUnits": 200, "currencyCode": "USD"}`, as `--jsonl` writes an amount (cents for USD).
    static func currencyAmount(_ amount: INCurrencyAmount) -> JSONValue {
        var fields: [String: JSONValue] = [:]
        fields["minorUnits"] = amount.amount.flatMap(minorUnits).map { .number(Double($0)) }
        fields["currencyCode"] = amount.currencyCode.map(JSONValue.string)
        return .object(fields)
    }

    /// The amount in hundredths, rounded to the nearest; nil when it does not fit.
    static func minorUnits(_ amount: NSDecimalNumber) -> Int? {
        let hundredths = amount.multiplying(byPowerOf10: 2).rounding(
            accordingToBehavior: NSDecimalNumberHandler(
                roundingMode: .plain, scale: 0, raiseOnExactness: false, raiseOnOverflow: false,
                raiseOnUnderflow: false, raiseOnDivideByZero: false))
        let value = hundredths.doubleValue
        guard value.isFinite, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}

/// Apple's names for the payment method types, as the protocol spells them ("credit", "applePay").
enum PaymentMethodTypeName {
    static let names: [(INPaymentMethodType, String)] = [
        (.unknown, "unknown"), (.checking, "checking"), (.savings, "savings"), (.brokerage, "brokerage"),
        (.debit, "debit"), (.credit, "credit"), (.prepaid, "prepaid"), (.store, "store"), (.applePay, "applePay"),
    ]

    static func name(of type: INPaymentMethodType) -> String {
        names.first { $0.0 == type }?.1 ?? "unknown"
    }

    static func type(named name: String) -> INPaymentMethodType? {
        names.first { $0.1 == name }?.0
    }
}
