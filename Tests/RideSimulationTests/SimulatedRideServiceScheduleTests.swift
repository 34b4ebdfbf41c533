import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Scheduled pickup resolution")
struct SimulatedRideServiceScheduleTests {
    private let service: SimulatedRideService
    private let clock: ManualClock

    init() {
        (service, clock) = TestSupport.service()
    }

    private func resolve(_ offset: TimeInterval?) -> ResolutionResult<DateComponentsRange> {
        let range = offset.map { DateComponentsRange(startDate: clock.now.addingTimeInterval($0)) }
        return service.resolveScheduledPickupTime(for: RequestRideIntent(scheduledPickupTime: range))
    }

    @Test func noTimeIsNotRequired() {
        #expect(resolve(nil) == .notRequired)
    }

    @Test func aTimeAheadSucceeds() {
        #expect(resolve(3600) == .success(DateComponentsRange(startDate: clock.now.addingTimeInterval(3600))))
    }

    @Test func aTimeUpToAMinuteAgoStillCountsAsNow() {
        #expect(resolve(-59).kind == .success)
    }

    @Test func aTimeMoreThanAMinuteAgoIsOutOfRange() {
        #expect(resolve(-3600) == .unsupported(.scheduledTimeOutOfRange(detail: "10:00 AM has already passed")))
    }

    @Test func moreThanThirtyDaysAheadIsOutOfRangeWhenGiven() {
        guard case .unsupported(.scheduledTimeOutOfRange(let detail)) = resolve(40 * 24 * 3600) else {
            Issue.record("a pickup 40 days ahead resolved")
            return
        }
        #expect(detail.hasPrefix("Hail books rides up to 30 days in advance, and "))
    }

    @Test func thirtyDaysAheadStillResolves() {
        #expect(resolve(30 * 24 * 3600).kind == .success)
    }
}
