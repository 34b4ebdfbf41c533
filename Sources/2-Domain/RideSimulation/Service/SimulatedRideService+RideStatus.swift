import RideIntents

/// The current ride's status, derived from the clock (see `RideTimeline`), and live updates:
/// `startSendingUpdates` records the observer (held until `stopSendingUpdates`) and every `tick()`
/// pushes it the status of that moment.
extension SimulatedRideService: GetRideStatusIntentHandling {
    /// The most recent ride's status now (`.success`), or `.failure` when no ride was ever booked.
    public func handle(intent: GetRideStatusIntent) -> GetRideStatusIntentResponse {
        guard let status = lastRide else { return GetRideStatusIntentResponse(code: .failure) }
        return GetRideStatusIntentResponse(code: .success, rideStatus: status)
    }

    public func startSendingUpdates(for intent: GetRideStatusIntent, to observer: GetRideStatusIntentResponseObserver) {
        statusObserver = observer
    }

    public func stopSendingUpdates(for intent: GetRideStatusIntent) {
        statusObserver = nil
    }

    /// Whether an observer is receiving updates.
    public var isSendingUpdates: Bool { statusObserver != nil }

    /// Pushes the status of this moment to the observer, if there is one.
    public func tick() {
        guard let observer = statusObserver else { return }
        observer.didUpdate(getRideStatus: handle(intent: GetRideStatusIntent()))
    }
}
