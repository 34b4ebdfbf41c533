import Foundation
import HailIntents

/// How the bridge treats a service: how long it waits, how long a line may be, how often it
/// restarts a failing service, and where the service's standard error goes.
public struct BridgeSettings: Sendable {
    /// How long one call (and the service's hello) may take before Hail stops the service.
    /// Below the 10 s Hail gives any extension's call, so that the bridge's own, more precise
    /// fault is the one shown.
    public var timeout: TimeInterval
    /// How long a service may take to start and say hello (an interpreter or a virtual machine
    /// may need longer than an answer does); by default ``timeout``.
    public var startTimeout: TimeInterval
    /// The most bytes of one line read from the service.
    public var lineLimit: Int
    /// After this many exits or hangs in a row, with no good answer between, Hail stops
    /// restarting the service and every call fails at once with the reason.
    public var maximumFailuresInARow: Int
    /// Receives each line the service writes to its standard error; by default Hail's own
    /// standard error, prefixed with the service's command.
    public var standardError: @Sendable (String) -> Void
    /// Where each request's `now` comes from: `HailClock.now` (Hail's clock while Hail runs the
    /// extension) unless another clock is given, as a test of the bridge on its own does.
    public var clock: @Sendable () -> Date

    /// Settings with the given values; each has a default.
    public init(
        timeout: TimeInterval = 5, startTimeout: TimeInterval? = nil, lineLimit: Int = BridgeProtocol.lineLimit,
        maximumFailuresInARow: Int = 3,
        standardError: (@Sendable (String) -> Void)? = nil, clock: (@Sendable () -> Date)? = nil
    ) {
        self.clock = clock ?? { HailClock.now }
        self.timeout = timeout
        self.startTimeout = startTimeout ?? timeout
        self.lineLimit = max(lineLimit, 64)
        self.maximumFailuresInARow = max(maximumFailuresInARow, 1)
        self.standardError = standardError ?? { line in
            FileHandle.standardError.write(Data("service: \(line)\n".utf8))
        }
    }
}
