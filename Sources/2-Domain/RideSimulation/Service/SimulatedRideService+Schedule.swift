import Foundation
import RideIntents

/// Scheduled pickup resolution: none is not required; more than a minute in the past, or more
/// than 30 days ahead, is out of range; anything else succeeds (confirm still refuses a pickup more
/// than 30 days ahead as "ride scheduled too far").
extension SimulatedRideService {
    public func resolveScheduledPickupTime(for intent: RequestRideIntent) -> ResolutionResult<DateComponentsRange> {
        guard let range = intent.scheduledPickupTime else { return .notRequired }
        let end = range.endDate ?? range.startDate
        if range.startDate < clock.now.addingTimeInterval(-ServicePolicy.pastScheduleTolerance), end <= clock.now {
            let when = ServiceTimeZone.clockTime(range.startDate)
            return .unsupported(.scheduledTimeOutOfRange(detail: "\(when) has already passed"))
        }
        if range.startDate > clock.now.addingTimeInterval(ServicePolicy.maximumScheduleAhead) {
            // NB: said when the time is given, not after the whole dialog at confirm: the request is
            // kept and another time asked for.
            let when = end.timeIntervalSince(range.startDate) > ServicePolicy.longestPickupWindow
                ? Self.day(range.startDate, relativeTo: clock.now)
                : ServiceTimeZone.clockTime(range.startDate, relativeTo: clock.now)
            return .unsupported(.scheduledTimeOutOfRange(detail: "\(appName) books rides up to 30 days in advance, and \(when) is further ahead"))
        }
        if end.timeIntervalSince(range.startDate) > ServicePolicy.longestPickupWindow {
            // "tomorrow morning": a driver comes at a time, so ask which one within the window.
            return .needsValue(.exactTimeRequired(window: range))
        }
        return .success(range)
    }

    /// "Thu Dec 31" this year, "Saturday, January 2, 2027" in another: a day asked for without a time.
    private static func day(_ date: Date, relativeTo now: Date) -> String {
        let calendar = ServiceTimeZone.calendar
        guard calendar.component(.year, from: date) == calendar.component(.year, from: now) else {
            return ServiceTimeZone.longDate(date)
        }
        return ServiceTimeZone.day(date)
    }
}
