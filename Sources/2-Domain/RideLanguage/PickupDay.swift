/// A day named by the calendar for a scheduled pickup, as said ("next Friday", "December 31");
/// the dialog turns it into a date against its clock. Days counted from today ("tomorrow", "the
/// day after tomorrow") are `TimeExpression.clock`'s `dayOffset` instead.
public enum PickupDay: Hashable, Sendable {
    /// A day of the week, 1 Sunday … 7 Saturday. `isNext` ("next Friday") means never today.
    case weekday(Int, isNext: Bool)
    /// A day of a month: "December 31" is month 12, day 31 (the next one to come).
    case monthDay(month: Int, day: Int)
}
