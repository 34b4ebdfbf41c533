/// Lists ride options for Maps (SiriKit's `INListRideOptionsIntentHandling`). Maps calls only `handle`.
public protocol ListRideOptionsIntentHandling: AnyObject {
    func resolvePickupLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark>
    func resolveDropOffLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark>
    func handle(intent: ListRideOptionsIntent) -> ListRideOptionsIntentResponse
}

/// Receives live status updates (SiriKit's `INGetRideStatusIntentResponseObserver`).
public protocol GetRideStatusIntentResponseObserver: AnyObject {
    func didUpdate(getRideStatus response: GetRideStatusIntentResponse)
}

/// Answers status questions and pushes live updates (SiriKit's `INGetRideStatusIntentHandling`).
public protocol GetRideStatusIntentHandling: AnyObject {
    func handle(intent: GetRideStatusIntent) -> GetRideStatusIntentResponse
    func startSendingUpdates(for intent: GetRideStatusIntent, to observer: GetRideStatusIntentResponseObserver)
    func stopSendingUpdates(for intent: GetRideStatusIntent)
}

/// Cancels a ride (SiriKit's `INCancelRideIntentHandling`); confirm reports any fee.
public protocol CancelRideIntentHandling: AnyObject {
    func confirm(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse
    func handle(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse
}

/// Takes a rating and tip (SiriKit's `INSendRideFeedbackIntentHandling`).
public protocol SendRideFeedbackIntentHandling: AnyObject {
    func confirm(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse
    func handle(sendRideFeedback intent: SendRideFeedbackIntent) -> SendRideFeedbackIntentResponse
}

/// A service that handles the whole ride-booking domain, as Maps requires of an extension
/// (SiriKit's deprecated `INRidesharingDomainHandling`).
public typealias RidesharingDomainHandling = RequestRideIntentHandling & ListRideOptionsIntentHandling
    & GetRideStatusIntentHandling & CancelRideIntentHandling & SendRideFeedbackIntentHandling
