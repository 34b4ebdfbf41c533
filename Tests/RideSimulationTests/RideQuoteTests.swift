import RideIntents
import Testing
@testable import RideSimulation

@Suite("Ride option quotes")
struct RideQuoteTests {
    private let route = RoutePlanner.route(
        from: Coordinate(latitude: 37.7955, longitude: -122.3937), to: Coordinate(latitude: 37.6213, longitude: -122.3790)
    )

    private func quote(_ kind: RideOptionKind) -> RideQuote {
        RideQuote(kind: kind, route: route, pickupDate: TestSupport.offPeak, pricedAt: TestSupport.offPeak, surge: SurgeModel(seed: 7))
    }

    @Test func theSUVHasThreeTiersAsInTheSeed() throws {
        let suv = quote(.suv)
        let tiers = suv.partySizeOptions
        #expect(tiers.map(\.partySizeRange) == [1...1, 2...3, 4...6])
        #expect(tiers.map(\.sizeDescription) == ["1 person", "2-3 people", "4+ people"])
        // minimumCost, minimumCost + extra, minimumCost + 2 × extra.
        let minimum = try #require(tiers.first?.priceRange.minimumPrice.minorUnits)
        let extra = RideOptionKind.suv.rates.extraPassengerTierCents
        #expect(tiers.map(\.priceRange.minimumPrice.minorUnits) == [minimum, minimum + extra, minimum + 2 * extra])
        #expect(tiers.allSatisfy { $0.priceRange.isSinglePrice })
    }

    @Test func theListedSUVPriceRangesFromTheLowestToTheHighestTier() throws {
        let option = quote(.suv).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: nil, appName: "Hail")
        let tiers = try #require(option.availablePartySizeOptions)
        #expect(option.priceRange == PriceRange(firstPrice: tiers[0].priceRange.minimumPrice, secondPrice: tiers[2].priceRange.maximumPrice))
        #expect(option.availablePartySizeOptionsSelectionPrompt == "Choose a party size")
        #expect(option.pricesByPartySize)
        #expect(option.maximumPartySize == 6)
    }

    @Test func aKnownPartySizeGetsItsTiersSinglePrice() throws {
        let option = quote(.suv).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: 5, appName: "Hail")
        let tier = try #require(option.partySizeOption(for: 5))
        #expect(option.priceRange == tier.priceRange)
        #expect(option.fareLineItems?.contains { $0.title == "Extra passengers (4+ people)" } == true)
    }

    @Test func theCompactCarriesOnePassengerAtAFixedPriceAndSaysSo() {
        let option = quote(.compact).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: nil, appName: "Hail")
        #expect(option.maximumPartySize == 1)
        #expect(option.availablePartySizeOptions == nil)
        #expect(option.priceRange?.isSinglePrice == true)
        #expect(option.usesMeteredFare == false)
        #expect(option.disclaimerMessage?.contains("only 1 passenger") == true)
        #expect(option.disclaimerMessage?.contains("fixed") == true)
    }

    @Test(arguments: [0.5, 1, 2, 2.9, 3, 5, 12, 40])
    func sharedIsTheCheapestForOneRiderAtAnyHour(_ miles: Double) {
        let start = Coordinate(latitude: 37.7955, longitude: -122.3937)
        let end = Coordinate(latitude: start.latitude - miles / 1.3 / 69.0, longitude: start.longitude)
        let route = Route(waypoints: [start, end])
        for hour in 0..<24 {
            let date = TestSupport.offPeak.addingTimeInterval(Double(hour) * 3600)
            let prices = RideOptionKind.allCases.map {
                RideQuote(kind: $0, route: route, pickupDate: date, pricedAt: date, surge: SurgeModel(seed: 3)).price(partySize: 1)
            }
            #expect(prices.min() == prices[2], "at \(miles) mi, hour +\(hour)")
        }
    }

    @Test func sharedIsCheaperThanStandardAndLuxuryIsBookedInTheApp() {
        #expect(quote(.shared).price(partySize: 1) < quote(.standard).price(partySize: 1))
        #expect(quote(.shared).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: nil, appName: "Hail").maximumPartySize == 2)
        #expect(quote(.luxury).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: nil, appName: "Hail").requiresBookingInApplication)
        #expect(!quote(.standard).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: nil, appName: "Hail").requiresBookingInApplication)
    }

    @Test func aSurgeIsShownAsSpecialPricing() {
        var surged = quote(.standard)
        surged.surgeTenths = 12
        let option = surged.rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: 1, appName: "Hail")
        #expect(option.specialPricing == "Surge pricing 1.2×")
        #expect(quote(.standard).rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: 1, appName: "Hail").specialPricing == nil)
    }
}
