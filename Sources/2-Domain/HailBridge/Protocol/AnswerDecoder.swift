import Foundation
import HailIntents

/// Turns the `resolution` or `response` of a service's answer into HailIntents objects, and
/// notes every field it did not know (a typo such as `estimatedPickUpDate` is worth a warning).
///
/// Every error names the field by its path and says what was expected, so that a service author
/// can fix the line from the message alone.
final class AnswerDecoder {
    private var readers: [ObjectReader] = []

    /// The fields that were given but never read, across everything decoded.
    var warnings: [String] {
        readers.flatMap { $0.unknownFields() }
    }

    func reader(_ value: JSONValue, path: String) throws(BridgeLineError) -> ObjectReader {
        let reader = try ObjectReader(value, path: path)
        readers.append(reader)
        return reader
    }

    func object(_ key: String, in parent: ObjectReader) throws(BridgeLineError) -> ObjectReader? {
        guard let value = parent.value(key) else { return nil }
        return try reader(value, path: parent.name(key))
    }

    /// Each item of an array field, decoded by `decode` with its path (`rideOptions[2]`).
    func items<Item>(
        _ key: String, in parent: ObjectReader, _ decode: (JSONValue, String) throws(BridgeLineError) -> Item
    ) throws(BridgeLineError) -> [Item]? {
        guard let values = try parent.array(key) else { return nil }
        var items: [Item] = []
        for (index, value) in values.enumerated() {
            items.append(try decode(value, "\(parent.name(key))[\(index)]"))
        }
        return items
    }

    // MARK: - Resolution results

    /// A resolution result of the given class, its values decoded by `decodeValue`.
    func resolution<Result: INIntentResolutionResult, Value>(
        _ value: JSONValue, decodeValue: (JSONValue, String) throws(BridgeLineError) -> Value,
        success: (Value) -> Result, disambiguation: (([Value]) -> Result)?, confirmation: (Value?) -> Result
    ) throws(BridgeLineError) -> Result {
        let fields = try reader(value, path: "resolution")
        let kind = try fields.requiredString("kind")
        switch kind {
        case "success":
            guard let given = fields.value("value") else { throw BridgeLineError("has a success without resolution.value") }
            return success(try decodeValue(given, "resolution.value"))
        case "disambiguation":
            guard let disambiguation else {
                throw BridgeLineError("has a disambiguation, which \(Result.self) does not offer")
            }
            guard let values = try fields.array("values"), !values.isEmpty else {
                throw BridgeLineError("has a disambiguation without resolution.values to choose from")
            }
            var decoded: [Value] = []
            for (index, item) in values.enumerated() { decoded.append(try decodeValue(item, "resolution.values[\(index)]")) }
            return disambiguation(decoded)
        case "confirmationRequired":
            return confirmation(try fields.value("value").map { (given) throws(BridgeLineError) in try decodeValue(given, "resolution.value") })
        case "needsValue":
            return Result.needsValue()
        case "notRequired":
            return Result.notRequired()
        case "unsupported":
            // NB: Apple's ride-domain results carry no reason; the reason is read so it is not
            // reported as unknown, and the service's log is the place for it.
            _ = try fields.string("reason")
            return Result.unsupported()
        default:
            throw BridgeLineError(
                "has resolution.kind \"\(kind)\", which is not one of success, disambiguation, confirmationRequired, needsValue, notRequired, unsupported")
        }
    }

    // MARK: - Values

    func placemark(_ value: JSONValue, path: String) throws(BridgeLineError) -> CLPlacemark {
        let fields = try reader(value, path: path)
        guard let location = try object("location", in: fields) else {
            throw BridgeLineError("has \(path) without a location (a placemark needs its latitude and longitude)")
        }
        let coordinate = try self.coordinate(location)
        let address = CNMutablePostalAddress()
        address.street = try fields.string("thoroughfare") ?? ""
        address.subLocality = try fields.string("subLocality") ?? ""
        address.city = try fields.string("locality") ?? ""
        address.subAdministrativeArea = try fields.string("subAdministrativeArea") ?? ""
        address.state = try fields.string("administrativeArea") ?? ""
        address.postalCode = try fields.string("postalCode") ?? ""
        address.country = try fields.string("country") ?? ""
        address.isoCountryCode = try fields.string("isoCountryCode") ?? ""
        let hasAddress = [address.street, address.subLocality, address.city, address.subAdministrativeArea, address.state,
                          address.postalCode, address.country, address.isoCountryCode].contains { !$0.isEmpty }
        return CLPlacemark(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
            name: try fields.string("name"), postalAddress: hasAddress ? address : nil
        )
    }

    func coordinate(_ fields: ObjectReader) throws(BridgeLineError) -> CLLocationCoordinate2D {
        guard let latitude = try fields.double("latitude"), let longitude = try fields.double("longitude") else {
            throw BridgeLineError("has \(fields.path) without latitude and longitude")
        }
        let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        guard CLLocationCoordinate2DIsValid(coordinate) else {
            throw BridgeLineError("has \(fields.path) outside [-90, 90] × [-180, 180]")
        }
        return coordinate
    }

    /// A speakable string: an object with `spokenPhrase`, or a plain string as a shorthand.
    func speakableString(_ value: JSONValue, path: String) throws(BridgeLineError) -> INSpeakableString {
        if case .string(let phrase) = value { return INSpeakableString(spokenPhrase: phrase) }
        let fields = try reader(value, path: path)
        let phrase = try fields.requiredString("spokenPhrase")
        guard let identifier = try fields.string("vocabularyIdentifier") else {
            _ = try fields.string("pronunciationHint")
            return INSpeakableString(spokenPhrase: phrase)
        }
        return INSpeakableString(
            vocabularyIdentifier: identifier, spokenPhrase: phrase, pronunciationHint: try fields.string("pronunciationHint"))
    }

    func integer(_ value: JSONValue, path: String) throws(BridgeLineError) -> Int {
        guard case .number(let number) = value, let whole = Int(exactly: number) else {
            throw BridgeLineError("has \(path) that is \(value.kindName), not a whole number")
        }
        return whole
    }

    func dateComponentsRange(_ value: JSONValue, path: String) throws(BridgeLineError) -> INDateComponentsRange {
        let fields = try reader(value, path: path)
        let start = try fields.date("startDate")
        let end = try fields.date("endDate")
        guard start != nil || end != nil else { throw BridgeLineError("has \(path) without startDate or endDate") }
        return INDateComponentsRange(start: start.map(Self.components), end: end.map(Self.components))
    }

    /// A moment as date components in UTC, down to the second, with their calendar.
    static func components(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        components.calendar = calendar
        components.timeZone = calendar.timeZone
        return components
    }

    func currencyAmount(_ value: JSONValue, path: String) throws(BridgeLineError) -> INCurrencyAmount {
        let fields = try reader(value, path: path)
        guard let amount = try fields.decimal("amount") else { throw BridgeLineError("has \(path) without an amount") }
        return INCurrencyAmount(amount: amount, currencyCode: try fields.requiredString("currencyCode"))
    }

    /// `{"price": 18.5, "currencyCode": "USD"}`, or `minimumPrice` and/or `maximumPrice`.
    func priceRange(_ value: JSONValue, path: String) throws(BridgeLineError) -> INPriceRange {
        let fields = try reader(value, path: path)
        let currency = try fields.requiredString("currencyCode")
        let price = try fields.decimal("price")
        let minimum = try fields.decimal("minimumPrice")
        let maximum = try fields.decimal("maximumPrice")
        switch (price, minimum, maximum) {
        case (let price?, nil, nil): return INPriceRange(price: price, currencyCode: currency)
        case (nil, let low?, let high?): return INPriceRange(firstPrice: low, secondPrice: high, currencyCode: currency)
        case (nil, let low?, nil): return INPriceRange(minimumPrice: low, currencyCode: currency)
        case (nil, nil, let high?): return INPriceRange(maximumPrice: high, currencyCode: currency)
        case (nil, nil, nil): throw BridgeLineError("has \(path) without price, minimumPrice or maximumPrice")
        default: throw BridgeLineError("has \(path) with both price and minimumPrice or maximumPrice")
        }
    }

    func paymentMethod(_ value: JSONValue, path: String) throws(BridgeLineError) -> INPaymentMethod {
        let fields = try reader(value, path: path)
        let typeName = try fields.string("type") ?? "unknown"
        guard let type = PaymentMethodTypeName.type(named: typeName) else {
            let known = PaymentMethodTypeName.names.map(\.1).joined(separator: ", ")
            throw BridgeLineError("has \(fields.name("type")) \"\(typeName)\", which is not one of \(known)")
        }
        return INPaymentMethod(
            type: type, name: try fields.string("name"),
            identificationHint: try fields.string("identificationHint").map(IntentJSON.maskedHint), icon: nil)
    }

    func userActivity(_ value: JSONValue, path: String) throws(BridgeLineError) -> NSUserActivity {
        let fields = try reader(value, path: path)
        let activity = NSUserActivity(activityType: try fields.requiredString("activityType"))
        activity.title = try fields.string("title")
        return activity
    }

    // MARK: - Rides

    func rideOption(_ value: JSONValue, path: String) throws(BridgeLineError) -> INRideOption {
        let fields = try reader(value, path: path)
        let name = try fields.requiredString("name")
        guard let pickup = try fields.date("estimatedPickupDate") else {
            throw BridgeLineError("has \(path) without an estimatedPickupDate")
        }
        let option = INRideOption(name: name, estimatedPickupDate: pickup)
        option.priceRange = try fields.value("priceRange").map { (range) throws(BridgeLineError) in
            try priceRange(range, path: fields.name("priceRange"))
        }
        option.usesMeteredFare = try fields.bool("usesMeteredFare")
        option.disclaimerMessage = try fields.string("disclaimerMessage")
        option.availablePartySizeOptions = try items("availablePartySizeOptions", in: fields, partySizeOption)
        option.availablePartySizeOptionsSelectionPrompt = try fields.string("availablePartySizeOptionsSelectionPrompt")
        option.specialPricing = try fields.string("specialPricing")
        option.fareLineItems = try items("fareLineItems", in: fields, fareLineItem)
        option.userActivityForBookingInApplication = try fields.value("userActivityForBookingInApplication").map {
            (activity) throws(BridgeLineError) in try userActivity(activity, path: fields.name("userActivityForBookingInApplication"))
        }
        option.identifier = try fields.string("identifier")
        return option
    }

    /// A tier: `partySizeRange` is `[smallest, largest]`, as `--jsonl` writes a range.
    func partySizeOption(_ value: JSONValue, path: String) throws(BridgeLineError) -> INRidePartySizeOption {
        let fields = try reader(value, path: path)
        guard case .array(let bounds)? = fields.value("partySizeRange"), bounds.count == 2,
              case .number(let low) = bounds[0], case .number(let high) = bounds[1],
              let smallest = Int(exactly: low), let largest = Int(exactly: high), 1 <= smallest, smallest <= largest
        else {
            throw BridgeLineError("has \(fields.name("partySizeRange")) that is not [smallest, largest] with 1 ≤ smallest ≤ largest")
        }
        return INRidePartySizeOption(
            partySizeRange: NSRange(location: smallest, length: largest - smallest),
            sizeDescription: try fields.requiredString("sizeDescription"),
            priceRange: try fields.value("priceRange").map { (range) throws(BridgeLineError) in
                try priceRange(range, path: fields.name("priceRange"))
            }
        )
    }

    func fareLineItem(_ value: JSONValue, path: String) throws(BridgeLineError) -> INRideFareLineItem {
        let fields = try reader(value, path: path)
        guard let price = try fields.decimal("price") else { throw BridgeLineError("has \(path) without a price") }
        guard let item = INRideFareLineItem(
            title: try fields.requiredString("title"), price: price, currencyCode: try fields.requiredString("currencyCode"))
        else { throw BridgeLineError("has \(path) that is not a whole line item") }
        return item
    }

    func rideStatusFields(_ fields: ObjectReader) throws(BridgeLineError) -> INRideStatus {
        let status = INRideStatus()
        status.rideIdentifier = try fields.string("rideIdentifier")
        if let phase = fields.value("phase") { status.phase = try ridePhase(phase, path: fields.name("phase")) }
        status.completionStatus = try object("completionStatus", in: fields).map(completionStatus)
        status.vehicle = try object("vehicle", in: fields).map(vehicle)
        status.driver = try object("driver", in: fields).map(driver)
        status.estimatedPickupDate = try fields.date("estimatedPickupDate")
        status.estimatedDropOffDate = try fields.date("estimatedDropOffDate")
        status.estimatedPickupEndDate = try fields.date("estimatedPickupEndDate")
        status.scheduledPickupTime = try fields.value("scheduledPickupTime").map { (range) throws(BridgeLineError) in
            try dateComponentsRange(range, path: fields.name("scheduledPickupTime"))
        }
        status.pickupLocation = try fields.value("pickupLocation").map { (place) throws(BridgeLineError) in
            try placemark(place, path: fields.name("pickupLocation"))
        }
        status.dropOffLocation = try fields.value("dropOffLocation").map { (place) throws(BridgeLineError) in
            try placemark(place, path: fields.name("dropOffLocation"))
        }
        status.waypoints = try items("waypoints", in: fields, placemark)
        status.rideOption = try fields.value("rideOption").map { (option) throws(BridgeLineError) in
            try rideOption(option, path: fields.name("rideOption"))
        }
        status.userActivityForCancelingInApplication = try fields.value("userActivityForCancelingInApplication").map {
            (activity) throws(BridgeLineError) in try userActivity(activity, path: fields.name("userActivityForCancelingInApplication"))
        }
        status.additionalActionActivities = try items("additionalActionActivities", in: fields, userActivity)
        return status
    }

    /// A phase by Apple's name ("approachingPickup") or raw value (5), as `--jsonl` writes it.
    func ridePhase(_ value: JSONValue, path: String) throws(BridgeLineError) -> INRidePhase {
        let names: [String: INRidePhase] = [
            "unknown": .unknown, "received": .received, "confirmed": .confirmed, "ongoing": .ongoing,
            "completed": .completed, "approachingPickup": .approachingPickup, "pickup": .pickup,
        ]
        switch value {
        case .string(let name):
            if let phase = names[name] { return phase }
        case .number(let number):
            if let raw = Int(exactly: number), let phase = INRidePhase(rawValue: raw) { return phase }
        default:
            break
        }
        throw BridgeLineError(
            "has \(path) \(value.line), which is not a phase (received, confirmed, approachingPickup, pickup, ongoing, completed)")
    }

    /// A completion status in `--jsonl`'s shape (`isCompleted`, `isCanceled`, ...), built with the
    /// factory Apple offers for it.
    func completionStatus(_ fields: ObjectReader) throws(BridgeLineError) -> INRideCompletionStatus {
        let completed = try fields.bool("isCompleted") ?? false
        let canceled = try fields.bool("isCanceled") ?? false
        let missedPickup = try fields.bool("isMissedPickup") ?? false
        let byService = try fields.bool("isCanceledByService") ?? false
        let outstanding = try fields.bool("isOutstanding") ?? false
        let amount = try fields.value("paymentAmount").map { (amount) throws(BridgeLineError) in
            try currencyAmount(amount, path: fields.name("paymentAmount"))
        }
        let feedback = try feedbackType(fields)
        let tips = try items("defaultTippingOptions", in: fields, currencyAmount)
        let status: INRideCompletionStatus
        switch (completed, canceled) {
        case (true, false):
            if !feedback.isEmpty {
                status = .completed(feedbackType: feedback)
            } else if let amount {
                status = outstanding ? .completed(outstanding: amount) : .completed(settled: amount)
            } else {
                status = .completed()
            }
        case (false, true):
            status = missedPickup ? .canceledMissedPickup() : byService ? .canceledByService() : .canceledByUser()
        default:
            throw BridgeLineError("has \(fields.path) that is neither isCompleted nor isCanceled (exactly one must be true)")
        }
        status.defaultTippingOptions = tips.map(Set.init)
        return status
    }

    /// `feedbackType` as names (`["rate", "tip"]`) or as the option set's raw value (3).
    func feedbackType(_ fields: ObjectReader) throws(BridgeLineError) -> INRideFeedbackTypeOptions {
        switch fields.value("feedbackType") {
        case nil:
            return []
        case .number(let number)?:
            guard let raw = UInt(exactly: number) else { break }
            return INRideFeedbackTypeOptions(rawValue: raw)
        case .array(let names)?:
            var options: INRideFeedbackTypeOptions = []
            for name in names {
                switch name {
                case .string("rate"): options.insert(.rate)
                case .string("tip"): options.insert(.tip)
                default: throw BridgeLineError("has \(fields.name("feedbackType")) with \(name.line), not \"rate\" or \"tip\"")
                }
            }
            return options
        default:
            break
        }
        throw BridgeLineError("has \(fields.name("feedbackType")) that is not [\"rate\", \"tip\"] or a number")
    }

    func vehicle(_ fields: ObjectReader) throws(BridgeLineError) -> INRideVehicle {
        let vehicle = INRideVehicle()
        if let location = try object("location", in: fields) {
            let coordinate = try self.coordinate(location)
            vehicle.location = CLLocation(
                coordinate: coordinate, altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1,
                course: try fields.double("course") ?? -1, speed: -1, timestamp: HailClock.now)
        } else {
            _ = try fields.double("course")
        }
        vehicle.registrationPlate = try fields.string("registrationPlate")
        vehicle.manufacturer = try fields.string("manufacturer")
        vehicle.model = try fields.string("model")
        vehicle.mapAnnotationImage = try fields.string("mapAnnotationImage").map { INImage(named: $0) }
        return vehicle
    }

    func driver(_ fields: ObjectReader) throws(BridgeLineError) -> INRideDriver {
        let given = try fields.string("givenName")
        let family = try fields.string("familyName")
        var name: PersonNameComponents?
        if given != nil || family != nil {
            var components = PersonNameComponents()
            components.givenName = given
            components.familyName = family
            name = components
        }
        return INRideDriver(
            knownPhoneNumber: try fields.string("phoneNumber"), nameComponents: name,
            displayName: try fields.string("displayName"), image: nil, rating: try fields.string("rating"))
    }
}

// MARK: - The typed resolution results of the ride domain

extension AnswerDecoder {
    func placemarkResolution(_ value: JSONValue) throws(BridgeLineError) -> INPlacemarkResolutionResult {
        try resolution(
            value, decodeValue: placemark, success: INPlacemarkResolutionResult.success(with:),
            disambiguation: INPlacemarkResolutionResult.disambiguation(with:),
            confirmation: INPlacemarkResolutionResult.confirmationRequired(with:))
    }

    func speakableStringResolution(_ value: JSONValue) throws(BridgeLineError) -> INSpeakableStringResolutionResult {
        try resolution(
            value, decodeValue: speakableString, success: INSpeakableStringResolutionResult.success(with:),
            disambiguation: INSpeakableStringResolutionResult.disambiguation(with:),
            confirmation: INSpeakableStringResolutionResult.confirmationRequired(with:))
    }

    func integerResolution(_ value: JSONValue) throws(BridgeLineError) -> INIntegerResolutionResult {
        try resolution(
            value, decodeValue: integer, success: INIntegerResolutionResult.success(with:), disambiguation: nil,
            confirmation: INIntegerResolutionResult.confirmationRequired(with:))
    }

    func dateComponentsRangeResolution(_ value: JSONValue) throws(BridgeLineError) -> INDateComponentsRangeResolutionResult {
        try resolution(
            value, decodeValue: dateComponentsRange, success: INDateComponentsRangeResolutionResult.success(with:),
            disambiguation: INDateComponentsRangeResolutionResult.disambiguation(with:),
            confirmation: INDateComponentsRangeResolutionResult.confirmationRequired(with:))
    }
}
