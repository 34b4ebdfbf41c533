import Foundation
import RideIntents
import Testing
@testable import RideSimulation

@Suite("Listing ride options")
struct SimulatedRideServiceListRideOptionsTests {
    private let service: SimulatedRideService
    private let clock: ManualClock

    init() {
        (service, clock) = TestSupport.service()
    }

    private func list(from pickup: String? = nil, to dropOff: String?) -> ListRideOptionsIntentResponse {
        service.handle(intent: ListRideOptionsIntent(pickupLocation: pickup.map(TestSupport.spoken), dropOffLocation: dropOff.map(TestSupport.spoken)))
    }

    @Test func allFiveOptionsAreListedForTheRoute() throws {
        let response = list(to: "Oakland airport")
        #expect(response.code == .success)
        let options = try #require(response.rideOptions)
        #expect(options.map(\.name) == ["Compact", "Standard", "Shared", "SUV", "Luxury"])
        for option in options {
            #expect(option.estimatedPickupDate > clock.now)
            #expect(option.fareLineItems?.isEmpty == false)
            #expect(option.priceRange != nil)
        }
        #expect(response.expirationDate == clock.now.addingTimeInterval(300))
    }

    @Test func theSUVShowsItsTiersAndARangeAndLuxuryBooksInTheApp() throws {
        let options = try #require(list(to: "Berkeley").rideOptions)
        let suv = try #require(options.first { $0.name == "SUV" })
        #expect(suv.availablePartySizeOptions?.count == 3)
        #expect(suv.availablePartySizeOptionsSelectionPrompt == "Choose a party size")
        #expect(suv.priceRange?.isSinglePrice == false)
        #expect(options.first { $0.name == "Luxury" }?.requiresBookingInApplication == true)
        #expect(options.first { $0.name == "Compact" }?.disclaimerMessage != nil)
        #expect(options.filter(\.requiresBookingInApplication).map(\.name) == ["Luxury"])
    }

    @Test func everyOptionInAListSharesTheSurgeOfTheMomentAsked() throws {
        for seed in UInt64(0)..<12 {
            for minute in stride(from: 0, to: 180, by: 20) {
                let asked = TestSupport.date("2026-11-23T07:00:00-08:00").addingTimeInterval(Double(minute) * 60)
                let (service, _) = TestSupport.service(seed: seed, at: asked)
                let intent = ListRideOptionsIntent(pickupLocation: TestSupport.spoken("Berkeley"), dropOffLocation: TestSupport.spoken("Sausalito"))
                let options = try #require(service.handle(intent: intent).rideOptions)
                let expected = SurgeModel(seed: seed).multiplierTenths(at: asked)
                let label = expected > 10 ? "Surge pricing \(SurgeModel.label(tenths: expected))" : nil
                #expect(options.allSatisfy { $0.specialPricing == label }, "seed \(seed), +\(minute) min")
            }
        }
    }

    @Test func onlyUnexpiredPaymentMethodsAreOffered() {
        let methods = list(to: "SFO").paymentMethods?.compactMap(\.identifier)
        #expect(methods == ["visa-4242", "amex-1005", "visa-1881", "apple-pay"])
    }

    @Test func noServiceOutsideTheArea() {
        #expect(list(to: "Napa").code == .failureRequiringAppLaunchNoServiceInArea)
        #expect(list(from: "Sacramento", to: "SFO").code == .failureRequiringAppLaunchNoServiceInArea)
    }

    @Test func aServiceSwitchedOffIsTemporarilyUnavailable() {
        service.isTemporarilyUnavailable = true
        #expect(list(to: "SFO").code == .failureRequiringAppLaunchServiceTemporarilyUnavailable)
    }

    @Test func aMissingOrUnknownDropOffFails() {
        #expect(list(to: nil).code == .failure)
        #expect(list(to: "Italian Colors").code == .failure)
    }

    @Test func theResolversAreTheRequestRideOnes() {
        let intent = ListRideOptionsIntent(dropOffLocation: TestSupport.spoken("Starbucks"))
        #expect(service.resolvePickupLocation(for: intent) == .success(UserProfile.standard.currentLocation))
        #expect(service.resolveDropOffLocation(for: intent).kind == .disambiguation)
    }
}
