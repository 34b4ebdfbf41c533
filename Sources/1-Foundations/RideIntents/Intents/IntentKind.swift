/// The five intents of the ride-booking domain, named as `hail parse` reports them.
public enum IntentKind: String, Hashable, Sendable, Codable, CaseIterable {
    case requestRide = "RequestRide"
    case listRideOptions = "ListRideOptions"
    case getRideStatus = "GetRideStatus"
    case cancelRide = "CancelRide"
    case sendRideFeedback = "SendRideFeedback"

    /// SiriKit's class name ("INRequestRideIntent"), as vocabulary plists spell it.
    public var siriKitClassName: String { "IN\(rawValue)Intent" }

    public init?(siriKitClassName: String) {
        guard siriKitClassName.hasPrefix("IN"), siriKitClassName.hasSuffix("Intent") else { return nil }
        self.init(rawValue: String(siriKitClassName.dropFirst(2).dropLast(6)))
    }
}
