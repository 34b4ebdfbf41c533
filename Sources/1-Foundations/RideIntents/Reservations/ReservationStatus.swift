/// Where a reservation stands (SiriKit's `INReservationStatus`, same raw values).
public enum ReservationStatus: Int, Hashable, Sendable, Codable, CaseIterable {
    case unknown = 0
    /// Cancelled by the user or the business.
    case canceled = 1
    /// Awaiting confirmation.
    case pending = 2
    /// On hold.
    case hold = 3
    case confirmed = 4
}
