/// Days of the week, for a weekly recurrence.
public struct INDayOfWeekOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Monday.
    public static let monday = INDayOfWeekOptions(rawValue: 1 << 0)
    /// Tuesday.
    public static let tuesday = INDayOfWeekOptions(rawValue: 1 << 1)
    /// Wednesday.
    public static let wednesday = INDayOfWeekOptions(rawValue: 1 << 2)
    /// Thursday.
    public static let thursday = INDayOfWeekOptions(rawValue: 1 << 3)
    /// Friday.
    public static let friday = INDayOfWeekOptions(rawValue: 1 << 4)
    /// Saturday.
    public static let saturday = INDayOfWeekOptions(rawValue: 1 << 5)
    /// Sunday.
    public static let sunday = INDayOfWeekOptions(rawValue: 1 << 6)
}
