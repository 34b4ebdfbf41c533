import Foundation

/// How the bridge treats a service: how long it waits, how long a line may be, how often it
/// restarts a failing service, and where the service's standard error goes.
public struct BridgeSettings: Sendable {
    /// How long one call (and the service's hello) may take before Hail stops the service.
    /// Below the 10 s Hail gives any extension's call, so that the bridge's own, more precise
    /// fault is the one shown.
    public var timeout: TimeInterval
    /// The most bytes of one line read from the service.
    public var lineLimit: Int
    /// After this many exits or hangs in a row, with no good answer between, Hail stops
    /// restarting the service and every call fails at once with the reason.
    public var maximumFailuresInARow: Int
    /// Receives each line the service writes to its standard error; by default Hail's own
    /// standard error, prefixed with the service's command.
    public var standardError: @Sendable (String) -> Void

    /// Settings with the given values; each has a default.
    public init(
        timeout: TimeInterval = 5, lineLimit: Int = BridgeProtocol.lineLimit, maximumFailuresInARow: Int = 3,
        standardError: (@Sendable (String) -> Void)? = nil
    ) {
        self.timeout = timeout
        self.lineLimit = max(lineLimit, 64)
        self.maximumFailuresInARow = max(maximumFailuresInARow, 1)
        self.standardError = standardError ?? { line in
            FileHandle.standardError.write(Data("service: \(line)\n".utf8))
        }
    }
}
