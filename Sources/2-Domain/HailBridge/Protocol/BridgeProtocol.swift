/// The bridge protocol's version and limits; the article "The bridge protocol" describes it.
public enum BridgeProtocol {
    /// The version Hail sends in its hello and expects in the service's.
    public static let version = 1
    /// The most bytes of one line Hail reads from a service (1 MiB); a longer line is a fault.
    public static let lineLimit = 1 << 20
}
