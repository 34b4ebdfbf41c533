import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Traffic delays and moving estimates")
struct TrafficDelayTests {
    private let booked = TestSupport.offPeak

    /// Booked now, pickup planned in 10 minutes, a 20-minute ride; then 2 and 3 minutes of traffic.
    private func delayedTimeline() -> RideTimeline {
        let pickup = booked.addingTimeInterval(600)
        var line = RideTimeline(
            bookedAt: booked, dispatchAt: booked, pickupDate: pickup, dropOffDate: pickup.addingTimeInterval(60 + 1200),
            isScheduled: false
        )
        line.delay(pickupBy: 120, dropOffBy: 180)
        return line
    }

    @Test func theRealPickupAndDropOffComeLaterByTheDelays() {
        let line = delayedTimeline()
        #expect(line.pickupDate == booked.addingTimeInterval(720))
        #expect(line.dropOffDate == booked.addingTimeInterval(600 + 60 + 1200 + 120 + 180))
        #expect(line.phase(at: booked.addingTimeInterval(700)) == .approachingPickup, "the car is not there at the first estimate")
    }

    @Test func thePickupEstimateMovesHalfwayThroughTheDrive() {
        let line = delayedTimeline()
        #expect(line.pickupDelayKnownAt == booked.addingTimeInterval(300))
        #expect(line.estimatedPickupDate(at: booked.addingTimeInterval(299)) == booked.addingTimeInterval(600))
        #expect(line.estimatedPickupDate(at: booked.addingTimeInterval(300)) == booked.addingTimeInterval(600))
        #expect(line.estimatedPickupDate(at: booked.addingTimeInterval(360)) == booked.addingTimeInterval(660))
        #expect(line.estimatedPickupDate(at: booked.addingTimeInterval(420)) == booked.addingTimeInterval(720))
    }

    @Test func theTimeLeftToThePickupOnlyCountsDown() {
        let line = delayedTimeline()
        var left = TimeInterval.infinity
        for second in stride(from: 0, through: 720, by: 10) {
            let now = booked.addingTimeInterval(TimeInterval(second))
            let remaining = line.estimatedPickupDate(at: now).timeIntervalSince(now)
            #expect(remaining <= left, "at \(second) s")
            left = remaining
        }
    }

    @Test func theDropOffEstimateMovesWithEachDelayAsItBecomesKnown() {
        let line = delayedTimeline()
        let planned = booked.addingTimeInterval(600 + 60 + 1200)
        #expect(line.estimatedDropOffDate(at: booked) == planned)
        #expect(line.estimatedDropOffDate(at: line.pickupDelayKnownAt.addingTimeInterval(120)) == planned.addingTimeInterval(120))
        #expect(line.estimatedDropOffDate(at: line.dropOffDelayKnownAt) == line.dropOffDate)
        #expect(line.dropOffDelayKnownAt > line.boardedAt && line.dropOffDelayKnownAt < line.dropOffDate)
    }

    @Test func aRideIdentifierAlwaysDrawsTheSameDelays() {
        let first = TrafficDelay.draw(seed: 7, rideIdentifier: "HAIL-ALWYAP")
        let again = TrafficDelay.draw(seed: 7, rideIdentifier: "HAIL-ALWYAP")
        #expect(first == again)
        #expect((0...180).contains(first.pickup) && (0...240).contains(first.dropOff))
        #expect(TrafficDelay.stableHash("HAIL-ALWYAP") == TrafficDelay.stableHash("HAIL-ALWYAP"))
    }

    @Test func aboutHalfTheRidesMeetTraffic() {
        let draws = (0..<400).map { TrafficDelay.draw(seed: 1, rideIdentifier: "HAIL-\($0)") }
        let late = draws.filter { $0.pickup > 0 }.count
        #expect(late > 120 && late < 280)
    }

    @Test func aStatusGivesTheBookingEstimateUntilTheDelayIsKnownThenTheNewOne() throws {
        for seed in UInt64(1)...40 {
            let (service, clock) = TestSupport.service(seed: seed, traffic: true)
            let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
            let estimate = try #require(booked.estimatedPickupDate)
            clock.set(estimate.addingTimeInterval(-5))
            let later = try #require(service.handle(intent: GetRideStatusIntent()).rideStatus?.estimatedPickupDate)
            guard later != estimate else { continue }
            #expect(later > estimate, "traffic only delays")
            clock.set(estimate)
            #expect(service.handle(intent: GetRideStatusIntent()).rideStatus?.phase != .pickup, "the car is not there yet")
            return
        }
        Issue.record("no seed of 40 met traffic on the way to the pickup")
    }
}
