import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride timeline")
struct RideTimelineTests {
    private let booked = TestSupport.offPeak

    private func timeline(scheduled: Bool = false) -> RideTimeline {
        let pickup = booked.addingTimeInterval(scheduled ? 3600 : 600)
        return RideTimeline(
            bookedAt: booked, dispatchAt: scheduled ? pickup.addingTimeInterval(-600) : booked, pickupDate: pickup,
            dropOffDate: pickup.addingTimeInterval(60 + 1200), isScheduled: scheduled
        )
    }

    @Test func anImmediateRideGoesThroughEveryPhaseInOrder() {
        let line = timeline()
        let moments: [(TimeInterval, RidePhase)] = [
            (0, .confirmed), (479, .confirmed), (480, .approachingPickup), (600, .pickup), (659, .pickup), (660, .ongoing),
            (1859, .ongoing), (1860, .completed), (99999, .completed),
        ]
        for (offset, phase) in moments {
            #expect(line.phase(at: booked.addingTimeInterval(offset)) == phase, "at +\(offset)s")
        }
    }

    @Test func aScheduledRideIsReceivedUntilItsCarSetsOff() {
        let line = timeline(scheduled: true)
        #expect(line.phase(at: booked) == .received)
        #expect(line.phase(at: booked.addingTimeInterval(2999)) == .received)
        #expect(line.phase(at: booked.addingTimeInterval(3000)) == .confirmed)
        #expect(line.phase(at: booked.addingTimeInterval(3480)) == .approachingPickup)
    }

    @Test func theDriverWaitsFiveMinutesAtMost() {
        #expect(timeline().pickupEndDate == timeline().pickupDate.addingTimeInterval(300))
    }
}
