/// Something the rider can do about a reservation, and when (SiriKit's `INReservationAction`).
///
/// SiriKit's action types name only check-in; a ride's actions (check its status, cancel it) are
/// `.unknown` actions told apart by the user activity the app would be opened with.
public struct ReservationAction: Hashable, Sendable, Codable {
    public var type: ReservationActionType
    /// When the action can be taken.
    public var validDuration: DateComponentsRange
    /// The activity the app is opened with for this action: the intent's SiriKit class name
    /// ("INGetRideStatusIntent", "INCancelRideIntent").
    public var userActivity: String

    public init(type: ReservationActionType, validDuration: DateComponentsRange, userActivity: String) {
        self.type = type
        self.validDuration = validDuration
        self.userActivity = userActivity
    }
}
