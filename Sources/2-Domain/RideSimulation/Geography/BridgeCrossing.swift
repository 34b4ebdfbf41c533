/// A bridge a route crosses, and whether the toll is charged in that direction.
public struct BridgeCrossing: Hashable, Sendable {
    public var bridge: Bridge
    public var isTolled: Bool

    public init(bridge: Bridge, isTolled: Bool) {
        self.bridge = bridge
        self.isTolled = isTolled
    }
}
