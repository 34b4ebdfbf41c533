/// What a ride option charges, in cents.
public struct FareRates: Hashable, Sendable {
    public var baseCents: Int
    public var perMileCents: Int
    /// Zero for a fixed-price option.
    public var perMinuteCents: Int
    /// A flat surcharge for the option ("SUV surcharge"), with its line-item title.
    public var surchargeCents: Int
    public var surchargeTitle: String?
    /// Added once per party-size tier above the first, for options that price by party size.
    public var extraPassengerTierCents: Int

    public init(
        baseCents: Int, perMileCents: Int, perMinuteCents: Int, surchargeCents: Int = 0,
        surchargeTitle: String? = nil, extraPassengerTierCents: Int = 0
    ) {
        self.baseCents = baseCents
        self.perMileCents = perMileCents
        self.perMinuteCents = perMinuteCents
        self.surchargeCents = surchargeCents
        self.surchargeTitle = surchargeTitle
        self.extraPassengerTierCents = extraPassengerTierCents
    }
}
