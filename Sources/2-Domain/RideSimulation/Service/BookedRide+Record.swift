import Foundation
import RideIntents

extension BookedRide {
    /// The ride as plain data, its payment method masked.
    var record: BookedRideRecord {
        BookedRideRecord(
            identifier: identifier, pickup: plan.pickup, dropOff: plan.dropOff, rideOptionName: plan.kind.name,
            partySize: plan.partySize, payment: MaskedPaymentMethod(plan.paymentMethod),
            scheduledPickupTime: plan.scheduledPickupTime,
            timeline: BookedRideRecord.Timeline(
                bookedAt: timeline.bookedAt, dispatchAt: timeline.dispatchAt, pickupDate: timeline.pickupDate,
                dropOffDate: timeline.dropOffDate, isScheduled: timeline.isScheduled,
                pickupDelay: timeline.pickupDelay, dropOffDelay: timeline.dropOffDelay
            ),
            fleetIndex: plan.assignment.vehicleIndex, drivingMinutes: plan.assignment.drivingMinutes,
            approachRoute: plan.assignment.route.waypoints, tripRoute: plan.tripRoute.waypoints,
            rideOption: plan.rideOption, fare: plan.fare, driver: driver, vehicle: vehicle,
            cancellation: cancellation.map { BookedRideRecord.Cancellation(date: $0.date, fee: $0.fee) },
            feedback: feedback
        )
    }

    /// The ride a record describes; `nil` when it names a ride option this service does not offer.
    init?(record: BookedRideRecord) {
        guard let kind = RideOptionKind(rawValue: record.rideOptionName) else { return nil }
        let timeline = RideTimeline(record.timeline)
        let plan = RidePlan(
            pickup: record.pickup, dropOff: record.dropOff, kind: kind, partySize: record.partySize,
            paymentMethod: record.payment.paymentMethod, scheduledPickupTime: record.scheduledPickupTime,
            assignment: FleetAssignment(
                vehicleIndex: record.fleetIndex, route: Route(waypoints: record.approachRoute),
                drivingMinutes: record.drivingMinutes
            ),
            timeline: timeline, tripRoute: Route(waypoints: record.tripRoute), rideOption: record.rideOption,
            fare: record.fare
        )
        self.init(identifier: record.identifier, plan: plan, driver: record.driver, vehicle: record.vehicle)
        cancellation = record.cancellation.map { ($0.date, $0.fee) }
        feedback = record.feedback
    }
}

extension RideTimeline {
    /// The timeline a record holds.
    init(_ record: BookedRideRecord.Timeline) {
        self.init(
            bookedAt: record.bookedAt, dispatchAt: record.dispatchAt, pickupDate: record.pickupDate,
            dropOffDate: record.dropOffDate, isScheduled: record.isScheduled,
            pickupDelay: record.pickupDelay ?? 0, dropOffDelay: record.dropOffDelay ?? 0
        )
    }
}
