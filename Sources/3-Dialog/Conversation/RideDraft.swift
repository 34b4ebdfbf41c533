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

    /// The first parameter, in resolution order, still to resolve.
    var nextUnresolved: RideParameter? {
        RideParameter.resolutionOrder.first { !resolved.contains($0) }
    }

    /// Marks `parameter` (and the parameters whose resolution depends on it) for resolving again.
    mutating func unresolve(_ parameter: RideParameter) {
        resolved.remove(parameter)
        if defaulted.remove(parameter) != nil { RequestRideStateMachine.clear(parameter, in: &self) }
        switch parameter {
        case .pickupLocation: resolved.remove(.dropOffLocation)  // same-as-pickup check
        case .rideOptionName: unresolve(.partySize)  // capacity and party-size pricing
        case .partySize: if intent.rideOptionName?.vocabularyIdentifier == nil { resolved.remove(.rideOptionName) }
        default: break
        }
    }
}
