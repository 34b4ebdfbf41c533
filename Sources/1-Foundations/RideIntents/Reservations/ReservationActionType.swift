/// What a reservation action does (SiriKit's `INReservationActionType`, same raw values).
public enum ReservationActionType: Int, Hashable, Sendable, Codable, CaseIterable {
    case unknown = 0
    case checkIn = 1
}
