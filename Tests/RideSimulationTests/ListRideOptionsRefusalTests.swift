import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Listing ride options: refusals")
struct ListRideOptionsRefusalTests {
    let toSFO = ListRideOptionsIntent(dropOffLocation: TestSupport.spoken("SFO"))

    @Test func aRideUnderWayMustBeCompletedFirst() {
        let (service, _) = TestSupport.service()
        _ = service.handle(intent: TestSupport.ferryBuildingToSFO())
        #expect(service.handle(intent: toSFO).code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
    }

    @Test func aCompletedRideNeedsFeedbackBeforeTheNextListing() throws {
        let (service, clock) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        clock.set(try #require(booked.estimatedDropOffDate))
        #expect(service.handle(intent: toSFO).code == .failurePreviousRideNeedsFeedback)
        let feedback = SendRideFeedbackIntent(rideIdentifier: booked.rideIdentifier, rating: 5, tip: nil)
        #expect(service.handle(sendRideFeedback: feedback).code == .success)
        #expect(service.handle(intent: toSFO).code == .success)
    }

    @Test func feedbackIsNoLongerAwaitedADayLater() throws {
        let (service, clock) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        clock.set(try #require(booked.estimatedDropOffDate).addingTimeInterval(25 * 3600))
        #expect(service.handle(intent: toSFO).code == .success)
    }

    @Test func aCancelledRideNeedsNoFeedback() throws {
        let (service, _) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: booked.rideIdentifier))
        #expect(service.handle(intent: toSFO).code == .success)
    }
}
