/// A request to cancel a booked ride (SiriKit's `INCancelRideIntent`).
public struct CancelRideIntent: Hashable, Sendable, Codable {
    public var rideIdentifier: String

    public init(rideIdentifier: String) {
        self.rideIdentifier = rideIdentifier
    }
}
