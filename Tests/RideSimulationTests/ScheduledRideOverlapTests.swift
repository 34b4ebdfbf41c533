import Foundation
import RideIntents
import Testing
@testable import RideSimulation

/// A scheduled ride conflicts only with rides whose time overlaps it (`RideOverlap`).
@Suite("Scheduled rides block only their own time")
struct ScheduledRideOverlapTests {
    private func scheduled(_ offset: TimeInterval, from clock: ManualClock) -> RequestRideIntent {
        var intent = TestSupport.ferryBuildingToSFO()
        intent.scheduledPickupTime = DateComponentsRange(startDate: clock.now.addingTimeInterval(offset))
        return intent
    }

    @Test func aRideTomorrowLetsARideNowBeBookedAndListed() {
        let (service, clock) = TestSupport.service()
        #expect(service.handle(intent: scheduled(24 * 3600, from: clock)).code == .inProgress)
        #expect(service.handle(intent: ListRideOptionsIntent(pickupLocation: TestSupport.spoken("Ferry Building"), dropOffLocation: TestSupport.spoken("Oakland"))).code == .success)
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .success)
    }

    @Test func aRideWithinTheMarginOfTheScheduledPickupIsRefused() {
        let (service, clock) = TestSupport.service()
        let booked = service.handle(intent: scheduled(24 * 3600, from: clock))
        let refusal = service.confirm(intent: scheduled(24 * 3600 + 10 * 60, from: clock))
        #expect(refusal.code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        #expect(refusal.rideStatus?.rideIdentifier == booked.rideStatus?.rideIdentifier)
    }

    @Test func aRideWellAfterTheScheduledOneIsBooked() {
        let (service, clock) = TestSupport.service()
        #expect(service.handle(intent: scheduled(24 * 3600, from: clock)).code == .inProgress)
        #expect(service.handle(intent: scheduled(24 * 3600 + 3 * 3600, from: clock)).code == .inProgress)
    }

    @Test func theRideTodayIsTheCurrentRideUntilItCompletes() {
        let (service, clock) = TestSupport.service()
        let tomorrow = service.handle(intent: scheduled(24 * 3600, from: clock)).rideStatus?.rideIdentifier
        let today = service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus?.rideIdentifier
        #expect(service.activeRide?.rideIdentifier == today)
        clock.advance(by: 3 * 3600)
        #expect(service.activeRide?.rideIdentifier == tomorrow)
    }
}
