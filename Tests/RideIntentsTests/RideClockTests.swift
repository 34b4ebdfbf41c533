import Foundation
import Testing
import RideIntents

@Suite("Clocks")
struct RideClockTests {
    @Test func aManualClockMovesOnlyForwardAndOnlyWhenTold() {
        let start = Date(timeIntervalSince1970: 1_795_453_200)
        let clock = ManualClock(now: start)
        clock.advance(by: 90)
        clock.advance(by: -30)
        #expect(clock.now == start.addingTimeInterval(90))
        clock.set(start)
        #expect(clock.now == start)
    }

    @Test func theSystemClockJumpsAheadByWhatItIsAdvanced() {
        let clock = SystemClock(speed: 1)
        let before = clock.now
        clock.advance(by: 3600)
        clock.advance(by: -100)
        let jumped = clock.now.timeIntervalSince(before)
        #expect(jumped >= 3600 && jumped < 3660)
        #expect(clock.speed == 1)
    }
}
