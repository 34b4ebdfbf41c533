/// The five kinds of ride the service offers, with their rules.
///
/// | option | seats | base | per mile | per minute | surcharge | notes |
/// |---|---|---|---|---|---|---|
/// | Compact | 1 | $2.50 | $1.40 | — | — | fixed price, quoted when booked |
/// | Standard | 4 | $2.75 | $1.55 | $0.35 | — | |
/// | Shared | 2 | $2.00 | $0.90 | $0.10 | — | a pool ride, 1 or 2 seats; the cheapest |
/// | SUV | 6 | $4.00 | $2.15 | $0.45 | $5.00 | tiers 1, 2–3, 4+ people: +$4.00 a tier |
/// | Luxury | 4 | $8.00 | $3.75 | $0.65 | $10.00 | booked in the app |
///
/// Every fare adds tolls for bridges crossed in the tolled direction, and at peak hours possibly
/// a surge on the base, distance and time charges (see `SurgeModel`).
public enum RideOptionKind: String, Hashable, Sendable, CaseIterable {
    case compact = "Compact"
    case standard = "Standard"
    case shared = "Shared"
    case suv = "SUV"
    case luxury = "Luxury"

    /// The unique name the option is offered under ("SUV").
    public var name: String { rawValue }

    /// The most passengers it carries.
    public var capacity: Int {
        switch self {
        case .compact: 1
        case .standard, .luxury: 4
        case .shared: 2
        case .suv: 6
        }
    }

    public var rates: FareRates {
        switch self {
        case .compact: FareRates(baseCents: 250, perMileCents: 140, perMinuteCents: 0)
        case .standard: FareRates(baseCents: 275, perMileCents: 155, perMinuteCents: 35)
        case .shared: FareRates(baseCents: 200, perMileCents: 90, perMinuteCents: 10)
        case .suv:
            FareRates(
                baseCents: 400, perMileCents: 215, perMinuteCents: 45, surchargeCents: 500,
                surchargeTitle: "SUV surcharge", extraPassengerTierCents: 400
            )
        case .luxury:
            FareRates(
                baseCents: 800, perMileCents: 375, perMinuteCents: 65, surchargeCents: 1000,
                surchargeTitle: "Luxury surcharge"
            )
        }
    }

    /// Shown before the user confirms; `appName` names the app a Luxury ride is booked in.
    public func disclaimer(appName: String) -> String? {
        switch self {
        case .compact: "Vehicle can carry only 1 passenger. The price is fixed when you book."
        case .shared: "Shared with other riders going your way: 1 or 2 seats; the trip may take a few minutes longer."
        case .luxury: "Luxury rides are booked in the \(appName) app."
        case .standard, .suv: nil
        }
    }

    /// Whether the price is fixed at booking rather than metered by time.
    public var isFixedPrice: Bool { self == .compact }

    /// Whether the booking has to be finished in the app.
    public var requiresBookingInApplication: Bool { self == .luxury }

    /// The party-size price tiers (1, 2–3, 4+), for options that price by party size.
    public var partySizeTiers: [(range: ClosedRange<Int>, description: String)] {
        guard self == .suv else { return [] }
        return [(1...1, "1 person"), (2...3, "2-3 people"), (4...capacity, "4+ people")]
    }

    /// Whether the price depends on the number of passengers.
    public var pricesByPartySize: Bool { !partySizeTiers.isEmpty }

    /// The other words people use for it, lower case.
    public var synonyms: [String] {
        switch self {
        case .compact: ["compact", "economy", "small", "small car", "mini", "smallest"]
        case .standard: ["standard", "regular", "normal", "basic", "sedan", "car", "cab", "taxi", "private"]
        case .shared: ["shared", "share", "pool", "carpool", "car pool", "shared ride", "pool ride", "rideshare"]
        case .suv: ["suv", "xl", "extra large", "large", "big", "van", "minivan", "six seater", "6 seater"]
        case .luxury: ["luxury", "black car", "black", "premium", "limo", "limousine", "executive", "town car"]
        }
    }

    /// The prompt beside the party-size tiers.
    public static let partySizePrompt = "Choose a party size"

    /// The largest party any option carries.
    public static var largestCapacity: Int { allCases.map(\.capacity).max() ?? 0 }
}
