import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride status")
struct SimulatedRideServiceRideStatusTests {
    @Test func beforeAnyRideTheStatusIsSuccessWithNoRide() {
        let (service, _) = TestSupport.service()
        #expect(service.handle(intent: GetRideStatusIntent()) == GetRideStatusIntentResponse(code: .success))
    }

    @Test func thePhaseFollowsTheClock() throws {
        let (service, clock) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        let pickup = try #require(booked.estimatedPickupDate)
        let dropOff = try #require(booked.estimatedDropOffDate)
        func phase(at date: Date) -> RidePhase? {
            clock.set(date)
            return service.handle(intent: GetRideStatusIntent()).rideStatus?.phase
        }
        // Approaching 2 minutes before the pickup, but never in the first minute after booking.
        let approaching = max(pickup.addingTimeInterval(-120), clock.now.addingTimeInterval(60))
        #expect(phase(at: approaching.addingTimeInterval(-1)) == .confirmed)
        #expect(phase(at: approaching) == .approachingPickup)
        #expect(phase(at: pickup) == .pickup)
        #expect(phase(at: pickup.addingTimeInterval(60)) == .ongoing)
        #expect(phase(at: dropOff.addingTimeInterval(-1)) == .ongoing)
        #expect(phase(at: dropOff) == .completed)
        let completed = try #require(service.handle(intent: GetRideStatusIntent()).rideStatus)
        #expect(completed.rideIdentifier == booked.rideIdentifier)
        #expect(completed.completionStatus?.isCompleted == true)
        #expect(completed.completionStatus?.paymentAmount == booked.rideOption?.priceRange?.minimumPrice)
        #expect(completed.completionStatus?.feedbackType == [.rate, .tip])
        #expect(service.activeRide == nil)
        #expect(service.lastRide?.phase == .completed)
    }

    @Test func theCarDrivesToThePickupThenAlongTheRoute() throws {
        let (service, clock) = TestSupport.service()
        let booked = try #require(service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus)
        let start = try #require(booked.vehicle?.location)
        let pickup = try #require(booked.pickupLocation?.location)
        let dropOff = try #require(booked.dropOffLocation?.location)
        let pickupDate = try #require(booked.estimatedPickupDate)
        let dropOffDate = try #require(booked.estimatedDropOffDate)
        func location(at date: Date) -> Coordinate? {
            clock.set(date)
            return service.handle(intent: GetRideStatusIntent()).rideStatus?.vehicle?.location
        }
        let halfway = try #require(location(at: clock.now.addingTimeInterval(pickupDate.timeIntervalSince(clock.now) / 2)))
        #expect(halfway.miles(to: pickup) < start.miles(to: pickup))
        #expect(location(at: pickupDate) == pickup)
        let riding = try #require(location(at: pickupDate.addingTimeInterval(60 + dropOffDate.timeIntervalSince(pickupDate) / 2)))
        #expect(riding.miles(to: dropOff) < pickup.miles(to: dropOff))
        #expect(location(at: dropOffDate) == dropOff)
    }
}
