import Foundation
import Testing
@testable import RideSimulation

@Suite("Traffic")
struct TrafficModelTests {
    private let morningPeak = TestSupport.date("2026-11-23T08:30:00-08:00")
    private let midday = TestSupport.date("2026-11-23T11:00:00-08:00")
    private let night = TestSupport.date("2026-11-24T02:00:00-08:00")

    @Test func peakHoursAreSlowerThanMiddayAndNight() {
        let peak = TrafficModel.drivingMinutes(miles: 15, at: morningPeak)
        let day = TrafficModel.drivingMinutes(miles: 15, at: midday)
        let late = TrafficModel.drivingMinutes(miles: 15, at: night)
        #expect(peak > day && day > late)
    }

    @Test func theFirstMilesGoAtCitySpeedTheRestAtHighwaySpeed() {
        // Midday: 3 miles at 17 mph, 12 at 45 mph = 10.6 + 16 minutes.
        #expect(TrafficModel.drivingMinutes(miles: 15, at: midday) == 27)
        #expect(TrafficModel.drivingMinutes(miles: 0, at: midday) == 1)
    }

    @Test func peakIsSevenToTenAndFourToSevenPacific() {
        #expect(TrafficModel.isPeak(morningPeak))
        #expect(!TrafficModel.isPeak(midday))
        #expect(TrafficModel.isPeak(TestSupport.date("2026-11-23T18:59:00-08:00")))
        #expect(!TrafficModel.isPeak(TestSupport.date("2026-11-23T19:00:00-08:00")))
    }
}
