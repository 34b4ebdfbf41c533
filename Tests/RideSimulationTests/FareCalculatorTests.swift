import RideIntents
import Testing
@testable import RideSimulation

@Suite("Fares")
struct FareCalculatorTests {
    private let oakland = Coordinate(latitude: 37.8044, longitude: -122.2712)
    private let ferryBuilding = Coordinate(latitude: 37.7955, longitude: -122.3937)

    @Test(arguments: RideOptionKind.allCases)
    func lineItemsAddUpToTheQuotedPriceForEveryOptionPartyAndSurge(_ kind: RideOptionKind) {
        let routes = [
            RoutePlanner.route(from: oakland, to: ferryBuilding),
            RoutePlanner.route(from: ferryBuilding, to: Coordinate(latitude: 37.6213, longitude: -122.3790)),
            RoutePlanner.route(from: ferryBuilding, to: ferryBuilding),
        ]
        for route in routes {
            for partySize in 1...kind.capacity {
                for surge in [10, 12, 15] {
                    let quote = RideQuote(kind: kind, route: route, pickupDate: TestSupport.offPeak, pricedAt: TestSupport.offPeak, surge: SurgeModel(seed: 1))
                    let items = FareCalculator.lineItems(
                        for: kind, route: route, tripMinutes: quote.tripMinutes, partySize: partySize, surgeTenths: surge
                    )
                    let sum = items.reduce(0) { $0 + $1.price.minorUnits }
                    #expect(items.total.minorUnits == sum)
                    #expect(items.allSatisfy { $0.price.currencyCode == "USD" && $0.price.minorUnits >= 0 })
                }
                let option = RideQuote(kind: kind, route: route, pickupDate: TestSupport.offPeak, pricedAt: TestSupport.offPeak, surge: SurgeModel(seed: 1))
                    .rideOption(estimatedPickupDate: TestSupport.offPeak, partySize: partySize, appName: "Hail")
                #expect(option.fareLineItems?.total == option.priceRange?.minimumPrice)
                #expect(option.priceRange?.isSinglePrice == true)
            }
        }
    }

    @Test func aStandardFareIsBaseDistanceAndTime() {
        let route = Route(waypoints: [ferryBuilding, Coordinate(latitude: 37.6213, longitude: -122.3790)])
        let items = FareCalculator.lineItems(for: .standard, route: route, tripMinutes: 27, partySize: 1, surgeTenths: 10)
        let tenths = Int((route.miles * 10).rounded())
        #expect(items.map(\.title) == ["Base fare", "Distance (\(tenths / 10).\(tenths % 10) mi)", "Time (27 min)"])
        #expect(items[0].price == CurrencyAmount(minorUnits: 275))
        #expect(items[1].price == CurrencyAmount(minorUnits: (tenths * 155 + 5) / 10))
        #expect(items[2].price == CurrencyAmount(minorUnits: 27 * 35))
    }

    @Test func aCompactFareHasNoTimeCharge() {
        let route = RoutePlanner.route(from: ferryBuilding, to: oakland)
        let items = FareCalculator.lineItems(for: .compact, route: route, tripMinutes: 30, partySize: 1, surgeTenths: 10)
        #expect(!items.contains { $0.title.hasPrefix("Time") })
    }

    @Test func aTolledCrossingAddsTheToll() {
        let route = RoutePlanner.route(from: oakland, to: ferryBuilding)
        let items = FareCalculator.lineItems(for: .standard, route: route, tripMinutes: 20, partySize: 1, surgeTenths: 10)
        #expect(items.last == RideFareLineItem(title: "Bay Bridge toll", price: CurrencyAmount(minorUnits: 800)))
    }

    @Test func surgeChargesTheExtraOnBaseDistanceAndTimeOnly() {
        let route = RoutePlanner.route(from: oakland, to: ferryBuilding)
        let plain = FareCalculator.lineItems(for: .suv, route: route, tripMinutes: 20, partySize: 1, surgeTenths: 10)
        let surged = FareCalculator.lineItems(for: .suv, route: route, tripMinutes: 20, partySize: 1, surgeTenths: 15)
        let metered = plain.prefix(3).reduce(0) { $0 + $1.price.minorUnits }
        let surge = surged.first { $0.title == "Surge 1.5×" }
        #expect(surge?.price.minorUnits == (metered * 5 + 5) / 10)
        #expect(surged.total.minorUnits - plain.total.minorUnits == surge?.price.minorUnits)
    }
}
