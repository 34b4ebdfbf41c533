import ArgumentParser
import Foundation
import RideIntents

/// Reads option values and says exactly what is wrong with a bad one; ArgumentParser prints the
/// message as "The value 'X' is invalid for '--option <N>': MESSAGE", then the subcommand's usage.
enum ArgumentValues {
    /// `--party N`: a whole number, 1 or more.
    static func partySize(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("party size must be a whole number, such as 2")
        }
        guard value >= 1 else { throw ValidationError("party size must be 1 or more") }
        return value
    }

    /// `--seed N`: a whole number from 0 to 2^64 - 1.
    static func seed(_ text: String) throws -> UInt64 {
        guard let value = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max)")
        }
        return value
    }

    /// `-n N`: a count, 1 or more.
    static func count(_ text: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("the count must be a whole number, such as 10")
        }
        guard value >= 1 else { throw ValidationError("the count must be 1 or more") }
        return value
    }

    /// `--speed N`: how many times faster than the real clock; a positive number.
    static func speed(_ text: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw ValidationError("the speed must be a number, such as 60 (a minute of ride time each second)")
        }
        guard value > 0 else { throw ValidationError("the speed must be more than 0") }
        return value
    }

    /// `--clock TIME`: an ISO 8601 time with its offset, or a local date and time with none, read in
    /// the service's zone (San Francisco's): 2026-11-23T09:00, 2026-11-23 09:00:30.
    static func clock(_ text: String) throws -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = ISO8601DateFormatter().date(from: trimmed) { return date }
        if let date = localTime(trimmed) { return date }
        throw ValidationError(
            "not a time: give one such as 2026-11-23T09:00 (read in the service's zone, \(ServiceTimeZone.pacific.identifier)) or 2026-11-23T09:00:00-08:00"
        )
    }

    /// A date and time with no zone, in the service's zone; nil when it is not one or does not
    /// exist there (a time skipped when the clocks go forward).
    static func localTime(_ text: String) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm"]
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = ServiceTimeZone.pacific
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
