import Foundation
import RideIntents
import RideLanguage
import Testing
@testable import Conversation

@Suite struct TimeExpressionDateRangeTests {
    let now = Date(timeIntervalSince1970: 1_795_453_200)  // Monday 9:00 AM Pacific

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
}
