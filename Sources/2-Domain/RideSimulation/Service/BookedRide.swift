import Foundation
import RideIntents

/// A ride the service booked: everything fixed at booking, plus what happened since
/// (cancellation, feedback). Its status at any moment is derived from the clock.
struct BookedRide {
    var identifier: String
    /// What confirm previewed and handle booked: places, option, party, payment, times, routes, fare.
    var plan: RidePlan
    var driver: RideDriver
    var vehicle: RideVehicle
    var cancellation: (date: Date, fee: CurrencyAmount?)?
    var feedback: RideFeedback?

    var timeline: RideTimeline { plan.timeline }
    var fare: CurrencyAmount { plan.fare }
    var fleetIndex: Int { plan.assignment.vehicleIndex }
    /// The car's drive to the pickup, from where it waited.
    var approachRoute: Route { plan.assignment.route }

    var isCanceled: Bool { cancellation != nil }

    /// Holds the ride up by traffic: the drop-off by `dropOff`, the pickup by `pickup` but at most
    /// `ServicePolicy.trafficDelayPerMile` for each mile of the car's drive to it.
    // NB: a car already at the pickup (50 ft away) has no road to be held up on: it used to wait
    // there minutes while its estimate grew.
    mutating func delay(pickupBy pickup: TimeInterval, dropOffBy dropOff: TimeInterval) {
        let pickupDelay = min(pickup, (approachRoute.miles * ServicePolicy.trafficDelayPerMile).rounded())
        plan.timeline.delay(pickupBy: pickupDelay, dropOffBy: dropOff)
    }

    /// The moments the ride changes phase, in order, ending with its cancellation if it was cancelled.
    var changeDates: [Date] {
        let timeline = timeline
        var dates = [timeline.approachingAt, timeline.pickupDate, timeline.boardedAt, timeline.dropOffDate]
        // An estimate that moves is news too.
        if timeline.pickupDelay > 0 { dates.append(timeline.pickupDelayKnownAt) }
        if timeline.dropOffDelay > 0 { dates.append(timeline.dropOffDelayKnownAt) }
        dates.sort()
        if timeline.isScheduled { dates.insert(timeline.dispatchAt, at: 0) }
        if let cancellation {
            dates = dates.filter { $0 < cancellation.date } + [cancellation.date]
        }
        // NB: two phases may begin at once (a car dispatched late is approaching as it sets off).
        var unique: [Date] = []
        for date in dates where unique.last.map({ date > $0 }) ?? true { unique.append(date) }
        return unique
    }

    /// The phase at `date`, frozen at the moment of cancellation for a cancelled ride.
    func phase(at date: Date) -> RidePhase {
        timeline.phase(at: cancellation.map { min($0.date, date) } ?? date)
    }

    /// Where the car is at `date` and which way it faces.
    func vehiclePosition(at date: Date) -> (coordinate: Coordinate, course: Double) {
        let moment = cancellation.map { min($0.date, date) } ?? date
        let timeline = timeline
        if moment < timeline.dispatchAt { return approachRoute.position(atFraction: 0) }
        if moment < timeline.pickupDate {
            return approachRoute.position(atFraction: Self.fraction(moment, from: timeline.dispatchAt, to: timeline.pickupDate))
        }
        if moment < timeline.boardedAt { return approachRoute.position(atFraction: 1) }
        return plan.tripRoute.position(atFraction: Self.fraction(moment, from: timeline.boardedAt, to: timeline.dropOffDate))
    }

    /// The ride's status at `date`.
    func status(at date: Date) -> RideStatus {
        let phase = phase(at: date)
        var completion: RideCompletionStatus?
        if let cancellation {
            completion = .canceledByUser(fee: cancellation.fee)
        } else if phase == .completed {
            if let feedback {
                completion = .completed(settled: fare + (feedback.tip ?? CurrencyAmount(minorUnits: 0)))
            } else {
                var awaiting = RideCompletionStatus.completed(feedbackType: [.rate, .tip], amount: fare)
                awaiting.defaultTippingOptions = ServicePolicy.defaultTippingOptions
                completion = awaiting
            }
        }
        var vehicle = vehicle
        let position = vehiclePosition(at: date)
        vehicle.location = position.coordinate
        vehicle.course = position.course
        return RideStatus(
            rideIdentifier: identifier,
            phase: phase,
            completionStatus: completion,
            vehicle: vehicle,
            driver: driver,
            estimatedPickupDate: timeline.estimatedPickupDate(at: date),
            estimatedDropOffDate: timeline.estimatedDropOffDate(at: date),
            estimatedPickupEndDate: timeline.pickupEndDate,
            scheduledPickupTime: plan.scheduledPickupTime,
            pickupLocation: plan.pickup,
            dropOffLocation: plan.dropOff,
            rideOption: plan.rideOption,
            partySize: plan.partySize,
            paymentMethod: plan.paymentMethod
        )
    }

    private static func fraction(_ date: Date, from start: Date, to end: Date) -> Double {
        let span = end.timeIntervalSince(start)
        guard span > 0 else { return 1 }
        return min(max(date.timeIntervalSince(start) / span, 0), 1)
    }
}
