import Foundation
import RideIntents

/// A priced ride option for one route at one time, for a party size or for every tier.
struct RideQuote {
    var kind: RideOptionKind
    var route: Route
    var tripMinutes: Int
    var surgeTenths: Int

    /// Quotes `kind` over `route` for a pickup at `pickupDate` (which sets the traffic), priced at
    /// `pricedAt` (which sets the surge: the request's moment, or a scheduled ride's start, so
    /// every option in one list shares it).
    init(kind: RideOptionKind, route: Route, pickupDate: Date, pricedAt: Date, surge: SurgeModel) {
        self.kind = kind
        self.route = route
        self.tripMinutes = TrafficModel.drivingMinutes(miles: route.miles, at: pickupDate)
        self.surgeTenths = surge.multiplierTenths(at: pricedAt)
    }

    /// The fare's line items for `partySize`.
    func lineItems(partySize: Int) -> [RideFareLineItem] {
        FareCalculator.lineItems(
            for: kind, route: route, tripMinutes: tripMinutes, partySize: partySize, surgeTenths: surgeTenths
        )
    }

    /// The price for `partySize`.
    func price(partySize: Int) -> CurrencyAmount {
        lineItems(partySize: partySize).total
    }

    /// The party-size tiers with their prices, for options that price by party size.
    var partySizeOptions: [RidePartySizeOption] {
        kind.partySizeTiers.map { tier in
            RidePartySizeOption(
                partySizeRange: tier.range, sizeDescription: tier.description,
                priceRange: PriceRange(price: price(partySize: tier.range.lowerBound))
            )
        }
    }

    /// The option as offered: for a known `partySize`, that party's single price and line items;
    /// otherwise one passenger's, or for tiered options the range from the lowest to the highest tier.
    func rideOption(estimatedPickupDate: Date, partySize: Int?, appName: String) -> RideOption {
        let tiers = partySizeOptions
        let party = partySize ?? 1
        var priceRange = PriceRange(price: price(partySize: party))
        if partySize == nil, let first = tiers.first, let last = tiers.last {
            priceRange = PriceRange(firstPrice: first.priceRange.minimumPrice, secondPrice: last.priceRange.maximumPrice)
        }
        return RideOption(
            name: kind.name,
            estimatedPickupDate: estimatedPickupDate,
            priceRange: priceRange,
            usesMeteredFare: false,
            disclaimerMessage: kind.disclaimer(appName: appName),
            availablePartySizeOptions: tiers.isEmpty ? nil : tiers,
            availablePartySizeOptionsSelectionPrompt: tiers.isEmpty ? nil : RideOptionKind.partySizePrompt,
            specialPricing: surgeTenths > 10 ? "Surge pricing \(SurgeModel.label(tenths: surgeTenths))" : nil,
            fareLineItems: lineItems(partySize: party),
            requiresBookingInApplication: kind.requiresBookingInApplication,
            maximumPartySize: kind.capacity
        )
    }
}
