import Foundation
import RideIntents

/// Ride option resolution: the vocabulary identifier or a synonym ("XL", "pool", "black car",
/// "regular", any case) succeeds; a near miss ("suvs", "lux") needs confirming; an unknown name is
/// unsupported with the options there are. None offers the options that fit the party, cheapest
/// first (or asks to confirm the only one that fits). An option too small for the party is
/// unsupported with the ones that fit.
extension SimulatedRideService {
    public func resolveRideOptionName(for intent: RequestRideIntent) -> ResolutionResult<SpeakableString> {
        let partySize = max(intent.partySize ?? 1, 1)
        guard let name = intent.rideOptionName else {
            let fitting = optionsByPrice(for: intent, partySize: partySize)
            guard let first = fitting.first else {
                return .unsupported(.partyLargerThanAnyOption(partySize: partySize, largest: RideOptionKind.largestCapacity))
            }
            if fitting.count == 1 {
                return .confirmationRequired(
                    Self.speakable(first), reason: .inferred(detail: "Only the \(first.name) seats \(partySize).")
                )
            }
            return .disambiguation(fitting.map(Self.speakable))
        }
        let kind: RideOptionKind
        let isLoose: Bool
        switch RideOptionKind.match(name) {
        case .exact(let matched): (kind, isLoose) = (matched, false)
        case .loose(let matched): (kind, isLoose) = (matched, true)
        case .unknown:
            // The same list, in the same order, as when no option is named: the ones that fit, cheapest first.
            let fitting = optionsByPrice(for: intent, partySize: partySize).map(\.name)
            return .unsupported(.unknownRideOption(spoken: name.spokenPhrase, available: fitting.isEmpty ? rideOptionNames : fitting))
        }
        if partySize > kind.capacity { return .unsupported(partyTooLarge(partySize, for: kind, intent: intent)) }
        if isLoose { return .confirmationRequired(Self.speakable(kind), reason: .looselyMatched(spoken: name.spokenPhrase)) }
        return .success(Self.speakable(kind))
    }

    /// The resolved value for an option: its canonical name as both identifier and phrase.
    static func speakable(_ kind: RideOptionKind) -> SpeakableString {
        SpeakableString(vocabularyIdentifier: kind.name, spokenPhrase: kind.name)
    }

    /// The options that carry `partySize`, cheapest first for the intent's route (catalogue order
    /// breaks ties); by base fare when the route is not known yet.
    func optionsByPrice(for intent: RequestRideIntent, partySize: Int) -> [RideOptionKind] {
        RideOptionKind.allCases.enumerated()
            .filter { $0.element.capacity >= partySize }
            .map { (index: $0.offset, kind: $0.element, cents: quote($0.element, for: intent).price(partySize: partySize).minorUnits) }
            .sorted { ($0.cents, $0.index) < ($1.cents, $1.index) }
            .map(\.kind)
    }

    /// A quote for `kind` over the intent's route (or a standstill at the pickup when the drop-off
    /// is not known yet), at the scheduled time or now.
    func quote(_ kind: RideOptionKind, for intent: RequestRideIntent) -> RideQuote {
        let pickup = resolvedPickup(of: intent)?.location ?? profile.currentLocation.location
        let dropOff = intent.dropOffLocation?.location ?? pickup
        let route: Route
        if let pickup, let dropOff {
            route = RoutePlanner.route(from: pickup, to: dropOff)
        } else {
            route = Route(waypoints: [])
        }
        let when = max(intent.scheduledPickupTime?.startDate ?? clock.now, clock.now)
        return RideQuote(kind: kind, route: route, pickupDate: when, pricedAt: when, surge: surge)
    }
}
