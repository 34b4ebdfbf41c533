/// The request-ride parameters, in the order SiriKit resolves them. Payment comes last: SiriKit's
/// handler protocol has no payment resolver, but the service must settle payment, so Hail
/// resolves it as its own step after the ride option.
public enum RideParameter: String, Hashable, Sendable, Codable, CaseIterable {
    case pickupLocation
    case dropOffLocation
    case partySize
    case rideOptionName
    case paymentMethod
    case scheduledPickupTime

    /// The order in which the dialog resolves parameters.
    public static let resolutionOrder: [RideParameter] = [
        .pickupLocation, .dropOffLocation, .scheduledPickupTime, .partySize, .rideOptionName, .paymentMethod,
    ]
}
