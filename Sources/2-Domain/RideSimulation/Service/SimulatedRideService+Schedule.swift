import Foundation
import RideIntents

/// Scheduled pickup resolution: none is not required; more than a minute in the past is out of
/// range; anything else succeeds (more than 30 days ahead fails later, at confirm, as
/// "ride scheduled too far").
extension SimulatedRideService {
    public func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange> {
        guard let range = intent.scheduledPickupTime else { return .notRequired }
        if range.startDate < clock.now.addingTimeInterval(-ServicePolicy.pastScheduleTolerance) {
            let when = ServiceTimeZone.clockTime(range.startDate)
            return .unsupported(.scheduledTimeOutOfRange(detail: "\(when) has already passed"))
        }
        return .success(range)
    }
}
