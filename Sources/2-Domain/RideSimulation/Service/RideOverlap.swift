import Foundation

/// When a ride holds its rider, so that two rides of one rider never overlap.
///
/// A ride that comes now holds the rider from its booking to its drop-off. A scheduled ride holds
/// the rider from `ServicePolicy.scheduledRideMargin` before its pickup to its drop-off (or as long
/// after its pickup, if the ride is shorter): a ride tomorrow does not stop one today. A ride that was
/// cancelled, or has completed, holds nothing any more.
extension BookedRideRecord.Timeline {
    /// The span of time the ride holds its rider (see the extension's comment).
    public var heldSpan: Range<Date> {
        RideOverlap.heldSpan(bookedAt: bookedAt, pickupDate: pickupDate, dropOffDate: dropOffDate, isScheduled: isScheduled)
    }
}

extension RideTimeline {
    /// The span of time the ride holds its rider (see `BookedRideRecord.Timeline.heldSpan`).
    var heldSpan: Range<Date> {
        RideOverlap.heldSpan(bookedAt: bookedAt, pickupDate: pickupDate, dropOffDate: dropOffDate, isScheduled: isScheduled)
    }
}

/// The rule behind `heldSpan`, in one place for the service and its ledger.
public enum RideOverlap {
    static func heldSpan(bookedAt: Date, pickupDate: Date, dropOffDate: Date, isScheduled: Bool) -> Range<Date> {
        guard isScheduled else { return bookedAt..<max(dropOffDate, bookedAt.addingTimeInterval(1)) }
        // NB: a scheduled car may come a little early or late, and the rider must be free to take it:
        // the margin either side of the pickup keeps a ride just before or after it from being booked.
        let start = pickupDate.addingTimeInterval(-ServicePolicy.scheduledRideMargin)
        let end = max(dropOffDate, pickupDate.addingTimeInterval(ServicePolicy.scheduledRideMargin))
        return start..<end
    }

    /// Whether a ride with timeline `existing`, not cancelled, still holds its rider at `now`
    /// during any of `span`.
    public static func conflicts(_ existing: BookedRideRecord.Timeline, at now: Date, with span: Range<Date>) -> Bool {
        guard now < existing.dropOffDate else { return false }
        return existing.heldSpan.overlaps(span)
    }
}
