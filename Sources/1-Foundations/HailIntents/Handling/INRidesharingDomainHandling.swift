import Foundation

/// The handler protocols of the ride-booking domain as iOS 10 had them, in one: booking, listing
/// options and the status (not cancelling or feedback, which came later).
@available(
    *, deprecated,
    message: "Please conform to INListRideOptionsIntentHandling, INRequestRideIntentHandling and INGetRideStatusIntentHandling instead"
)
public protocol INRidesharingDomainHandling: INGetRideStatusIntentHandling, INListRideOptionsIntentHandling,
    INRequestRideIntentHandling {}
