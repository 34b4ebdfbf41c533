/// Maps asking which rides the service offers between two places (SiriKit's `INListRideOptionsIntent`).
/// It commits the user to nothing.
public struct ListRideOptionsIntent: Hashable, Sendable, Codable {
    public var pickupLocation: Placemark?
    public var dropOffLocation: Placemark?

    public init(pickupLocation: Placemark? = nil, dropOffLocation: Placemark? = nil) {
        self.pickupLocation = pickupLocation
        self.dropOffLocation = dropOffLocation
    }
}
