import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Confirm and book a ride")
struct SimulatedRideServiceBookingTests {
    @Test func confirmPreviewsTheQuoteWithoutBooking() throws {
        let (service, clock) = TestSupport.service()
        let response = service.confirm(intent: TestSupport.ferryBuildingToSFO(option: "SUV", partySize: 3))
        #expect(response.code == .ready)
        let status = try #require(response.rideStatus)
        #expect(status.phase == .received)
        #expect(status.pickupLocation?.identifier == "ferry-building")
        #expect(status.dropOffLocation?.identifier == "sfo")
        #expect(status.partySize == 3)
        #expect(status.paymentMethod?.identifier == "visa-4242")
        let option = try #require(status.rideOption)
        #expect(option.name == "SUV")
        #expect(option.priceRange == option.partySizeOption(for: 3)?.priceRange)
        #expect(option.fareLineItems?.total == option.priceRange?.minimumPrice)
        let pickup = try #require(status.estimatedPickupDate)
        let dropOff = try #require(status.estimatedDropOffDate)
        #expect(pickup > clock.now && dropOff > pickup)
        #expect(option.estimatedPickupDate == pickup)
        #expect(service.lastRide == nil)
    }

    @Test func handleBooksWithAnIdentifierDriverAndCar() throws {
        let (service, clock) = TestSupport.service()
        let response = service.handle(intent: TestSupport.ferryBuildingToSFO())
        #expect(response.code == .success)
        let status = try #require(response.rideStatus)
        #expect(status.phase == .confirmed)
        #expect(status.rideIdentifier.hasPrefix("HAIL-") && status.rideIdentifier.count == 11)
        let driver = try #require(status.driver)
        #expect(!driver.displayName.isEmpty && driver.rating != nil && driver.phoneNumber != nil)
        let vehicle = try #require(status.vehicle)
        #expect(vehicle.registrationPlate != nil && vehicle.location != nil)
        #expect(service.activeRide?.rideIdentifier == status.rideIdentifier)
        let car = try #require(service.fleetVehicles.first { $0.vehicle.registrationPlate == vehicle.registrationPlate })
        #expect(car.kind == .standard)
        #expect(car.isAvailable(at: clock.now) == false)
    }

    @Test func handleMatchesItsConfirmPreview() throws {
        let (service, _) = TestSupport.service()
        let intent = TestSupport.ferryBuildingToSFO(option: "Luxury", partySize: 2)
        let preview = try #require(service.confirm(intent: intent).rideStatus)
        let booked = try #require(service.handle(intent: intent).rideStatus)
        #expect(booked.rideOption == preview.rideOption)
        #expect(booked.estimatedPickupDate == preview.estimatedPickupDate)
        #expect(booked.estimatedDropOffDate == preview.estimatedDropOffDate)
    }

    @Test func aRideScheduledLaterIsReceivedAndInProgress() throws {
        let (service, clock) = TestSupport.service()
        var intent = TestSupport.ferryBuildingToSFO()
        let start = clock.now.addingTimeInterval(3 * 3600)
        intent.scheduledPickupTime = DateComponentsRange(startDate: start)
        let response = service.handle(intent: intent)
        #expect(response.code == .inProgress)
        #expect(response.rideStatus?.phase == .received)
        #expect(response.rideStatus?.estimatedPickupDate == start)
        #expect(response.rideStatus?.scheduledPickupTime?.startDate == start)
    }

    @Test func aRideAlreadyUnderWayBlocksAnother() {
        let (service, _) = TestSupport.service()
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .success)
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchPreviousRideNeedsCompletion)
    }

    @Test func aCompletedRideNoLongerBlocks() {
        let (service, clock) = TestSupport.service()
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .success)
        clock.advance(by: 3 * 3600)
        #expect(service.activeRide == nil)
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .ready)
    }

    @Test func aPickupOutsideTheAreaHasNoService() throws {
        let (service, _) = TestSupport.service()
        try service.setCurrentLocation(named: "Napa")
        #expect(service.resolvePickupLocation(for: TestSupport.ferryBuildingToSFO()).kind == .success)
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchNoServiceInArea)
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchNoServiceInArea)
    }

    @Test func aDropOffOutsideTheAreaHasNoService() throws {
        let (service, _) = TestSupport.service()
        let napa = try #require(TestSupport.gazetteer.place(withIdentifier: "napa")?.placemark)
        var intent = TestSupport.ferryBuildingToSFO()
        intent.dropOffLocation = napa
        #expect(service.confirm(intent: intent).code == .failureRequiringAppLaunchNoServiceInArea)
    }

    @Test func aServiceSwitchedOffIsTemporarilyUnavailable() {
        let (service, _) = TestSupport.service()
        service.isTemporarilyUnavailable = true
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchServiceTemporarilyUnavailable)
        #expect(service.handle(intent: TestSupport.ferryBuildingToSFO()).code == .failureRequiringAppLaunchServiceTemporarilyUnavailable)
    }

    @Test func aRideScheduledMoreThanThirtyDaysAheadMustBeBookedInTheApp() {
        let (service, clock) = TestSupport.service()
        var intent = TestSupport.ferryBuildingToSFO()
        intent.scheduledPickupTime = DateComponentsRange(startDate: clock.now.addingTimeInterval(31 * 24 * 3600))
        #expect(service.confirm(intent: intent).code == .failureRequiringAppLaunchRideScheduledTooFar)
        #expect(service.handle(intent: intent).code == .failureRequiringAppLaunchRideScheduledTooFar)
        intent.scheduledPickupTime = DateComponentsRange(startDate: clock.now.addingTimeInterval(29 * 24 * 3600))
        #expect(service.confirm(intent: intent).code == .ready)
    }

    @Test func anUnusableRequestFailsPlainly() {
        let (service, _) = TestSupport.service()
        var noDropOff = TestSupport.ferryBuildingToSFO()
        noDropOff.dropOffLocation = nil
        #expect(service.confirm(intent: noDropOff).code == .failure)
        var noOption = TestSupport.ferryBuildingToSFO()
        noOption.rideOptionName = nil
        #expect(service.confirm(intent: noOption).code == .failure)
        #expect(service.confirm(intent: TestSupport.ferryBuildingToSFO(option: "Compact", partySize: 2)).code == .failure)
        var expired = TestSupport.ferryBuildingToSFO()
        expired.paymentMethod = PaymentMethod(type: .unknown, name: "Mastercard")
        #expect(service.confirm(intent: expired).code == .failure)
    }

    @Test func theSameSeedAndClockGiveTheSameAnswersByteForByte() throws {
        func run() throws -> Data {
            let (service, clock) = TestSupport.service(seed: 2026, at: TestSupport.date("2026-11-23T08:10:00-08:00"))
            var responses: [RequestRideIntentResponse] = []
            for option in ["SUV", "Standard", "Luxury"] {
                responses.append(service.confirm(intent: TestSupport.ferryBuildingToSFO(option: option, partySize: 2)))
                responses.append(service.handle(intent: TestSupport.ferryBuildingToSFO(option: option, partySize: 2)))
                clock.advance(by: 4 * 3600)
            }
            let list = service.handle(intent: ListRideOptionsIntent(dropOffLocation: TestSupport.spoken("Oakland")))
            let status = service.handle(intent: GetRideStatusIntent())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(responses) + encoder.encode(list) + encoder.encode(status)
        }
        #expect(try run() == run())
    }

    @Test func differentSeedsDrawDifferentRides() throws {
        let first = TestSupport.service(seed: 1).service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus
        let second = TestSupport.service(seed: 2).service.handle(intent: TestSupport.ferryBuildingToSFO()).rideStatus
        #expect(first?.rideIdentifier != second?.rideIdentifier)
    }
}
