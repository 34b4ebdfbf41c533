import Foundation
import RideIntents

/// Confirm and handle for a ride request.
///
/// Both check, in order: the service is on (else "service temporarily unavailable"); no ride holds
/// the rider now (else "previous ride needs completion"); pickup and drop-off are resolved and in the
/// service area (else "no service in area"); a scheduled pickup is at most 30 days ahead (else
/// "ride scheduled too far"); the option, party size and payment are usable and a car of that
/// option is free (else plain failure); no ride holds the rider while this one would (a ride scheduled
/// for another time does not: see `RideOverlap`; else "previous ride needs completion"). Confirm then answers `.ready` with a preview; handle books
/// the nearest free car and answers `.success` (phase confirmed), or for a ride scheduled later
/// than a car could come, `.inProgress` (phase received).
extension SimulatedRideService {
    public func confirm(intent: RequestRideIntent) -> RequestRideIntentResponse {
        switch plan(intent) {
        case .failure(let failure): RequestRideIntentResponse(code: failure.code, rideStatus: failure.status)
        case .success(let plan): RequestRideIntentResponse(code: .ready, rideStatus: plan.preview)
        }
    }

    public func handle(intent: RequestRideIntent) -> RequestRideIntentResponse {
        let plan: RidePlan
        switch self.plan(intent) {
        case .failure(let failure): return RequestRideIntentResponse(code: failure.code, rideStatus: failure.status)
        case .success(let made): plan = made
        }
        let now = clock.now
        let car = fleet.vehicles[plan.assignment.vehicleIndex]
        var vehicle = car.vehicle
        vehicle.location = car.location
        let ride: BookedRide
        switch recordedBooking(plan: plan, driver: car.driver, vehicle: vehicle) {
        case .failure(let refusal): return RequestRideIntentResponse(code: refusal.code, rideStatus: refusal.status)
        case .success(let booked): ride = booked
        }
        fleet.vehicles[plan.assignment.vehicleIndex].busyUntil = ride.timeline.dropOffDate
        if let destination = plan.dropOff.location { fleet.vehicles[plan.assignment.vehicleIndex].location = destination }
        rides.append(ride)
        return RequestRideIntentResponse(
            code: plan.timeline.isScheduled ? .inProgress : .success, rideStatus: ride.status(at: now)
        )
    }

    /// Why a request cannot be confirmed or booked, with the ride it concerns when there is one
    /// (the ride still in progress; the pickup outside the area).
    struct PlanFailure: Error {
        var code: RequestRideIntentResponseCode
        var status: RideStatus? = nil
    }

    /// Runs every check and works the ride out.
    func plan(_ intent: RequestRideIntent) -> Result<RidePlan, PlanFailure> {
        let now = clock.now
        if isTemporarilyUnavailable { return .failure(PlanFailure(code: .failureRequiringAppLaunchServiceTemporarilyUnavailable)) }
        if let holding = rideHolding(during: now..<now.addingTimeInterval(1)) {
            return .failure(PlanFailure(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion, status: holding.status(at: now)))
        }
        guard let pickup = resolvedPickup(of: intent), let pickupPoint = pickup.location else {
            return .failure(PlanFailure(code: .failure))
        }
        var withPickup = intent
        withPickup.pickupLocation = pickup
        guard let dropOff = resolvedDropOff(of: withPickup), let dropOffPoint = dropOff.location else {
            if case .unsupported(.outsideServiceArea) = resolveDropOffLocation(for: withPickup) {
                return .failure(PlanFailure(code: .failureRequiringAppLaunchNoServiceInArea))
            }
            return .failure(PlanFailure(code: .failure))
        }
        guard isInServiceArea(pickup), isInServiceArea(dropOff) else {
            let outside = isInServiceArea(pickup) ? dropOff : pickup
            return .failure(PlanFailure(
                code: .failureRequiringAppLaunchNoServiceInArea,
                status: RideStatus(rideIdentifier: "", phase: .received, pickupLocation: outside)
            ))
        }
        if let scheduled = intent.scheduledPickupTime {
            if scheduled.startDate > now.addingTimeInterval(ServicePolicy.maximumScheduleAhead) {
                return .failure(PlanFailure(code: .failureRequiringAppLaunchRideScheduledTooFar))
            }
            if scheduled.startDate < now.addingTimeInterval(-ServicePolicy.pastScheduleTolerance) {
                return .failure(PlanFailure(code: .failure))
            }
        }
        guard let kind = namedRideOption(of: intent) else { return .failure(PlanFailure(code: .failure)) }
        if kind.requiresBookingInApplication {
            // NB: the option's userActivityForBookingInApplication: booking it means opening the app.
            return .failure(PlanFailure(code: .failureRequiringAppLaunch, status: RideStatus(rideIdentifier: "", phase: .received, rideOption: RideOption(name: kind.name, estimatedPickupDate: now, requiresBookingInApplication: true))))
        }
        let partySize = intent.partySize ?? 1
        guard (1...kind.capacity).contains(partySize), !isSamePlace(pickup, dropOff),
            let paymentMethod = resolvePaymentMethod(for: intent).resolvedValue,
            let assignment = fleet.nearestAvailable(kind, to: pickupPoint, at: now)
        else { return .failure(PlanFailure(code: .failure)) }

        let driveSeconds = TimeInterval((assignment.drivingMinutes + ServicePolicy.dispatchMinutes) * 60)
        let soonest = now.addingTimeInterval(driveSeconds)
        let scheduledStart = intent.scheduledPickupTime?.startDate
        let isScheduled = scheduledStart.map { $0 > soonest } ?? false
        let pickupDate = isScheduled ? (scheduledStart ?? soonest) : soonest
        let dispatchAt = isScheduled ? pickupDate.addingTimeInterval(-TimeInterval(assignment.drivingMinutes * 60)) : now
        let tripRoute = RoutePlanner.route(from: pickupPoint, to: dropOffPoint)
        let quote = RideQuote(
            kind: kind, route: tripRoute, pickupDate: pickupDate, pricedAt: isScheduled ? pickupDate : now, surge: surge
        )
        let dropOffDate = pickupDate.addingTimeInterval(ServicePolicy.boardingWait + TimeInterval(quote.tripMinutes * 60))
        let timeline = RideTimeline(
            bookedAt: now, dispatchAt: dispatchAt, pickupDate: pickupDate, dropOffDate: dropOffDate, isScheduled: isScheduled
        )
        if let holding = rideHolding(during: timeline.heldSpan) {
            return .failure(PlanFailure(code: .failureRequiringAppLaunchPreviousRideNeedsCompletion, status: holding.status(at: now)))
        }
        return .success(
            RidePlan(
                pickup: pickup, dropOff: dropOff, kind: kind, partySize: partySize, paymentMethod: paymentMethod,
                scheduledPickupTime: intent.scheduledPickupTime, assignment: assignment,
                timeline: timeline,
                tripRoute: tripRoute,
                rideOption: quote.rideOption(estimatedPickupDate: pickupDate, partySize: partySize, appName: appName),
                fare: quote.price(partySize: partySize)
            )
        )
    }
}
