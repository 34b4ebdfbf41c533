/// The unit a recurrence rule counts in.
public enum INRecurrenceFrequency: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Minutes.
    case minute = 1
    /// Hours.
    case hourly = 2
    /// Days.
    case daily = 3
    /// Weeks.
    case weekly = 4
    /// Months.
    case monthly = 5
    /// Years.
    case yearly = 6
}
