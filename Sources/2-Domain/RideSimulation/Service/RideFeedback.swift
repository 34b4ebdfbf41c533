import RideIntents

/// What a rider sent about a completed ride.
public struct RideFeedback: Hashable, Sendable, Codable {
    /// 0 to 10.
    public var rating: Int?
    public var tip: CurrencyAmount?

    public init(rating: Int? = nil, tip: CurrencyAmount? = nil) {
        self.rating = rating
        self.tip = tip
    }
}
