import Foundation
import HailIntents

/// An Intents extension whose handlers are a program in any language, started as
/// `/bin/sh -c COMMAND` and spoken to in the bridge protocol over its standard input and output.
///
/// ```swift
/// HailCLI.main(extension: BridgedExtension(command: "python3 ride_service.py"))
/// ```
///
/// The service starts at the first call. Each handler call becomes one request line, carrying
/// Hail's time (`HailClock.now`), and waits for one answer line; when the service exits, hangs or writes
/// something Hail cannot use, the handler answers as a failing service would (`needsValue` for a
/// resolver, `.failure` for `confirm` and `handle`) and records a fault that ``takeFaults()``
/// hands over.
open class BridgedExtension: INExtension, HailExtensionFaultReporting, @unchecked Sendable {
    /// The command, as given.
    public let command: String
    let connection: ServiceConnection
    private let handler: BridgedHandler

    /// An extension for the service the command starts.
    /// - Parameters:
    ///   - command: run with `/bin/sh -c`, in Hail's working directory and environment.
    ///   - settings: timeouts and limits; see ``BridgeSettings``.
    public init(command: String, settings: BridgeSettings = BridgeSettings()) {
        self.command = command
        connection = ServiceConnection(command: command, settings: settings)
        handler = BridgedHandler(connection: connection)
        super.init()
    }

    /// An extension for the service the command starts, waiting `timeout` seconds for each answer.
    public convenience init(command: String, timeout: TimeInterval) {
        self.init(command: command, settings: BridgeSettings(timeout: timeout))
    }

    deinit {
        connection.stop()
    }

    /// Starts the service now, instead of at the first call, and waits for its hello (up to the
    /// settings' `startTimeout`), so that a service that cannot start is told before any dialog.
    /// - Returns: what went wrong ("the service exited with status 127 before saying hello; its
    ///   last words on standard error: …"), or nil when it said hello and serves the calls.
    public func startService() -> String? {
        handler.queue.sync { connection.greet() }
    }

    /// Stops every service any bridged extension started that is still running: its input
    /// closed, then SIGTERM, then SIGKILL for its whole process group. Hail calls it when a
    /// signal ends it; a normal `exit` does so by itself.
    public static func stopAllServices() {
        RunningServices.stopAll()
    }

    /// The one handler for all five ride intents.
    open override func handler(for intent: INIntent) -> Any? {
        handler
    }

    /// The faults since the last call (see `HailExtensionFaultReporting`).
    public func takeFaults() -> [String] {
        connection.takeFaults()
    }

    /// The name the service gave in its hello, once it has started.
    public var serviceName: String? {
        connection.serviceName
    }

    /// Stops the service (it starts again at the next call).
    public func stop() {
        handler.queue.sync { connection.stop() }
    }
}
