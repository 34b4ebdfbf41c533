import RideIntents

/// Cancelling: free until the car is approaching the pickup, then a $5.00 fee (confirm reports
/// it, with the seconds after booking when the fee starts); impossible once the ride is under way,
/// finished or already cancelled.
extension SimulatedRideService: CancelRideIntentHandling {
    public func confirm(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse {
        switch cancellationTerms(intent.rideIdentifier) {
        case .failure(let failure):
            return CancelRideIntentResponse(code: .failure, failureReason: failure.reason)
        case .success(let terms):
            return CancelRideIntentResponse(
                code: .ready, cancellationFee: terms.fee, cancellationFeeThresholdSeconds: terms.thresholdSeconds
            )
        }
    }

    public func handle(cancelRide intent: CancelRideIntent) -> CancelRideIntentResponse {
        let terms: CancellationTerms
        switch cancellationTerms(intent.rideIdentifier) {
        case .failure(let failure): return CancelRideIntentResponse(code: .failure, failureReason: failure.reason)
        case .success(let found): terms = found
        }
        let now = clock.now
        let ride = rides[terms.rideIndex]
        let position = ride.vehiclePosition(at: now)
        var canceled = ride
        canceled.cancellation = (now, terms.fee)
        switch ledgerRefusal(.canceled, of: canceled) {
        case nil: break
        case .alreadyCanceled?:
            return CancelRideIntentResponse(code: .failure, failureReason: "Ride \(ride.identifier) is already cancelled.")
        case .feedbackAlreadySent?:
            return CancelRideIntentResponse(code: .failure, failureReason: "Ride \(ride.identifier) has already finished.")
        case .notSaved?:
            return CancelRideIntentResponse(code: .failure, failureReason: "Ride \(ride.identifier) couldn't be cancelled: its record could not be saved.")
        }
        rides[terms.rideIndex] = canceled
        fleet.vehicles[ride.fleetIndex].busyUntil = now
        fleet.vehicles[ride.fleetIndex].location = position.coordinate
        return CancelRideIntentResponse(
            code: .success, cancellationFee: terms.fee, cancellationFeeThresholdSeconds: terms.thresholdSeconds
        )
    }

    /// What cancelling a ride would cost.
    struct CancellationTerms {
        var rideIndex: Int
        var fee: CurrencyAmount?
        var thresholdSeconds: Int
    }

    private func cancellationTerms(_ identifier: String) -> Result<CancellationTerms, RideRefusal> {
        guard let index = rideIndex(withIdentifier: identifier) else {
            return .failure(RideRefusal(reason: "There is no ride \(identifier)."))
        }
        let ride = rides[index]
        if ride.isCanceled { return .failure(RideRefusal(reason: "Ride \(identifier) is already cancelled.")) }
        let threshold = Int(ride.timeline.approachingAt.timeIntervalSince(ride.timeline.bookedAt))
        switch ride.phase(at: clock.now) {
        case .ongoing:
            return .failure(RideRefusal(reason: "Ride \(identifier) is under way and can no longer be cancelled."))
        case .completed:
            return .failure(RideRefusal(reason: "Ride \(identifier) has already finished."))
        case .approachingPickup, .pickup:
            return .success(CancellationTerms(rideIndex: index, fee: ServicePolicy.cancellationFee, thresholdSeconds: threshold))
        case .unknown, .received, .confirmed:
            return .success(CancellationTerms(rideIndex: index, fee: nil, thresholdSeconds: threshold))
        }
    }
}
