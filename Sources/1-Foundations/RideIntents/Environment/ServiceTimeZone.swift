import Foundation

/// Formats times the way the service speaks them, in the service area's time zone (the current
/// ``ServiceRegion``'s: the Bay Area's unless a session runs on another map).
public enum ServiceTimeZone {
    /// The Bay Area's zone; transcripts and output use it whatever the machine's zone is.
    public static let pacific: TimeZone = TimeZone(identifier: "America/Los_Angeles") ?? TimeZone(secondsFromGMT: -8 * 3600) ?? .current

    /// The service's zone: the current region's.
    public static var zone: TimeZone { ServiceRegion.current.timeZone }

    /// A Gregorian calendar in the service's zone.
    public static var calendar: Calendar { ServiceRegion.current.calendar }

    /// The hour of the day (0–23) at `date` in the service's zone, as `calendar` gives it.
    // NB: from the zone's offset rather than `Calendar.component(.hour, from:)`, which looks its
    // component types up at run time on every call: the traffic model asks for every leg it
    // times, 2.4% of `hail replay` (callgrind: 23M of 962M instructions).
    public static func hour(of date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        let hour = Int((local / 3600).rounded(.down)) % 24
        return hour < 0 ? hour + 24 : hour
    }

    /// "9:07 AM".
    public static func clockTime(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    /// "9:07:20 AM": a moment to the second, for live updates.
    public static func clockTimeWithSeconds(_ date: Date) -> String {
        let second = calendar.component(.second, from: date)
        let time = clockTime(date)
        guard let space = time.firstIndex(of: " ") else { return time }
        return "\(time[..<space]):\(second < 10 ? "0" : "")\(second)\(time[space...])"
    }

    /// "9:07 AM" today, "7:30 AM tomorrow", "7:30 AM on Nov 30" further ahead, "9:00 AM on Tuesday,
    /// January 5, 2027" in another year.
    public static func clockTime(_ date: Date, relativeTo now: Date) -> String {
        let calendar = calendar
        let time = clockTime(date)
        if calendar.isDate(date, inSameDayAs: now) { return time }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: now), calendar.isDate(date, inSameDayAs: tomorrow) {
            return "\(time) tomorrow"
        }
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        if parts.year != calendar.component(.year, from: now) {
            // NB: "on Jan 5" said in November reads as this January, gone by: another year is said in full.
            return "\(time) on \(longDate(date))"
        }
        return "\(time) on \(name(ofMonth: parts.month)) \(parts.day ?? 1)"
    }

    /// "Tuesday, January 5, 2027": a day named in full, with its year.
    public static func longDate(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        let weekday = parts.weekday.flatMap { weekdays.indices.contains($0 - 1) ? weekdays[$0 - 1] : nil } ?? ""
        let month = parts.month.flatMap { months.indices.contains($0 - 1) ? months[$0 - 1] : nil } ?? ""
        return "\(weekday), \(month) \(parts.day ?? 1), \(parts.year ?? 0)"
    }

    /// "Tue Nov 24 7:30 AM": a moment without reference to today, for traces.
    public static func dateAndTime(_ date: Date, withSeconds: Bool = false) -> String {
        "\(day(date)) \(withSeconds ? clockTimeWithSeconds(date) : clockTime(date))"
    }

    /// "Tue Nov 24": the day a moment falls on.
    public static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .month, .day], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let weekday = days.indices.contains((parts.weekday ?? 1) - 1) ? days[(parts.weekday ?? 1) - 1] : ""
        return "\(weekday) \(name(ofMonth: parts.month)) \(parts.day ?? 1)"
    }

    /// "Jan" for 1; empty for a month out of range.
    static func name(ofMonth month: Int?) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard let month, months.indices.contains(month - 1) else { return "" }
        return months[month - 1]
    }

    /// "12 min", "1 h 5 min", from a number of seconds (rounded to the nearest minute, at least 1).
    public static func duration(_ seconds: Double) -> String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(rest) min"
    }
}
