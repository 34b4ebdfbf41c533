import Foundation
import RideIntents

/// When each phase of a booked ride begins. Immediate rides are confirmed at booking; a
/// scheduled ride stays received until its car sets off. The car is approaching 2 minutes before
/// the pickup, waits there 1 minute for the rider to board, and the ride completes at the drop-off.
struct RideTimeline: Hashable {
    var bookedAt: Date
    /// When the car sets off for the pickup.
    var dispatchAt: Date
    var pickupDate: Date
    var dropOffDate: Date
    var isScheduled: Bool

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
