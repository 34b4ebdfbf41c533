import Foundation
import RideIntents

/// Scheduled pickup resolution: none is not required; more than a minute in the past is out of
/// range; anything else succeeds (more than 30 days ahead fails later, at confirm, as
/// "ride scheduled too far").
extension SimulatedRideService {
    public func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange> {
        guard let range = intent.scheduledPickupTime else { return .notRequired }
        let end = range.endDate ?? range.startDate
        if range.startDate < clock.now.addingTimeInterval(-ServicePolicy.pastScheduleTolerance), end <= clock.now {
            let when = ServiceTimeZone.clockTime(range.startDate)
            return .unsupported(.scheduledTimeOutOfRange(detail: "\(when) has already passed"))
        }
        if end.timeIntervalSince(range.startDate) > ServicePolicy.longestPickupWindow {
            // "tomorrow morning": a driver comes at a time, so ask which one within the window.
            return .needsValue(.exactTimeRequired(window: range))
        }
        return .success(range)
    }
}
