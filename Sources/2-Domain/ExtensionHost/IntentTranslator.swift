import Foundation
import HailIntents
import RideIntents

/// Why an extension's answer cannot be used: what is wrong with it, for a message that names the
/// call ("handle INRequestRideIntent answered success without a ride status").
struct UnusableAnswer: Error {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Turns Hail's values (`RideIntents`) into Apple's (`HailIntents`) for a call, and the answers
/// back. It remembers the placemarks and payment methods it handed out, so that one the extension
/// returns unchanged comes back as the very value Hail gave (with its gazetteer identifier).
final class IntentTranslator {
    private var placemarks: [ObjectIdentifier: (object: CLPlacemark, value: Placemark)] = [:]
    private var paymentMethods: [ObjectIdentifier: (object: INPaymentMethod, value: PaymentMethod)] = [:]

    // MARK: - Hail's values to Apple's

    /// A resolved place as a `CLPlacemark`; `nil` for a place not yet resolved (no coordinate):
    /// Maps hands an extension only places it found.
    func clPlacemark(_ place: Placemark?) -> CLPlacemark? {
        guard let place, let coordinate = place.location else { return nil }
        let address = CNMutablePostalAddress()
        address.street = place.thoroughfare ?? ""
        address.city = place.locality ?? ""
        let object = CLPlacemark(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: place.name,
            postalAddress: address)
        placemarks[ObjectIdentifier(object)] = (object, place)
        return object
    }

    func speakable(_ value: SpeakableString?) -> INSpeakableString? {
        guard let value else { return nil }
        guard let identifier = value.vocabularyIdentifier else { return INSpeakableString(spokenPhrase: value.spokenPhrase) }
        return INSpeakableString(
            vocabularyIdentifier: identifier, spokenPhrase: value.spokenPhrase, pronunciationHint: value.pronunciationHint)
    }

    func paymentMethod(_ value: PaymentMethod?) -> INPaymentMethod? {
        guard let value else { return nil }
        let object = INPaymentMethod(
            type: INPaymentMethodType(rawValue: value.type.rawValue) ?? .unknown, name: value.name ?? value.nickname,
            identificationHint: value.identificationHint, icon: nil)
        paymentMethods[ObjectIdentifier(object)] = (object, value)
        return object
    }

    func dateRange(_ value: DateComponentsRange?) -> INDateComponentsRange? {
        guard let value else { return nil }
        return INDateComponentsRange(start: Self.components(value.startDate), end: value.endDate.map(Self.components))
    }

    /// A moment as date components in the service's zone, with the calendar and zone set, so that
    /// `Calendar.date(from:)` gives the moment back wherever the extension runs.
    static func components(_ date: Date) -> DateComponents {
        let calendar = ServiceTimeZone.calendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        parts.calendar = calendar
        parts.timeZone = calendar.timeZone
        return parts
    }

    func requestRide(_ intent: RequestRideIntent) -> INRequestRideIntent {
        INRequestRideIntent(
            pickupLocation: clPlacemark(intent.pickupLocation), dropOffLocation: clPlacemark(intent.dropOffLocation),
            rideOptionName: speakable(intent.rideOptionName), partySize: intent.partySize,
            paymentMethod: paymentMethod(intent.paymentMethod), scheduledPickupTime: dateRange(intent.scheduledPickupTime))
    }

    func listRideOptions(_ intent: ListRideOptionsIntent) -> INListRideOptionsIntent {
        INListRideOptionsIntent(
            pickupLocation: clPlacemark(intent.pickupLocation), dropOffLocation: clPlacemark(intent.dropOffLocation))
    }

    func sendRideFeedback(_ intent: SendRideFeedbackIntent) -> INSendRideFeedbackIntent {
        let object = INSendRideFeedbackIntent(rideIdentifier: intent.rideIdentifier)
        object.rating = intent.rating.map { NSNumber(value: $0) }
        object.tip = intent.tip.map(currencyAmount)
        return object
    }

    func currencyAmount(_ amount: CurrencyAmount) -> INCurrencyAmount {
        INCurrencyAmount(
            amount: NSDecimalNumber(mantissa: UInt64(abs(amount.minorUnits)), exponent: -2, isNegative: amount.minorUnits < 0),
            currencyCode: amount.currencyCode)
    }

    // MARK: - Apple's values to Hail's

    func placemark(_ object: CLPlacemark) throws(UnusableAnswer) -> Placemark {
        if let given = placemarks[ObjectIdentifier(object)], given.object === object { return given.value }
        guard let location = object.location else { throw UnusableAnswer("a placemark without a location") }
        let coordinate = Coordinate(latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
        guard coordinate.latitude.isFinite, coordinate.longitude.isFinite, abs(coordinate.latitude) <= 90,
              abs(coordinate.longitude) <= 180 else {
            throw UnusableAnswer("a placemark at an impossible coordinate (\(location))")
        }
        // A copy of a place Hail gave (same name and coordinate) is that place.
        if let given = placemarks.values.first(where: { $0.value.location == coordinate && $0.value.name == object.name }) {
            return given.value
        }
        guard let name = object.name ?? object.thoroughfare ?? object.locality, !name.isEmpty else {
            throw UnusableAnswer("a placemark without a name, street or city")
        }
        return Placemark(name: name, thoroughfare: object.thoroughfare, locality: object.locality, location: coordinate)
    }

    func speakableString(_ object: INSpeakableString) throws(UnusableAnswer) -> SpeakableString {
        guard !object.spokenPhrase.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UnusableAnswer("an empty spoken phrase")
        }
        return SpeakableString(
            vocabularyIdentifier: object.vocabularyIdentifier, spokenPhrase: object.spokenPhrase,
            pronunciationHint: object.pronunciationHint)
    }

    func paymentMethod(_ object: INPaymentMethod) -> PaymentMethod {
        if let given = paymentMethods[ObjectIdentifier(object)], given.object === object { return given.value }
        if object.type == .applePay, object.name == nil { return .applePay() }
        return PaymentMethod(
            type: PaymentMethodType(rawValue: object.type.rawValue) ?? .unknown, name: object.name,
            identificationHint: object.identificationHint)
    }

    func dateRange(_ object: INDateComponentsRange) throws(UnusableAnswer) -> DateComponentsRange {
        guard let startComponents = object.startDateComponents, let start = Self.date(startComponents) else {
            throw UnusableAnswer("a date range without a start date")
        }
        let end = object.endDateComponents.flatMap(Self.date)
        if let end, end < start { throw UnusableAnswer("a date range that ends before it starts") }
        return DateComponentsRange(startDate: start, endDate: end)
    }

    static func date(_ components: DateComponents) -> Date? {
        var calendar = components.calendar ?? ServiceTimeZone.calendar
        calendar.timeZone = components.timeZone ?? ServiceTimeZone.zone
        guard components.year != nil, components.month != nil, components.day != nil else { return nil }
        return calendar.date(from: components)
    }

    func currency(_ amount: NSDecimalNumber?, _ code: String?, what: String) throws(UnusableAnswer) -> CurrencyAmount {
        guard let amount, amount != NSDecimalNumber.notANumber else { throw UnusableAnswer("\(what) without an amount") }
        let cents = (amount.doubleValue * 100).rounded()
        guard cents.isFinite, abs(cents) < 1e15 else { throw UnusableAnswer("\(what) of \(amount) (not a price)") }
        guard let code, code.count == 3, code.allSatisfy({ $0.isLetter && $0.isASCII }) else {
            throw UnusableAnswer("\(what) without an ISO 4217 currency code (\(code.map { "'\($0)'" } ?? "none"))")
        }
        return CurrencyAmount(minorUnits: Int(cents), currencyCode: code.uppercased())
    }

    func currencyAmount(_ object: INCurrencyAmount, what: String) throws(UnusableAnswer) -> CurrencyAmount {
        try currency(object.amount, object.currencyCode, what: what)
    }

    func priceRange(_ object: INPriceRange, what: String) throws(UnusableAnswer) -> PriceRange {
        let low = try object.minimumPrice.map { price throws(UnusableAnswer) in try currency(price, object.currencyCode, what: what) }
        let high = try object.maximumPrice.map { price throws(UnusableAnswer) in try currency(price, object.currencyCode, what: what) }
        switch (low, high) {
        case let (low?, high?): return PriceRange(firstPrice: low, secondPrice: high)
        case let (low?, nil): return PriceRange(price: low)
        case let (nil, high?): return PriceRange(price: high)
        case (nil, nil): throw UnusableAnswer("\(what) without a price")
        }
    }

    /// Apple's party size range, `location` to `location + length` ("2-3 people" is 2 and 1), as
    /// the passengers it covers; a range starting at 0 starts at 1.
    static func partySizes(_ range: NSRange) -> ClosedRange<Int>? {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location < 1_000 else { return nil }
        let lower = max(1, range.location)
        return lower...max(lower, range.location + min(range.length, 1_000))
    }

    /// A ride option. Its capacity is the largest party its tiers cover, else
    /// ``HostedExtension/defaultCapacity`` (Apple's option has no capacity of its own).
    func rideOption(_ object: INRideOption) throws(UnusableAnswer) -> RideOption {
        let name = object.name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw UnusableAnswer("a ride option without a name") }
        guard object.estimatedPickupDate.timeIntervalSince1970.isFinite else {
            throw UnusableAnswer("ride option \(name) without a usable pickup date")
        }
        var tiers: [RidePartySizeOption] = []
        for tier in object.availablePartySizeOptions ?? [] {
            guard let sizes = Self.partySizes(tier.partySizeRange) else {
                throw UnusableAnswer("ride option \(name)'s party size option '\(tier.sizeDescription)' with an impossible range")
            }
            let price: PriceRange
            if let tierPrice = tier.priceRange {
                price = try priceRange(tierPrice, what: "ride option \(name)'s party size option '\(tier.sizeDescription)'")
            } else if let optionPrice = object.priceRange {
                price = try priceRange(optionPrice, what: "ride option \(name)'s price range")
            } else {
                throw UnusableAnswer("ride option \(name)'s party size option '\(tier.sizeDescription)' without a price")
            }
            tiers.append(RidePartySizeOption(partySizeRange: sizes, sizeDescription: tier.sizeDescription, priceRange: price))
        }
        let lines = try (object.fareLineItems ?? []).map { item throws(UnusableAnswer) in
            RideFareLineItem(
                title: item.title ?? "", price: try currency(item.price, item.currencyCode, what: "ride option \(name)'s fare line item"))
        }
        return RideOption(
            name: name, estimatedPickupDate: object.estimatedPickupDate,
            priceRange: try object.priceRange.map { range throws(UnusableAnswer) in try priceRange(range, what: "ride option \(name)'s price range") },
            usesMeteredFare: object.usesMeteredFare ?? false, disclaimerMessage: object.disclaimerMessage,
            availablePartySizeOptions: tiers.isEmpty ? nil : tiers,
            availablePartySizeOptionsSelectionPrompt: object.availablePartySizeOptionsSelectionPrompt,
            specialPricing: object.specialPricing, fareLineItems: lines.isEmpty ? nil : lines,
            requiresBookingInApplication: object.userActivityForBookingInApplication != nil,
            maximumPartySize: tiers.map(\.partySizeRange.upperBound).max() ?? HostedExtension.defaultCapacity)
    }

    /// A ride status; a preview (confirm's answer) needs no ride identifier, a booking does.
    func rideStatus(_ object: INRideStatus, for intent: RequestRideIntent? = nil, isPreview: Bool = false) throws(UnusableAnswer) -> RideStatus {
        let identifier = object.rideIdentifier ?? ""
        guard isPreview || !identifier.isEmpty else {
            throw UnusableAnswer("a ride status without a ride identifier")
        }
        let phase = RidePhase(rawValue: object.phase.rawValue) ?? .unknown
        var vehicle: RideVehicle?
        if let car = object.vehicle {
            vehicle = RideVehicle(
                manufacturer: car.manufacturer, model: car.model, registrationPlate: car.registrationPlate,
                location: car.location.map { Coordinate(latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude) },
                course: car.location.flatMap { $0.course >= 0 ? $0.course : nil })
        }
        let driver = object.driver.map { RideDriver(displayName: $0.displayName, rating: $0.rating, phoneNumber: $0.phoneNumber) }
        return RideStatus(
            rideIdentifier: identifier, phase: phase,
            completionStatus: try object.completionStatus.map { status throws(UnusableAnswer) in try completionStatus(status) },
            vehicle: vehicle, driver: driver,
            estimatedPickupDate: object.estimatedPickupDate, estimatedDropOffDate: object.estimatedDropOffDate,
            estimatedPickupEndDate: object.estimatedPickupEndDate,
            scheduledPickupTime: try object.scheduledPickupTime.map { range throws(UnusableAnswer) in try dateRange(range) }
                ?? intent?.scheduledPickupTime,
            pickupLocation: try object.pickupLocation.map { place throws(UnusableAnswer) in try placemark(place) } ?? intent?.pickupLocation,
            dropOffLocation: try object.dropOffLocation.map { place throws(UnusableAnswer) in try placemark(place) } ?? intent?.dropOffLocation,
            waypoints: try object.waypoints.map { places throws(UnusableAnswer) in
                try places.map { place throws(UnusableAnswer) in try placemark(place) }
            },
            rideOption: try object.rideOption.map { option throws(UnusableAnswer) in try rideOption(option) },
            partySize: intent?.partySize, paymentMethod: intent?.paymentMethod)
    }

    func completionStatus(_ object: INRideCompletionStatus) throws(UnusableAnswer) -> RideCompletionStatus {
        let amount = try object.paymentAmount.map { amount throws(UnusableAnswer) in try currencyAmount(amount, what: "the ride's payment amount") }
        var feedback: RideFeedbackTypeOptions = []
        if object.feedbackType.contains(.rate) { feedback.insert(.rate) }
        if object.feedbackType.contains(.tip) { feedback.insert(.tip) }
        var status: RideCompletionStatus
        if object.isCanceled {
            if object.isMissedPickup {
                status = .canceledMissedPickup()
            } else if object.isCanceledByService {
                status = .canceledByService()
            } else {
                status = .canceledByUser(fee: amount)
            }
        } else if !feedback.isEmpty {
            status = .completed(feedbackType: feedback, amount: amount)
        } else if let amount {
            status = object.isOutstanding ? .completed(outstanding: amount) : .completed(settled: amount)
        } else {
            status = .completed()
        }
        if let tips = object.defaultTippingOptions, !tips.isEmpty {
            status.defaultTippingOptions = try tips.map { tip throws(UnusableAnswer) in try currencyAmount(tip, what: "a default tipping option") }
                .sorted()
        }
        return status
    }
}
