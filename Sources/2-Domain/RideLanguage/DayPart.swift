/// A part of a day said instead of a clock time: "tomorrow morning", "tonight", "Friday evening".
public enum DayPart: String, Hashable, Sendable, CaseIterable {
    case morning, afternoon, evening, night

    /// The hours the part covers, as a pickup window: start hour and end hour (24 is midnight).
    public var hours: (start: Int, end: Int) {
        switch self {
        case .morning: (6, 12)
        case .afternoon: (12, 17)
        case .evening: (17, 21)
        case .night: (18, 24)
        }
    }

    /// `hour` (0–12, said without am or pm) in this part of the day: "at 7" in the evening is 19.
    public func hour(_ hour: Int) -> Int {
        switch self {
        case .morning: hour == 12 ? 0 : hour
        case .afternoon, .evening: hour < 12 ? hour + 12 : hour
        case .night: hour < 5 ? hour : (hour < 12 ? hour + 12 : hour)
        }
    }
}
