import Foundation
import HailBridge
import HailIntents

/// Paths and intents the bridge tests share.
enum BridgeTestSupport {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var referenceService: String {
        "python3 '\(root.appendingPathComponent("Examples/PythonRideService/ride_service.py").path)'"
    }

    static func misbehaving(_ mode: String) -> String {
        "python3 '\(root.appendingPathComponent("Tests/HailBridgeTests/Services/misbehaving_service.py").path)' \(mode)"
    }

    /// 09:00 in San Francisco on 23 November 2026.
    static let nine = Date(timeIntervalSince1970: 1_795_453_200)

    /// An extension whose standard error is dropped, not printed, on Hail's clock at `clock`;
    /// starting (Python's, on a loaded machine) may take longer than a short `timeout`.
    static func bridge(_ command: String, timeout: TimeInterval = 5, clock: ManualTestClock = ManualTestClock(nine)) -> BridgedExtension {
        BridgedExtension(command: command, settings: BridgeSettings(timeout: timeout, startTimeout: 20, standardError: { _ in }, clock: { clock.now }))
    }

    static func place(_ name: String, _ latitude: Double, _ longitude: Double) -> CLPlacemark {
        CLPlacemark(location: CLLocation(latitude: latitude, longitude: longitude), name: name, postalAddress: nil)
    }

    static var ferryBuilding: CLPlacemark { place("Ferry Building", 37.7955, -122.3937) }
    static var coitTower: CLPlacemark { place("Coit Tower", 37.8024, -122.4058) }
    static var goldenGatePark: CLPlacemark { place("Golden Gate Park", 37.7694, -122.4862) }
    static var sfo: CLPlacemark { place("San Francisco International Airport", 37.6213, -122.3790) }

    static func requestHandler(_ bridge: BridgedExtension) -> (any INRequestRideIntentHandling)? {
        bridge.handler(for: INRequestRideIntent()) as? any INRequestRideIntentHandling
    }
}

/// A clock the test moves by hand, read by the bridge on the calling thread.
final class ManualTestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) {
        current = start
    }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }
}

/// Keeps the updates pushed to it, as Hail's follower does.
final class UpdateCollector: NSObject, INGetRideStatusIntentResponseObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var received: [INGetRideStatusIntentResponse] = []

    func didUpdate(getRideStatus response: INGetRideStatusIntentResponse) {
        lock.lock()
        received.append(response)
        lock.unlock()
    }

    func take() -> [INGetRideStatusIntentResponse] {
        lock.lock()
        defer {
            received.removeAll()
            lock.unlock()
        }
        return received
    }
}

extension INIntentResolutionResult {
    /// The result as its description reads: "success(4)", "needsValue", "unsupported".
    var summary: String { description }
}
