import Foundation
import RideIntents

/// Times as typed for a deterministic clock, by `--clock TIME` and a transcript's `@clock TIME`
/// alike: ISO 8601 with an offset ("2026-11-23T09:00:00-08:00", "2026-11-23T17:00:00Z"), or a
/// local date and time with none, read in the service's zone (San Francisco's unless a map says otherwise)
/// ("2026-11-23T09:00", "2026-11-23 09:00:30").
public enum ClockText {
    /// The moment the text names; `nil` when it is not such a time, or names a local time that
    /// does not exist in the service's zone (one skipped when the clocks go forward).
    public static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = ISO8601DateFormatter().date(from: trimmed) { return date }
        return localTime(trimmed)
    }

    /// Times that would do, for the message about one that will not: "a time such as \(examples)".
    public static var examples: String {
        "2026-11-23T09:00 (read in the service's zone, \(ServiceTimeZone.zone.identifier)) or 2026-11-23T09:00:00-08:00"
    }

    /// A date and time with no zone, in the service's zone.
    private static func localTime(_ text: String) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm"]
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = ServiceTimeZone.zone
            formatter.dateFormat = format
            formatter.isLenient = false
            guard let date = formatter.date(from: text) else { continue }
            // NB: a time that does not exist locally is moved by the formatter; refuse it instead.
            guard formatter.string(from: date) == text else { return nil }
            return date
        }
        return nil
    }
}
