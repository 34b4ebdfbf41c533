import RideIntents

/// Builds a fare as line items that add up to the price exactly (every item is whole cents).
///
/// Items, in order: "Base fare", "Distance (12.4 mi)" (the rounded miles × the per-mile rate),
/// "Time (23 min)" (not for fixed-price options), "Surge 1.5×" (the extra on those three), the
/// option's surcharge, "Extra passengers (2-3 people)" for a higher party-size tier, and a
/// "<Bridge> toll" for each bridge crossed in its tolled direction.
public enum FareCalculator {
    /// The fare for `kind` over `route`, taking `tripMinutes`, for `partySize` passengers.
    public static func lineItems(
        for kind: RideOptionKind, route: Route, tripMinutes: Int, partySize: Int, surgeTenths: Int
    ) -> [RideFareLineItem] {
        let rates = kind.rates
        let tenthsOfMiles = Int((route.miles * 10).rounded())
        var items: [RideFareLineItem] = []
        func add(_ title: String, _ cents: Int) {
            items.append(RideFareLineItem(title: title, price: CurrencyAmount(minorUnits: cents)))
        }
        add("Base fare", rates.baseCents)
        let distanceCents = (tenthsOfMiles * rates.perMileCents + 5) / 10
        add("Distance (\(tenthsOfMiles / 10).\(tenthsOfMiles % 10) mi)", distanceCents)
        var meteredCents = rates.baseCents + distanceCents
        if rates.perMinuteCents > 0 {
            let timeCents = tripMinutes * rates.perMinuteCents
            add("Time (\(tripMinutes) min)", timeCents)
            meteredCents += timeCents
        }
        if surgeTenths > 10 {
            add("Surge \(SurgeModel.label(tenths: surgeTenths))", (meteredCents * (surgeTenths - 10) + 5) / 10)
        }
        if rates.surchargeCents > 0 {
            add(rates.surchargeTitle ?? "\(kind.name) surcharge", rates.surchargeCents)
        }
        let tiers = kind.partySizeTiers
        if let tierIndex = tiers.firstIndex(where: { $0.range.contains(partySize) }), tierIndex > 0 {
            add("Extra passengers (\(tiers[tierIndex].description))", tierIndex * rates.extraPassengerTierCents)
        }
        for bridge in route.tolledBridges {
            add("\(bridge.name) toll", bridge.tollCents)
        }
        return items
    }
}
