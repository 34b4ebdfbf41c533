import Foundation
import RideIntents

/// The request-ride intent being built, and which of its parameters are settled.
struct RideDraft: Hashable, Sendable {
    /// The intent: raw values as the user gave them until resolved, resolved values after.
    var intent = RequestRideIntent()
    /// Parameters whose current value is resolved (or not required).
    var resolved: Set<RideParameter> = []
    /// Parameters whose value the resolver chose because the user gave none (a party of 1, the
    /// default card): resolving them again starts from nothing, not from that default.
    var defaulted: Set<RideParameter> = []
    /// Ride options the user ruled out ("anything but a pool"): never offered, and a chosen one
    /// ruled out is chosen again.
    var excludedRideOptions: Set<String> = []
    /// When the rider must arrive ("arrive by 6"), while the pickup time is still to be worked
    /// out from it, and when it was said (the pickup is never before then).
    var arrivalDeadline: ArrivalDeadline?
    /// The deadline a pickup time was worked out from, kept to check the service's estimated
    /// drop-off against at confirmation.
    var arriveBy: Date?
    /// The price the user already agreed to book at ("The Standard is now $7.88. Book it?", for
    /// an option offered again from an expired list): a confirm at that price books at once.
    var agreedPrice: PriceRange?
    /// When Maps' listed prices, which this request was chosen at, expire: a yes after it
    /// refreshes the price and pickup before booking. `nil` for a request not made from a list.
    var pricesValidUntil: Date?
    /// The rider named a party without its size ("a few of us"): Hail asks how many rather than
    /// taking the service's default of one.
    var partySizeToAsk = false
    /// The ride was only offered, for a place said alone that Maps knows loosely ("A ride to
    /// Golden Gate Park?"): a no to its drop-off ends the request.
    var isOffered = false

    /// The first parameter, in resolution order, still to resolve.
    var nextUnresolved: RideParameter? {
        RideParameter.resolutionOrder.first { !resolved.contains($0) }
    }

    /// The user gave a new value for `parameter`: it is no longer a default, and it (with the
    /// parameters whose resolution depends on it) resolves again. Every edit the user makes to a
    /// request goes through here.
    mutating func change(_ parameter: RideParameter, to value: ParameterValue) {
        defaulted.remove(parameter)
        unresolve(parameter)
        set(value, for: parameter)
    }

    /// Marks `parameter` (and the parameters whose resolution depends on it) for resolving again.
    mutating func unresolve(_ parameter: RideParameter) {
        resolved.remove(parameter)
        if defaulted.remove(parameter) != nil { clear(parameter) }
        switch parameter {
        case .pickupLocation: resolved.remove(.dropOffLocation)  // same-as-pickup check
        case .rideOptionName: unresolve(.partySize)  // capacity and party-size pricing
        case .partySize: if intent.rideOptionName?.vocabularyIdentifier == nil { resolved.remove(.rideOptionName) }
        default: break
        }
    }

    /// Puts `value` in the intent as `parameter`'s value (a value of another type is ignored).
    mutating func set(_ value: ParameterValue, for parameter: RideParameter) {
        switch (parameter, value) {
        case (.pickupLocation, .place(let placemark)): intent.pickupLocation = placemark
        case (.dropOffLocation, .place(let placemark)): intent.dropOffLocation = placemark
        case (.partySize, .integer(let size)): intent.partySize = size
        case (.rideOptionName, .speakable(let option)): intent.rideOptionName = option
        case (.paymentMethod, .paymentMethod(let method)): intent.paymentMethod = method
        case (.scheduledPickupTime, .dateRange(let range)): intent.scheduledPickupTime = range
        default: break
        }
    }

    /// Removes `parameter`'s value from the intent.
    mutating func clear(_ parameter: RideParameter) {
        switch parameter {
        case .pickupLocation: intent.pickupLocation = nil
        case .dropOffLocation: intent.dropOffLocation = nil
        case .partySize: intent.partySize = nil
        case .rideOptionName: intent.rideOptionName = nil
        case .paymentMethod: intent.paymentMethod = nil
        case .scheduledPickupTime: intent.scheduledPickupTime = nil
        }
    }

    /// Whether the intent has no value for `parameter`.
    func isMissing(_ parameter: RideParameter) -> Bool {
        switch parameter {
        case .pickupLocation: intent.pickupLocation == nil
        case .dropOffLocation: intent.dropOffLocation == nil
        case .partySize: intent.partySize == nil
        case .rideOptionName: intent.rideOptionName == nil
        case .paymentMethod: intent.paymentMethod == nil
        case .scheduledPickupTime: intent.scheduledPickupTime == nil
        }
    }

    /// "not the shared one": rules options out; the ride option resolves again if it was one.
    mutating func exclude(rideOptions names: [String]) {
        excludedRideOptions.formUnion(names)
        if let chosen = intent.rideOptionName?.vocabularyIdentifier, excludedRideOptions.contains(chosen) {
            clear(.rideOptionName)
            unresolve(.rideOptionName)
        }
    }

    /// `offers` less the ride options ruled out (all of them, if every one was).
    func withoutExcluded(_ offers: [Offer]) -> [Offer] {
        let kept = offers.filter { offer in
            guard case .rideOption(let option) = offer, let name = option.vocabularyIdentifier else { return true }
            return !excludedRideOptions.contains(name)
        }
        return kept.isEmpty ? offers : kept
    }
}

/// When the rider must arrive, and when they said so.
struct ArrivalDeadline: Hashable, Sendable {
    var date: Date
    var saidAt: Date
}
