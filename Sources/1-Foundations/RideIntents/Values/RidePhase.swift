/// Where a ride is in its life (SiriKit's `INRidePhase`, same raw values; note they do not follow
/// the usual order received → confirmed → approachingPickup → pickup → ongoing → completed).
public enum RidePhase: Int, Hashable, Sendable, Codable, CaseIterable {
    case unknown = 0
    case received = 1
    case confirmed = 2
    case ongoing = 3
    case completed = 4
    case approachingPickup = 5
    case pickup = 6

    /// The phases in the order a ride goes through them.
    public static let lifeOrder: [RidePhase] = [.received, .confirmed, .approachingPickup, .pickup, .ongoing, .completed]

    /// Position in `lifeOrder` (unknown is -1).
    public var lifeIndex: Int { Self.lifeOrder.firstIndex(of: self) ?? -1 }

    /// The case name, as SiriKit spells it.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .received: "received"
        case .confirmed: "confirmed"
        case .ongoing: "ongoing"
        case .completed: "completed"
        case .approachingPickup: "approachingPickup"
        case .pickup: "pickup"
        }
    }
}
