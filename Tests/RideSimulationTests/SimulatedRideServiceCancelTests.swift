import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Cancelling a ride")
struct SimulatedRideServiceCancelTests {
    private let service: SimulatedRideService
    private let clock: ManualClock

    init() {
        (service, clock) = TestSupport.service()
    }

    private func book() throws -> RideStatus {
        try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
    }

    @Test func cancellingIsFreeBeforeTheCarIsApproaching() throws {
        let ride = try book()
        let intent = CancelRideIntent(rideIdentifier: ride.rideIdentifier)
        let confirm = service.confirm(cancelRide: intent)
        #expect(confirm.code == .ready)
        #expect(confirm.cancellationFee == nil)
        let pickup = try #require(ride.estimatedPickupDate)
        let approaching = max(pickup.addingTimeInterval(-120), clock.now.addingTimeInterval(60))
        #expect(confirm.cancellationFeeThresholdSeconds == Int(approaching.timeIntervalSince(clock.now)))
        let handled = service.handle(cancelRide: intent)
        #expect(handled.code == .success)
        #expect(service.activeRide == nil)
        #expect(service.lastRide?.completionStatus == .canceledByUser(fee: nil))
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .ready)
    }

    @Test func onceTheCarIsApproachingAFiveDollarFeeIsReported() throws {
        let ride = try book()
        clock.set(try #require(ride.estimatedPickupDate).addingTimeInterval(-60))
        let confirm = service.confirm(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        #expect(confirm.code == .ready)
        #expect(confirm.cancellationFee == CurrencyAmount(minorUnits: 500))
        let handled = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        #expect(handled.cancellationFee == CurrencyAmount(minorUnits: 500))
        #expect(service.lastRide?.completionStatus?.paymentAmount == CurrencyAmount(minorUnits: 500))
        #expect(service.lastRide?.phase == .approachingPickup)
    }

    @Test func anOngoingOrFinishedRideCannotBeCancelled() throws {
        let ride = try book()
        let intent = CancelRideIntent(rideIdentifier: ride.rideIdentifier)
        clock.set(try #require(ride.estimatedPickupDate).addingTimeInterval(120))
        #expect(service.confirm(cancelRide: intent).code == .failure)
        #expect(service.handle(cancelRide: intent).failureReason?.contains("under way") == true)
        clock.set(try #require(ride.estimatedDropOffDate))
        #expect(service.confirm(cancelRide: intent).failureReason?.contains("already finished") == true)
    }

    @Test func anUnknownOrCancelledRideCannotBeCancelled() throws {
        #expect(service.confirm(cancelRide: CancelRideIntent(rideIdentifier: "HAIL-NOPE22")).failureReason == "There is no ride HAIL-NOPE22.")
        let ride = try book()
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        #expect(service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier)).code == .failure)
    }

    @Test func aCancelledRidesCarIsFreeAgain() throws {
        let ride = try book()
        let plate = ride.vehicle?.registrationPlate
        _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier))
        let car = try #require(service.fleetVehicles.first { $0.vehicle.registrationPlate == plate })
        #expect(car.isAvailable(at: clock.now))
    }
}
