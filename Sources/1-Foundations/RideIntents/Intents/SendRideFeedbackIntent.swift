/// A rating and/or tip for a completed ride (SiriKit's `INSendRideFeedbackIntent`).
public struct SendRideFeedbackIntent: Hashable, Sendable, Codable {
    public var rideIdentifier: String
    /// 0 to 10 inclusive, as the header says.
    public var rating: Int?
    public var tip: CurrencyAmount?

    public init(rideIdentifier: String, rating: Int? = nil, tip: CurrencyAmount? = nil) {
        self.rideIdentifier = rideIdentifier
        self.rating = rating
        self.tip = tip
    }
}
