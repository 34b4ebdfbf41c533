/// A time of day as said: "9am" is 9:00 with the meridiem known; "at 7" is 7:00 without it.
public struct ClockTime: Hashable, Sendable {
    /// 0–23 when `isMeridiemKnown`, else the hour as said (1–12).
    public var hour: Int
    public var minute: Int
    /// Whether am/pm was said (or the hour is unambiguous, as in "19:30" or "noon").
    public var isMeridiemKnown: Bool

    public init(hour: Int, minute: Int, isMeridiemKnown: Bool) {
        self.hour = hour
        self.minute = minute
        self.isMeridiemKnown = isMeridiemKnown
    }

    /// The same time with a meridiem applied ("7" + pm → 19:00).
    func applying(isPM: Bool) -> ClockTime {
        let base = hour % 12
        return ClockTime(hour: isPM ? base + 12 : base, minute: minute, isMeridiemKnown: true)
    }
}
