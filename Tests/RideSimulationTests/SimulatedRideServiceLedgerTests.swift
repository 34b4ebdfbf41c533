import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Rides written to a ledger and restored from records")
struct SimulatedRideServiceLedgerTests {
    private let service: SimulatedRideService
    private let clock: ManualClock
    private let ledger = RecordingLedger()

    init() {
        (service, clock) = TestSupport.service()
        service.ledger = ledger
    }

    private func book() throws -> RideStatus {
        try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
    }

    @Test func bookingCancellingAndFeedbackEachWriteOneChange() throws {
        let ride = try book()
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        #expect(ledger.changes.map(\.change) == [.booked, .canceled])
        #expect(ledger.changes.last?.ride.cancellation?.date == clock.now)

        let second = try book()
        clock.set(try #require(second.estimatedDropOffDate))
        _ = service.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: second.rideIdentifier, rating: 9))
        #expect(ledger.changes.map(\.change) == [.booked, .canceled, .booked, .feedbackSent])
        #expect(ledger.changes.last?.ride.feedback == RideFeedback(rating: 9))
    }

    @Test func aRefusedBookingDoesNotHappen() throws {
        ledger.refusal = RecordingLedger.Refused()
        let response = service.handle(intent: TestSupport.ferryBuildingToSFO())
        #expect(response.code == .failure)
        #expect(service.lastRide == nil)
    }

    @Test func aRefusedCancellationLeavesTheRideBooked() throws {
        let ride = try book()
        ledger.refusal = RecordingLedger.Refused()
        let response = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        #expect(response.code == .failure)
        #expect(service.activeRide?.rideIdentifier == ride.rideIdentifier)
    }

    @Test func anIdentifierTakenElsewhereIsSkipped() throws {
        let (twin, _) = TestSupport.service()
        let firstIdentifier = try #require(twin.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus?.rideIdentifier)
        ledger.takenIdentifiers = [firstIdentifier]
        let ride = try book()
        #expect(ride.rideIdentifier != firstIdentifier)
        #expect(ride.rideIdentifier.hasPrefix("HAIL-"))
    }

    @Test func aRestoredRideHasTheSameStatusAtEveryMoment() throws {
        let ride = try book()
        let records = service.rideRecords
        let (restored, restoredClock) = TestSupport.service(seed: 99)
        restored.restoreRides(records)
        for minutes in [0.0, 3, 8, 15, 30, 90] {
            let moment = TestSupport.offPeak.addingTimeInterval(minutes * 60)
            clock.set(moment)
            restoredClock.set(moment)
            var original = service.lastRide
            original?.paymentMethod?.expiration = nil  // NB: a record keeps no expiry.
            #expect(restored.lastRide == original, "at +\(minutes) min")
        }
        #expect(restored.lastRide?.rideIdentifier == ride.rideIdentifier)
    }

    @Test func aRestoredRideCanBeCancelledAndBlocksANewBooking() throws {
        let ride = try book()
        let (restored, _) = TestSupport.service()
        restored.restoreRides(service.rideRecords)
        #expect(restored.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        #expect(restored.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier)).code == .success)
    }

    @Test func aRestoredRideKeepsItsCarBusyUnderTheSameSeed() throws {
        _ = try book()
        let busy = service.fleetVehicles.filter { !$0.isAvailable(at: clock.now) }
        let (restored, _) = TestSupport.service()
        restored.restoreRides(service.rideRecords)
        #expect(restored.fleetVehicles.filter { !$0.isAvailable(at: clock.now) } == busy)
        #expect(busy.count == 1)
    }

    @Test func recordsSurviveJSONAndHoldOnlyTheMaskedCard() throws {
        _ = try book()
        let records = service.rideRecords
        let data = try JSONEncoder().encode(records)
        #expect(try JSONDecoder().decode([BookedRideRecord].self, from: data) == records)
        #expect(records.first?.payment == MaskedPaymentMethod(type: .credit, brand: "Visa", lastFour: "4242", nickname: "personal", identifier: "visa-4242"))
        #expect(!String(decoding: data, as: UTF8.self).contains("expiration"))
    }
}
