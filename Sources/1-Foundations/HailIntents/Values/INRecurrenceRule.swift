import Foundation

/// How often something repeats: every `interval` units of `frequency`, on some weekdays.
open class INRecurrenceRule: NSObject {
    /// How many `frequency` units lie between two occurrences (2 with `.weekly`: every other week).
    public let interval: Int
    /// The unit the rule counts in.
    public let frequency: INRecurrenceFrequency
    /// The weekdays a weekly rule falls on; empty means the weekday of the start.
    public let weeklyRecurrenceDays: INDayOfWeekOptions

    /// Every `interval` units of `frequency`.
    public convenience init(interval: Int, frequency: INRecurrenceFrequency) {
        self.init(interval: interval, frequency: frequency, weeklyRecurrenceDays: [])
    }

    /// Every `interval` units of `frequency`, on the given weekdays.
    public init(interval: Int, frequency: INRecurrenceFrequency, weeklyRecurrenceDays: INDayOfWeekOptions = []) {
        self.interval = interval
        self.frequency = frequency
        self.weeklyRecurrenceDays = weeklyRecurrenceDays
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INRecurrenceRule else { return false }
        return interval == other.interval && frequency == other.frequency
            && weeklyRecurrenceDays == other.weeklyRecurrenceDays
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(interval)
        hasher.combine(frequency)
        hasher.combine(weeklyRecurrenceDays.rawValue)
        return hasher.finalize()
    }

    open override var description: String {
        "every \(interval) \(frequency)\(weeklyRecurrenceDays.isEmpty ? "" : " on \(weeklyRecurrenceDays.rawValue)")"
    }
}
