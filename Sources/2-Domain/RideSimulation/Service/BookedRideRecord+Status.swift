import Foundation
import RideIntents

extension BookedRideRecord {
    /// The ride's status at `date`, as the service derives it; `nil` when the record names a ride
    /// option this service does not offer.
    public func status(at date: Date) -> RideStatus? {
        BookedRide(record: self)?.status(at: date)
    }

    /// When each phase of the ride's life begins, in order, up to its cancellation if cancelled.
    public var phaseStarts: [(phase: RidePhase, date: Date)] {
        let timeline = RideTimeline(timeline)
        var starts: [(RidePhase, Date)] = []
        if timeline.isScheduled { starts.append((.received, timeline.bookedAt)) }
        starts.append((.confirmed, timeline.isScheduled ? timeline.dispatchAt : timeline.bookedAt))
        starts.append((.approachingPickup, timeline.approachingAt))
        starts.append((.pickup, timeline.pickupDate))
        starts.append((.ongoing, timeline.boardedAt))
        starts.append((.completed, timeline.dropOffDate))
        guard let cancellation else { return starts }
        return starts.filter { $0.1 <= cancellation.date }
    }
}
