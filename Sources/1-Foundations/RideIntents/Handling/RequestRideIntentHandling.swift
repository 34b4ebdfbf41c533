/// The handler interface for booking a ride (SiriKit's `INRequestRideIntentHandling`): one resolve
/// per parameter, then confirm, then handle. The dialog calls these; a ride service implements
/// them, so another service can be plugged in behind the same dialog.
///
/// Resolvers see the whole intent, with the parameters resolved so far already replaced by their
/// resolved values, in `RideParameter.resolutionOrder`.
public protocol RequestRideIntentHandling: AnyObject {
    func resolvePickupLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark>
    func resolveDropOffLocation(for intent: RequestRideIntent) -> ResolutionResult<Placemark>
    func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange>
    func resolvePartySize(for intent: RequestRideIntent) -> ResolutionResult<Int>
    func resolveRideOptionName(for intent: RequestRideIntent) -> ResolutionResult<SpeakableString>
    /// Not in SiriKit's protocol (it has no payment resolver); Hail resolves payment as its own step.
    func resolvePaymentMethod(for intent: RequestRideIntent) -> ResolutionResult<PaymentMethod>
    /// Checks the resolved intent can be booked; `.ready` with a preview status (quote, pickup
    /// estimate), or a failure code.
    func confirm(intent: RequestRideIntent) -> RequestRideIntentResponse
    /// Books the ride; `.success` (or `.inProgress`) with the ride status, or a failure code.
    func handle(intent: RequestRideIntent) -> RequestRideIntentResponse
}
