/// A question about the active ride (SiriKit's `INGetRideStatusIntent`); it has no parameters,
/// the handler knows which ride is active.
public struct GetRideStatusIntent: Hashable, Sendable, Codable {
    public init() {}
}
