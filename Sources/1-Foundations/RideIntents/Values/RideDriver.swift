/// The person driving (SiriKit's `INRideDriver`).
public struct RideDriver: Hashable, Sendable, Codable {
    public var displayName: String
    /// "4.9".
    public var rating: String?
    public var phoneNumber: String?

    public init(displayName: String, rating: String? = nil, phoneNumber: String? = nil) {
        self.displayName = displayName
        self.rating = rating
        self.phoneNumber = phoneNumber
    }
}
