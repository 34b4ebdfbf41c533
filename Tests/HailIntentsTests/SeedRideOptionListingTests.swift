import Foundation
import HailIntents
import Testing

@Suite("The seed's ride option listings")
struct SeedRideOptionListingTests {
    let service = SeedRideService(now: Date(timeIntervalSince1970: 1_800_000_000))
    let pickup = CLPlacemark(location: CLLocation(latitude: 37.7955, longitude: -122.3937), name: "Ferry Building", postalAddress: nil)
    let dropOff = CLPlacemark(location: CLLocation(latitude: 37.8044, longitude: -122.2712), name: "Oakland", postalAddress: nil)

    @Test func theCompactHasOneFixedPriceAndACapacityDisclaimer() {
        let ride = service.createCompactRideOption(pickup: pickup, dropOff: dropOff)
        #expect(ride.name == "Compact")
        #expect(ride.estimatedPickupDate == service.now.addingTimeInterval(240))
        #expect(ride.disclaimerMessage == "Vehicle can carry only 1 passenger.")
        // 3.50 + 1.25 × 10 miles + 7.00 toll
        #expect(ride.priceRange?.minimumPrice == NSDecimalNumber(string: "23"))
        #expect(ride.priceRange?.maximumPrice == NSDecimalNumber(string: "23"))
        #expect(ride.priceRange?.currencyCode == "USD")
        #expect(ride.availablePartySizeOptions == nil)
    }

    @Test func theSUVHasThreePartySizeTiersAndARangeAcrossThem() throws {
        let ride = service.createSUVRideOption(pickup: pickup, dropOff: dropOff)
        #expect(ride.name == "SUV")
        #expect(ride.estimatedPickupDate == service.now.addingTimeInterval(540))
        let tiers = try #require(ride.availablePartySizeOptions)
        // minimum: 2 × 10 miles + 5 base + 8 SUV + 7 toll = 40; each extra tier adds 6.
        #expect(tiers.map(\.sizeDescription) == ["1 person", "2-3 people", "4+ people"])
        #expect(tiers.map(\.partySizeRange) == [NSMakeRange(0, 1), NSMakeRange(2, 1), NSMakeRange(4, 3)])
        #expect(tiers.map { $0.priceRange?.minimumPrice } == ["40", "46", "52"].map(NSDecimalNumber.init(string:)))
        #expect(tiers.allSatisfy { $0.priceRange?.minimumPrice == $0.priceRange?.maximumPrice })
        #expect(tiers.allSatisfy { $0.priceRange?.currencyCode == "USD" })
        #expect(ride.availablePartySizeOptionsSelectionPrompt == "Choose a party size")
        #expect(ride.priceRange?.minimumPrice == NSDecimalNumber(string: "40"))
        #expect(ride.priceRange?.maximumPrice == NSDecimalNumber(string: "52"))
        #expect(ride.priceRange?.currencyCode == "USD")
    }

    @Test func theOptionsDescribeThemselvesAsMapsWouldListThem() {
        let options = [
            service.createCompactRideOption(pickup: pickup, dropOff: dropOff),
            service.createSUVRideOption(pickup: pickup, dropOff: dropOff),
        ]
        #expect(options.map(\.description) == ["Compact (23 USD)", "SUV (40–52 USD)"])
    }
}
