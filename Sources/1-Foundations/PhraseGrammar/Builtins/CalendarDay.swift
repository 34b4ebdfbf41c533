/// A day as said, before any calendar is consulted: "the day after tomorrow", "next Friday",
/// "December 31". The engine never reads the clock; whoever holds one turns it into a date.
public enum CalendarDay: Hashable, Sendable {
    /// Days after today: "the day after tomorrow" is 2.
    case offset(Int)
    /// A day of the week, 1 Sunday … 7 Saturday (as `Calendar` numbers them). `isNext` is true
    /// for "next Friday": never today.
    case weekday(Int, isNext: Bool)
    /// A day of a month: "December 31" is month 12, day 31.
    case monthDay(month: Int, day: Int)
    /// A day of a given year: "June 3rd 2027", "6/3/2027".
    case yearMonthDay(year: Int, month: Int, day: Int)
    /// A day of the month with no month: "on the 31st" is day 31 (of whichever month comes).
    case dayOfMonth(Int)
}
