import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

@Suite struct TimeExpressionDateRangeTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // Monday 9:00 AM Pacific

    @Test func aPartOfTheDayAnsweredInsideADayIsThatDaysPart() throws {
        let tomorrow = TimeExpression.window(.offset(1), part: nil).dateRange(now: now)
        let morning = TimeExpression.window(.offset(0), part: .morning).dateRange(now: now, within: tomorrow)
        #expect(morning.startDate == now.addingTimeInterval(21 * 3600))  // 6 AM tomorrow
        #expect(morning.endDate == now.addingTimeInterval(27 * 3600))  // noon tomorrow
        let quarterPast = TimeExpression.clock(hour: 8, minute: 15, dayOffset: 0, isMeridiemKnown: false).dateRange(now: now, within: morning)
        #expect(quarterPast.startDate == now.addingTimeInterval(23.25 * 3600))
    }

    @Test func relativeMinutesCountFromNow() {
        #expect(TimeExpression.relative(minutes: 20).dateRange(now: now).startDate == now.addingTimeInterval(1200))
    }

    @Test func tomorrowAtHalfPastSevenIsTheNextDay() {
        let start = TimeExpression.clock(hour: 7, minute: 30, dayOffset: 1, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(ServiceTimeZone.clockTime(start) == "7:30 AM")
        #expect(start.timeIntervalSince(now) == 22.5 * 3600)
    }

    @Test func anHourWithoutMeridiemIsTheNextOneToCome() {
        let start = TimeExpression.clock(hour: 7, minute: 0, dayOffset: 0, isMeridiemKnown: false).dateRange(now: now).startDate
        #expect(ServiceTimeZone.clockTime(start) == "7:00 PM")
    }

    @Test func aClockTimeAlreadyPastTodayIsTomorrow() {
        let start = TimeExpression.clock(hour: 8, minute: 0, dayOffset: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(start.timeIntervalSince(now) == 23 * 3600)
    }

    @Test func aWeekdayIsTheComingOneAndNextNeverToday() {
        let friday = TimeExpression.dated(.weekday(6, isNext: false), hour: 8, minute: 0, isMeridiemKnown: false).dateRange(now: now).startDate
        #expect(friday.timeIntervalSince(now) == 4 * 86_400 - 3600)
        let monday = TimeExpression.dated(.weekday(2, isNext: false), hour: 17, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(monday.timeIntervalSince(now) == 8 * 3600)
        let nextMonday = TimeExpression.dated(.weekday(2, isNext: true), hour: 17, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(nextMonday.timeIntervalSince(now) == 7 * 86_400 + 8 * 3600)
        let pastMonday = TimeExpression.dated(.weekday(2, isNext: false), hour: 8, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(pastMonday.timeIntervalSince(now) == 7 * 86_400 - 3600)
    }

    @Test func aDayOfTheMonthIsThisYearsUnlessItHasPassed() {
        let newYearsEve = TimeExpression.dated(.monthDay(month: 12, day: 31), hour: 9, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(ServiceTimeZone.calendar.dateComponents([.year, .month, .day, .hour], from: newYearsEve)
            == DateComponents(year: 2026, month: 12, day: 31, hour: 9))
        let julyFourth = TimeExpression.dated(.monthDay(month: 7, day: 4), hour: 9, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(ServiceTimeZone.calendar.component(.year, from: julyFourth) == 2027)
        let leapDay = TimeExpression.dated(.monthDay(month: 2, day: 29), hour: 9, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
        #expect(ServiceTimeZone.calendar.dateComponents([.year, .month, .day], from: leapDay) == DateComponents(year: 2028, month: 2, day: 29))
    }

    @Test func aDayOfTheMonthAloneIsTheNextSuchDayToCome() {
        func day(_ dayOfMonth: Int, hour: Int) -> DateComponents {
            let start = TimeExpression.dated(.dayOfMonth(dayOfMonth), hour: hour, minute: 0, isMeridiemKnown: true).dateRange(now: now).startDate
            return ServiceTimeZone.calendar.dateComponents([.year, .month, .day, .hour], from: start)
        }
        // Monday November 23, 2026, 9 AM.
        #expect(day(28, hour: 21) == DateComponents(year: 2026, month: 11, day: 28, hour: 21))
        #expect(day(23, hour: 10) == DateComponents(year: 2026, month: 11, day: 23, hour: 10), "later today")
        #expect(day(23, hour: 8) == DateComponents(year: 2026, month: 12, day: 23, hour: 8), "earlier today: next month's")
        #expect(day(2, hour: 7) == DateComponents(year: 2026, month: 12, day: 2, hour: 7))
        #expect(day(31, hour: 9) == DateComponents(year: 2026, month: 12, day: 31, hour: 9), "November has no 31st")
    }
}

/// A day, or part of one, with no clock time is a pickup window.
@Suite struct PickupWindowDateRangeTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // Monday 9:00 AM Pacific

    @Test func tomorrowMorningRunsFromSixToNoon() throws {
        let range = TimeExpression.window(.offset(1), part: .morning).dateRange(now: now)
        #expect(ServiceTimeZone.clockTime(range.startDate) == "6:00 AM")
        #expect(range.startDate.timeIntervalSince(now) == 21 * 3600)
        let end = try #require(range.endDate)
        #expect(end.timeIntervalSince(range.startDate) == 6 * 3600)
    }

    @Test func aWindowAlreadyBegunStartsNow() {
        let range = TimeExpression.window(.offset(0), part: .morning).dateRange(now: now)
        #expect(range.startDate == now)
    }

    @Test func aCalendarDateInThePastStaysThere() {
        let range = TimeExpression.window(.yearMonthDay(year: 2020, month: 1, day: 1), part: nil).dateRange(now: now)
        #expect(range.startDate < now)
    }

    @Test func thePartOfTheDaySetsTheMeridiem() {
        #expect(DayPart.evening.hour(7) == 19)
        #expect(DayPart.morning.hour(7) == 7)
        #expect(DayPart.night.hour(1) == 1)
        #expect(DayPart.night.hour(9) == 21)
    }
}
