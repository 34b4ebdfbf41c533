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
        case .dated(let day, let hour, let minute, _):
            let start = day.date(after: now, hour: hour, minute: minute, calendar: calendar)
            return DateComponentsRange(startDate: start, endDate: start.addingTimeInterval(600))
        case .window(let day, let part):
            // The whole part of the day ("tomorrow morning": 6 AM to noon), or the whole day; a
            // window already begun starts now, one already over stays in the past (and is refused).
            let hours = part?.hours ?? (start: 0, end: 24)
            let end = day.date(after: now, hour: hours.end - 1, minute: 59, calendar: calendar).addingTimeInterval(60)
            var start = calendar.date(byAdding: .hour, value: hours.start - hours.end, to: end) ?? end
            if start < now, end > now { start = now }
            return DateComponentsRange(startDate: start, endDate: end)
        }
    }
}

extension TimeExpression {
    /// The pickup time an answer names inside `window` (the one asked about: "tomorrow morning",
    /// then "at 7"): a clock time said with no day falls on the window's day, with the meridiem
    /// that puts it inside; anything else, or a time the window cannot hold, reads as on its own.
    public func dateRange(now: Date, within window: DateComponentsRange) -> DateComponentsRange {
        let calendar = ServiceTimeZone.calendar
        if case .window(.offset(0), let part?) = self {
            // "tomorrow", then "morning": that part of the day asked about, not of today.
            let day = calendar.startOfDay(for: window.startDate)
            guard let start = calendar.date(byAdding: .hour, value: part.hours.start, to: day),
                  let end = calendar.date(byAdding: .hour, value: part.hours.end, to: day), end > now
            else { return dateRange(now: now) }
            return DateComponentsRange(startDate: max(start, now), endDate: end)
        }
        guard case .clock(let hour, let minute, 0, let isMeridiemKnown) = self, let end = window.endDate else { return dateRange(now: now) }
        let day = calendar.startOfDay(for: window.startDate)
        let hours = isMeridiemKnown || hour >= 12 ? [hour] : [hour, hour + 12]
        for candidateHour in hours {
            guard let start = calendar.date(bySettingHour: candidateHour % 24, minute: min(59, max(0, minute)), second: 0, of: day),
                start >= window.startDate.addingTimeInterval(-60), start < end
            else { continue }
            return DateComponentsRange(startDate: start, endDate: start.addingTimeInterval(600))
        }
        return dateRange(now: now)
    }

    /// Whether the range is a window to pick a time in rather than a pickup time.
    public static func isWindow(_ range: DateComponentsRange) -> Bool {
        guard let end = range.endDate else { return false }
        return end.timeIntervalSince(range.startDate) > 3600
    }
}

extension PickupDay {
    /// The next time this day comes at `hour`:`minute` (as said; "at 8" on another day is 8 AM):
    /// "Friday" is today when today is Friday and the time is still ahead, "next Friday" is 1 to 7
    /// days ahead, "December 31" is this year's unless it has passed.
    func date(after now: Date, hour: Int, minute: Int, calendar: Calendar) -> Date {
        let today = calendar.startOfDay(for: now)
        func at(_ day: Date) -> Date {
            calendar.date(bySettingHour: hour % 24, minute: min(59, max(0, minute)), second: 0, of: day) ?? day
        }
        switch self {
        case .offset(let days):
            return at(calendar.date(byAdding: .day, value: days, to: today) ?? today)
        case .yearMonthDay(let year, let month, let day):
            // NB: the very day said, even one already past: the service refuses it with a reason.
            return at(calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? today)
        case .weekday(let weekday, let isNext):
            let todayWeekday = calendar.component(.weekday, from: today)
            var ahead = (weekday - todayWeekday + 7) % 7
            if ahead == 0, isNext || at(today) <= now { ahead = 7 }
            return at(calendar.date(byAdding: .day, value: ahead, to: today) ?? today)
        case .dayOfMonth(let day):
            // The next such day to come: this month's when still ahead, else the next month
            // that has one (a 31st skips the shorter months).
            var month = calendar.dateComponents([.year, .month], from: today)
            for _ in 0..<13 {
                if let date = calendar.date(from: DateComponents(year: month.year, month: month.month, day: day)),
                   calendar.component(.day, from: date) == day, at(date) > now {
                    return at(date)
                }
                let next = (month.month ?? 1) + 1
                month = DateComponents(year: (month.year ?? 2000) + (next > 12 ? 1 : 0), month: next > 12 ? 1 : next)
            }
            return at(today)
        case .monthDay(let month, let day):
            let year = calendar.component(.year, from: today)
            for candidateYear in year...(year + 4) {
                let components = DateComponents(year: candidateYear, month: month, day: day)
                // NB: February 29 exists only in leap years; other years are skipped.
                guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { continue }
                if at(date) > now { return at(date) }
            }
            return at(today)
        }
    }
}
