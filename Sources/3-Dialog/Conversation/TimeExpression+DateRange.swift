import Foundation
import RideIntents
import RideLanguage

extension TimeExpression {
    /// The pickup window the expression names, against `now` in the service's time zone: "at 7"
    /// without a meridiem is the next 7 o'clock; a clock time already past today is tomorrow.
    public func dateRange(now: Date) -> DateComponentsRange {
        let calendar = ServiceTimeZone.calendar
        switch self {
        case .now:
            return DateComponentsRange(startDate: now)
        case .relative(let minutes):
            let start = now.addingTimeInterval(Double(minutes) * 60)
            return DateComponentsRange(startDate: start, endDate: start.addingTimeInterval(600))
        case .clock(let hour, let minute, let dayOffset, let isMeridiemKnown):
            let today = calendar.startOfDay(for: now)
            let day = calendar.date(byAdding: .day, value: dayOffset, to: today) ?? today
            func at(_ hour: Int, on day: Date) -> Date {
                calendar.date(bySettingHour: hour % 24, minute: min(59, max(0, minute)), second: 0, of: day) ?? day
            }
            var start = at(hour, on: day)
            if !isMeridiemKnown, hour < 12, start <= now {
                let afternoon = at(hour + 12, on: day)
                start = afternoon > now ? afternoon : start
            }
            if dayOffset == 0, start <= now.addingTimeInterval(-60) {
                start = calendar.date(byAdding: .day, value: 1, to: start) ?? start
            }
            return DateComponentsRange(startDate: start, endDate: start.addingTimeInterval(600))
        }
    }
}
