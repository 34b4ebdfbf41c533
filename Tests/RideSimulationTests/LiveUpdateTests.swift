import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Live status updates")
struct LiveUpdateTests {
    /// A booked ride and an observer already receiving its updates.
    func followedRide() throws -> (SimulatedRideService, ManualClock, RecordingObserver, RideStatus) {
        let (service, clock) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        let observer = RecordingObserver()
        service.startSendingUpdates(for: GetRideStatusIntent(), to: observer)
        return (service, clock, observer, booked)
    }

    @Test func startingSendsTheCurrentStatusAtOnce() throws {
        let (service, clock, observer, booked) = try followedRide()
        #expect(observer.updates.count == 1)
        #expect(observer.updates.first?.rideStatus?.rideIdentifier == booked.rideIdentifier)
        #expect(observer.updates.first?.asOf == clock.now)
        #expect(service.isSendingUpdates)
        #expect(service.rideSendingUpdates == booked.rideIdentifier)
    }

    @Test func anUpdateComesEveryTwentySecondsOfRideTimeEachForItsOwnMoment() throws {
        let (service, clock, observer, _) = try followedRide()
        let start = clock.now
        clock.advance(by: 50)
        service.tick()
        let moments = observer.updates.dropFirst().compactMap(\.asOf)
        #expect(moments == [start.addingTimeInterval(20), start.addingTimeInterval(40)])
        service.tick()
        #expect(observer.updates.count == 3, "a second tick at the same moment sends nothing new")
    }

    @Test func everyPhaseChangeSendsAnUpdateAtTheMomentOfTheChange() throws {
        let (service, clock, observer, booked) = try followedRide()
        let pickup = try #require(booked.estimatedPickupDate)
        clock.set(pickup.addingTimeInterval(5))
        service.tick()
        let atPickup = observer.updates.first { $0.rideStatus?.phase == .pickup }
        #expect(atPickup?.asOf == pickup)
        let phases = observer.updates.compactMap(\.rideStatus?.phase)
        #expect(phases.contains(.approachingPickup))
    }

    @Test func updatesStopAfterTheOneThatReportsTheRideCompleted() throws {
        let (service, clock, observer, booked) = try followedRide()
        let dropOff = try #require(booked.estimatedDropOffDate)
        clock.set(dropOff.addingTimeInterval(3600))
        service.tick()
        #expect(observer.updates.last?.rideStatus?.phase == .completed)
        #expect(observer.updates.last?.asOf == dropOff)
        #expect(!service.isSendingUpdates)
    }

    @Test func aCancellationIsSentAtOnceAndEndsTheUpdates() throws {
        let (service, _, observer, booked) = try followedRide()
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: booked.rideIdentifier))
        service.tick()
        #expect(observer.updates.last?.rideStatus?.completionStatus?.isCanceled == true)
        #expect(!service.isSendingUpdates)
    }

    @Test func stoppingEndsTheUpdates() throws {
        let (service, clock, observer, _) = try followedRide()
        service.stopSendingUpdates(for: GetRideStatusIntent())
        clock.advance(by: 120)
        service.tick()
        #expect(observer.updates.count == 1)
        #expect(service.nextUpdateDate == nil)
    }

    @Test func withNoRideTheObserverHearsFailureOnce() {
        let (service, _) = TestSupport.service()
        let observer = RecordingObserver()
        service.startSendingUpdates(for: GetRideStatusIntent(), to: observer)
        #expect(observer.updates.map(\.code) == [.failure])
        #expect(!service.isSendingUpdates)
    }

    @Test func theNextUpdateIsDueAtTheCadenceOrAtTheNextChangeWhicheverComesFirst() throws {
        let (service, clock, _, _) = try followedRide()
        #expect(service.nextUpdateDate == clock.now.addingTimeInterval(20))
    }

    @Test func aLongStretchWithoutChangesKeepsOnlyItsLastHourOfUpdates() {
        let start = TestSupport.offPeak
        let moments = SimulatedRideService.updateMoments(after: start, through: start.addingTimeInterval(3 * 3600), changes: [])
        #expect(moments.count == SimulatedRideService.maximumUpdatesPerStretch)
        #expect(moments.last == start.addingTimeInterval(3 * 3600))
    }

    @Test func aStretchOfCenturiesIsCountedNotWalked() throws {
        let start = TestSupport.offPeak
        let end = start.addingTimeInterval(9_999_999 * 3600)
        let moments = SimulatedRideService.updateMoments(after: start, through: end, changes: [start.addingTimeInterval(30)])
        #expect(moments.count == 2 + SimulatedRideService.maximumUpdatesPerStretch)
        let last = try #require(moments.last)
        #expect(last <= end && last > end.addingTimeInterval(-20), "the last cadence update before the end")
        #expect(zip(moments, moments.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func changesInAStretchAreKeptBetweenTheCadenceUpdates() {
        let start = TestSupport.offPeak
        let change = start.addingTimeInterval(30)
        let moments = SimulatedRideService.updateMoments(after: start, through: start.addingTimeInterval(45), changes: [change])
        #expect(moments == [start.addingTimeInterval(20), change])
    }
}
