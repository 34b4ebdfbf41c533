import Foundation
import RideIntents

/// When each phase of a booked ride begins. Immediate rides are confirmed at booking; a
/// scheduled ride stays received until its car sets off. The car is approaching 2 minutes before
/// the pickup, waits there 1 minute for the rider to board, and the ride completes at the drop-off.
///
/// Traffic may make the car later than estimated at booking: `pickupDelay` becomes known halfway
/// through the car's drive to the pickup, `dropOffDelay` halfway through the ride, and the
/// estimates a status gives change then. `pickupDate` and `dropOffDate` are the real moments.
struct RideTimeline: Hashable {
    var bookedAt: Date
    /// When the car sets off for the pickup.
    var dispatchAt: Date
    var pickupDate: Date
    var dropOffDate: Date
    var isScheduled: Bool
    /// How much later than estimated at booking the car reaches the pickup.
    var pickupDelay: TimeInterval = 0
    /// How much longer than estimated the ride itself takes.
    var dropOffDelay: TimeInterval = 0

    /// Holds the delays: the real pickup and drop-off move later by them.
    mutating func delay(pickupBy pickup: TimeInterval, dropOffBy dropOff: TimeInterval) {
        pickupDelay += pickup
        dropOffDelay += dropOff
        pickupDate.addTimeInterval(pickup)
        dropOffDate.addTimeInterval(pickup + dropOff)
    }

    /// When the pickup delay becomes known: halfway through the drive to the pickup.
    var pickupDelayKnownAt: Date {
        let planned = pickupDate.addingTimeInterval(-pickupDelay)
        return dispatchAt.addingTimeInterval(max(0, planned.timeIntervalSince(dispatchAt)) / 2)
    }

    /// When the drop-off delay becomes known: halfway through the ride.
    var dropOffDelayKnownAt: Date {
        boardedAt.addingTimeInterval(max(0, dropOffDate.timeIntervalSince(boardedAt) - dropOffDelay) / 2)
    }

    /// How much of the pickup delay a status shows at `date`: none until it is known, then a second
    /// more for each second that passes, until all of it.
    // NB: revealed no faster than time passes, the time left to the pickup never grows: a car held up
    // in traffic arrives later, but the minutes a rider is told only count down.
    func revealedPickupDelay(at date: Date) -> TimeInterval {
        min(pickupDelay, max(0, date.timeIntervalSince(pickupDelayKnownAt)))
    }

    /// The pickup time a status gives at `date`: the booking estimate until the delay is known,
    /// then moving later as the delay is revealed (`revealedPickupDelay`), to the real pickup.
    func estimatedPickupDate(at date: Date) -> Date {
        pickupDate.addingTimeInterval(revealedPickupDelay(at: date) - pickupDelay)
    }

    /// The drop-off time a status gives at `date`, moving with each delay as it becomes known.
    func estimatedDropOffDate(at date: Date) -> Date {
        var estimate = dropOffDate
        if date < dropOffDelayKnownAt { estimate.addTimeInterval(-dropOffDelay) }
        estimate.addTimeInterval(revealedPickupDelay(at: date) - pickupDelay)
        return estimate
    }

    var approachingAt: Date {
        max(pickupDate.addingTimeInterval(-ServicePolicy.approachingLead), dispatchAt.addingTimeInterval(60))
    }

    var boardedAt: Date { pickupDate.addingTimeInterval(ServicePolicy.boardingWait) }

    var pickupEndDate: Date { pickupDate.addingTimeInterval(ServicePolicy.pickupWaitLimit) }

    func phase(at date: Date) -> RidePhase {
        if date >= dropOffDate { return .completed }
        if date >= boardedAt { return .ongoing }
        if date >= pickupDate { return .pickup }
        if date >= approachingAt { return .approachingPickup }
        if isScheduled, date < dispatchAt { return .received }
        return .confirmed
    }
}
