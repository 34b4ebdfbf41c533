import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride feedback")
struct SimulatedRideServiceFeedbackTests {
    private let service: SimulatedRideService
    private let clock: ManualClock

    init() {
        (service, clock) = TestSupport.service()
    }

    private func completedRide() throws -> RideStatus {
        let ride = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        clock.set(try #require(ride.estimatedDropOffDate))
        return ride
    }

    @Test func feedbackIsRefusedBeforeTheRideCompletes() throws {
        let ride = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        let intent = SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 9)
        #expect(service.confirm(sendRideFeedback: intent).code == .failure)
        #expect(service.handle(sendRideFeedback: intent).failureReason?.contains("hasn't finished") == true)
    }

    @Test func afterCompletionARatingAndTipAreRecorded() throws {
        let ride = try completedRide()
        let fare = try #require(ride.rideOption?.priceRange?.minimumPrice)
        let intent = SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 10, tip: CurrencyAmount(minorUnits: 300))
        #expect(service.confirm(sendRideFeedback: intent).code == .ready)
        #expect(service.handle(sendRideFeedback: intent).code == .success)
        #expect(service.feedback(forRide: ride.rideIdentifier) == RideFeedback(rating: 10, tip: CurrencyAmount(minorUnits: 300)))
        let completion = service.lastRide?.completionStatus
        #expect(completion?.paymentAmount == fare + CurrencyAmount(minorUnits: 300))
        #expect(completion?.feedbackType == [])
    }

    @Test func feedbackIsTakenOnce() throws {
        let ride = try completedRide()
        _ = service.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 7))
        let again = service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 8))
        #expect(again.code == .failure)
        #expect(again.failureReason?.contains("already sent") == true)
    }

    @Test func ratingsOutsideZeroToTenAndNegativeTipsAreRefused() throws {
        let ride = try completedRide()
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 11)).code == .failure)
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: -1)).code == .failure)
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, tip: CurrencyAmount(minorUnits: -100))).code == .failure)
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier)).code == .failure)
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 0)).code == .ready)
    }

    @Test func aCancelledOrUnknownRideTakesNoFeedback() throws {
        #expect(service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: "HAIL-XXXXXX", rating: 5)).code == .failure)
        let ride = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        clock.advance(by: 3 * 3600)
        let response = service.confirm(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 5))
        #expect(response.failureReason?.contains("cancelled") == true)
    }
}
