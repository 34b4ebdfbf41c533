/// A captured value.
public enum CaptureValue: Hashable, Sendable {
    /// A list entry's canonical value.
    case entry(String)
    /// Free text from a wildcard, as typed (leading strip words removed).
    case text(String)
    case number(Double)
    case ordinal(Int)
    case time(ClockTime)
    /// Minutes.
    case duration(Int)
    case date(CalendarDay)
}
