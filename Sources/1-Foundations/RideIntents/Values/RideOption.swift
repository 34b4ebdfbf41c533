import Foundation

/// One kind of ride the service offers for a route (SiriKit's `INRideOption`).
public struct RideOption: Hashable, Sendable, Codable {
    /// The unique, localised name ("SUV"). SiriKit passes only this back when the user chooses.
    public var name: String
    /// When a vehicle of this kind could arrive.
    public var estimatedPickupDate: Date
    /// A single price, or a range built from the party-size tiers.
    public var priceRange: PriceRange?
    /// Whether demand pricing applies.
    public var usesMeteredFare: Bool
    /// "Vehicle can carry only 1 passenger."
    public var disclaimerMessage: String?
    /// The party-size price tiers, when the price depends on the number of passengers.
    public var availablePartySizeOptions: [RidePartySizeOption]?
    /// "Choose a party size".
    public var availablePartySizeOptionsSelectionPrompt: String?
    /// "Surge pricing 1.5×", when demand is high.
    public var specialPricing: String?
    /// What the price is made of.
    public var fareLineItems: [RideFareLineItem]?
    /// When set, the booking must be finished in the app (`userActivityForBookingInApplication`).
    public var requiresBookingInApplication: Bool
    /// The largest party the vehicle carries.
    public var maximumPartySize: Int

    public init(
        name: String,
        estimatedPickupDate: Date,
        priceRange: PriceRange? = nil,
        usesMeteredFare: Bool = false,
        disclaimerMessage: String? = nil,
        availablePartySizeOptions: [RidePartySizeOption]? = nil,
        availablePartySizeOptionsSelectionPrompt: String? = nil,
        specialPricing: String? = nil,
        fareLineItems: [RideFareLineItem]? = nil,
        requiresBookingInApplication: Bool = false,
        maximumPartySize: Int = 4
    ) {
        self.name = name
        self.estimatedPickupDate = estimatedPickupDate
        self.priceRange = priceRange
        self.usesMeteredFare = usesMeteredFare
        self.disclaimerMessage = disclaimerMessage
        self.availablePartySizeOptions = availablePartySizeOptions
        self.availablePartySizeOptionsSelectionPrompt = availablePartySizeOptionsSelectionPrompt
        self.specialPricing = specialPricing
        self.fareLineItems = fareLineItems
        self.requiresBookingInApplication = requiresBookingInApplication
        self.maximumPartySize = maximumPartySize
    }

    /// Whether the price depends on the number of passengers.
    public var pricesByPartySize: Bool { !(availablePartySizeOptions ?? []).isEmpty }

    /// The tier covering `partySize`, if the option prices by party size.
    public func partySizeOption(for partySize: Int) -> RidePartySizeOption? {
        availablePartySizeOptions?.first { $0.partySizeRange.contains(partySize) }
    }
}
