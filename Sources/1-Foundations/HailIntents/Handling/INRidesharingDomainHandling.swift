import Foundation

/// Every handler protocol of the ride-booking domain in one.
@available(*, deprecated, message: "Adopt each ride intent's handling protocol instead")
public protocol INRidesharingDomainHandling: INRequestRideIntentHandling, INListRideOptionsIntentHandling,
    INGetRideStatusIntentHandling, INCancelRideIntentHandling, INSendRideFeedbackIntentHandling {}
