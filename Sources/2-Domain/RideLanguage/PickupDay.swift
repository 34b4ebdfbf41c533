import PhraseGrammar

/// A day named by the calendar for a scheduled pickup, as said ("next Friday", "December 31"): the
/// engine's `CalendarDay`, which the dialog turns into a date against its clock. With a clock time,
/// days counted from today ("tomorrow") are `TimeExpression.clock`'s `dayOffset`; without one
/// ("tomorrow morning"), they are `offset`. A month and day is the next one to come; a date in the
/// past is refused with a reason; a day of the month alone passes over months without one.
public typealias PickupDay = CalendarDay
