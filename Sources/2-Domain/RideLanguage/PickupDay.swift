/// A day named by the calendar for a scheduled pickup, as said ("next Friday", "December 31");
/// the dialog turns it into a date against its clock. With a clock time, days counted from today
/// ("tomorrow") are `TimeExpression.clock`'s `dayOffset`; without one ("tomorrow morning"), they
/// are `offset`.
public enum PickupDay: Hashable, Sendable {
    /// Days after today: "tomorrow" is 1.
    case offset(Int)
    /// A day of the week, 1 Sunday … 7 Saturday. `isNext` ("next Friday") means never today.
    case weekday(Int, isNext: Bool)
    /// A day of a month: "December 31" is month 12, day 31 (the next one to come).
    case monthDay(month: Int, day: Int)
    /// A day of a given year: "June 3rd 2027", "6/3/2027" (in the past, it is refused with a reason).
    case calendarDate(year: Int, month: Int, day: Int)
    /// A day of the month alone: "on the 15th" is the next 15th to come (a month without one is
    /// passed over).
    case dayOfMonth(Int)
}
