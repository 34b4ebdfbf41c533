import RideIntents

/// Party size resolution. It runs before the ride option is resolved, so it reads the option the
/// user named (exactly or loosely) itself.
///
/// None: 1, unless the named option prices by party size (SUV), which asks with its tiers.
/// Zero or less: invalid. More than any option holds (6): too large for any. More than the named
/// option holds: too large, with the options that fit (cheapest first).
extension SimulatedRideService {
    public func resolvePartySize(for intent: RequestRideIntent) -> ResolutionResult<Int> {
        let kind = namedRideOption(of: intent)
        guard let partySize = intent.partySize else {
            if let kind, kind.pricesByPartySize {
                return .needsValue(
                    .partySizeRequired(
                        rideOption: kind.name, prompt: RideOptionKind.partySizePrompt,
                        tiers: quote(kind, for: intent).partySizeOptions
                    )
                )
            }
            return .success(1)
        }
        if partySize <= 0 { return .unsupported(.invalidPartySize(partySize)) }
        if partySize > RideOptionKind.largestCapacity {
            return .unsupported(.partyLargerThanAnyOption(partySize: partySize, largest: RideOptionKind.largestCapacity))
        }
        if let kind, partySize > kind.capacity {
            return .unsupported(partyTooLarge(partySize, for: kind, intent: intent))
        }
        return .success(partySize)
    }

    /// The option the intent names, matched exactly or loosely; `nil` when none or unknown.
    func namedRideOption(of intent: RequestRideIntent) -> RideOptionKind? {
        guard let name = intent.rideOptionName else { return nil }
        switch RideOptionKind.match(name) {
        case .exact(let kind), .loose(let kind): return kind
        case .unknown: return nil
        }
    }

    func partyTooLarge(_ partySize: Int, for kind: RideOptionKind, intent: RequestRideIntent) -> UnsupportedReason {
        .partyTooLarge(
            partySize: partySize, rideOption: kind.name, capacity: kind.capacity,
            optionsThatFit: optionsByPrice(for: intent, partySize: partySize).map(\.name)
        )
    }
}
