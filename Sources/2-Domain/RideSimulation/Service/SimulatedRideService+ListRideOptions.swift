import Foundation
import RideIntents

/// Listing ride options for Maps: all five options for the route, each with when a car could
/// come, its price (a range across the party-size tiers for the SUV), disclaimer, tiers and
/// fare line items; the accepted payment methods; and an expiry 5 minutes ahead. The resolvers
/// are the request-ride ones.
///
/// Before listing: the service must be on; no ride may hold the rider now ("previous ride needs
/// completion": a ride scheduled for later does not count, see `RideOverlap`); the last ride, if it completed in the past day, must have had its feedback
/// ("previous ride needs feedback").
extension SimulatedRideService: ListRideOptionsIntentHandling {
    public func resolvePickupLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        resolvePickupLocation(for: RequestRideIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation))
    }

    public func resolveDropOffLocation(for intent: ListRideOptionsIntent) -> ResolutionResult<Placemark> {
        resolveDropOffLocation(for: RequestRideIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation))
    }

    public func handle(intent: ListRideOptionsIntent) -> ListRideOptionsIntentResponse {
        if isTemporarilyUnavailable { return ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchServiceTemporarilyUnavailable) }
        let now = clock.now
        // NB: only a ride holding the rider now blocks the list: one scheduled for later does not.
        if rideHolding(during: now..<now.addingTimeInterval(1)) != nil {
            return ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        }
        if rideAwaitingFeedback != nil { return ListRideOptionsIntentResponse(code: .failurePreviousRideNeedsFeedback) }
        var request = RequestRideIntent(pickupLocation: intent.pickupLocation, dropOffLocation: intent.dropOffLocation)
        let pickupResult = resolvePickupLocation(for: request)
        guard let pickup = pickupResult.resolvedValue, let pickupPoint = pickup.location else {
            return ListRideOptionsIntentResponse(code: Self.listFailureCode(pickupResult))
        }
        request.pickupLocation = pickup
        let dropOffResult = resolveDropOffLocation(for: request)
        guard let dropOff = dropOffResult.resolvedValue, let dropOffPoint = dropOff.location else {
            return ListRideOptionsIntentResponse(code: Self.listFailureCode(dropOffResult))
        }
        guard isInServiceArea(pickup), isInServiceArea(dropOff) else {
            return ListRideOptionsIntentResponse(code: .failureRequiringAppLaunchNoServiceInArea)
        }
        let route = RoutePlanner.route(from: pickupPoint, to: dropOffPoint)
        let options = RideOptionKind.allCases.map { kind in
            let pickupDate = estimatedPickupDate(kind, at: pickupPoint, now: now)
            return RideQuote(kind: kind, route: route, pickupDate: pickupDate, pricedAt: now, surge: surge)
                .rideOption(estimatedPickupDate: pickupDate, partySize: nil, appName: appName)
        }
        return ListRideOptionsIntentResponse(
            code: .success,
            rideOptions: options,
            paymentMethods: profile.paymentMethods.filter { !$0.isExpired(at: now) },
            expirationDate: now.addingTimeInterval(ServicePolicy.listExpiration)
        )
    }

    /// The most recent ride when it completed within `ServicePolicy.feedbackWindow` and has had
    /// no feedback yet.
    var rideAwaitingFeedback: String? {
        guard let ride = rides.last, !ride.isCanceled, ride.feedback == nil else { return nil }
        let now = clock.now
        guard ride.phase(at: now) == .completed,
              now.timeIntervalSince(ride.timeline.dropOffDate) < ServicePolicy.feedbackWindow else { return nil }
        return ride.identifier
    }

    /// When the nearest car of `kind` could reach `pickup`: a free one after the dispatch minute
    /// and its drive, or when every one is busy, the first to finish its ride and drive over.
    func estimatedPickupDate(_ kind: RideOptionKind, at pickup: Coordinate, now: Date) -> Date {
        var best: Date?
        for vehicle in fleet.vehicles where vehicle.kind == kind {
            let start = max(vehicle.busyUntil ?? now, now)
            let miles = RoutePlanner.route(from: vehicle.location, to: pickup).miles
            let minutes = TrafficModel.drivingMinutes(miles: miles, at: start) + ServicePolicy.dispatchMinutes
            let arrival = start.addingTimeInterval(TimeInterval(minutes * 60))
            if arrival < best ?? .distantFuture { best = arrival }
        }
        return best ?? now.addingTimeInterval(TimeInterval(ServicePolicy.dispatchMinutes * 60))
    }

    private static func listFailureCode(_ result: ResolutionResult<Placemark>) -> ListRideOptionsIntentResponseCode {
        if case .unsupported(.outsideServiceArea) = result { return .failureRequiringAppLaunchNoServiceInArea }
        return .failure
    }
}
