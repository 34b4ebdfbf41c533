import Foundation
import HailIntents

/// An Intents extension whose handlers are a program in any language, started as
/// `/bin/sh -c COMMAND` and spoken to in the bridge protocol over its standard input and output.
///
/// ```swift
/// let service = BridgedExtension(command: "python3 Examples/PythonRideService/ride_service.py")
/// ```
///
/// The service starts at the first call. Each handler call becomes one request line and waits
/// for one answer line; when the service exits, hangs or writes something Hail cannot use, the
/// handler answers as a failing service would (`needsValue` for a resolver, `.failure` for
/// `confirm` and `handle`) and records a fault that ``takeFaults()`` hands over.
open class BridgedExtension: INExtension, HailExtensionFaultReporting, @unchecked Sendable {
    /// The command, as given.
    public let command: String
    let connection: ServiceConnection
    private let handler: BridgedHandler

    /// Where "now" comes from: Hail's clock. Each request carries it; it is read on the calling
    /// thread, before the call is handed to the bridge's queue.
    public var now: () -> Date {
        get { handler.now }
        set { handler.now = newValue }
    }

    /// An extension for the service the command starts.
    /// - Parameters:
    ///   - command: run with `/bin/sh -c`, in Hail's working directory and environment.
    ///   - settings: timeouts and limits; see ``BridgeSettings``.
    ///   - now: Hail's clock (the wall clock by default).
    public init(command: String, settings: BridgeSettings = BridgeSettings(), now: @escaping () -> Date = Date.init) {
        self.command = command
        connection = ServiceConnection(command: command, settings: settings, now: now())
        handler = BridgedHandler(connection: connection, now: now)
        super.init()
    }

    /// A convenience for ``init(command:settings:now:)`` with only a timeout.
    public convenience init(command: String, timeout: TimeInterval) {
        self.init(command: command, settings: BridgeSettings(timeout: timeout))
    }

    deinit {
        connection.stop()
    }

    /// The one handler for all five ride intents.
    open override func handler(for intent: INIntent) -> Any? {
        handler
    }

    /// The faults since the last call (see ``HailExtensionFaultReporting``).
    public func takeFaults() -> [String] {
        connection.takeFaults()
    }

    /// The name the service gave in its hello, once it has started.
    public var serviceName: String? {
        connection.serviceName
    }

    /// Hands the followed ride's observer every pushed update whose `asOf` Hail's clock has
    /// reached; call it when the clock moves. Each call to the service does it first, too.
    public func deliverDueUpdates() {
        let now = handler.now()
        handler.queue.sync { connection.deliverDueUpdates(now: now) }
    }

    /// When the earliest pushed update still waiting for Hail's clock falls due.
    public var nextScheduledUpdate: Date? {
        connection.nextScheduledUpdate
    }

    /// Stops the service (it starts again at the next call).
    public func stop() {
        handler.queue.sync { connection.stop() }
    }
}
