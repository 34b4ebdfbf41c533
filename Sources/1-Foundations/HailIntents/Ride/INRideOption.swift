import Foundation

/// A kind of ride the service offers, with its price and how soon it can pick the user up.
///
/// Maps shows these in answer to ``INListRideOptionsIntent``; when the user picks one, the next
/// ``INRequestRideIntent`` carries only its `name`, so names must be unique.
open class INRideOption: NSObject {
    /// The localised, unique name, e.g. "Compact".
    open var name: String
    /// When a vehicle of this kind could reach the pickup point.
    open var estimatedPickupDate: Date
    /// The expected price.
    open var priceRange: INPriceRange?
    /// `true` when the fare is metered, so no price is quoted.
    open var usesMeteredFare: Bool?
    /// A warning shown before booking (capacity, shared ride, stops).
    open var disclaimerMessage: String?
    /// Price tiers by party size; the user is asked for a party size when there are any.
    open var availablePartySizeOptions: [INRidePartySizeOption]?
    /// The prompt shown beside the party-size tiers.
    open var availablePartySizeOptionsSelectionPrompt: String?
    /// A short label for special pricing, e.g. "2.0x" or "Sale".
    open var specialPricing: String?
    /// A badge shown with `specialPricing`.
    open var specialPricingBadgeImage: INImage?
    /// The fare's breakdown.
    open var fareLineItems: [INRideFareLineItem]?
    /// When set, booking continues in the app instead of through Siri or Maps.
    open var userActivityForBookingInApplication: NSUserActivity?
    /// An identifier for the option (deprecated by Apple; the name identifies it).
    open var identifier: String?

    /// An option with its name and pickup estimate.
    public required init(name: String, estimatedPickupDate: Date) {
        self.name = name
        self.estimatedPickupDate = estimatedPickupDate
        super.init()
    }

    open override var description: String {
        "\(name) (\(priceRange.map { "\($0)" } ?? "no price"))"
    }
}

extension INRideOption: NSCopying {
    /// An option with the same values, so that later changes to this one leave the copy alone.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(name: name, estimatedPickupDate: estimatedPickupDate)
        copy.priceRange = priceRange
        copy.usesMeteredFare = usesMeteredFare
        copy.disclaimerMessage = disclaimerMessage
        copy.availablePartySizeOptions = availablePartySizeOptions
        copy.availablePartySizeOptionsSelectionPrompt = availablePartySizeOptionsSelectionPrompt
        copy.specialPricing = specialPricing
        copy.specialPricingBadgeImage = specialPricingBadgeImage
        copy.fareLineItems = fareLineItems
        copy.userActivityForBookingInApplication = userActivityForBookingInApplication
        copy.identifier = identifier
        return copy
    }
}
