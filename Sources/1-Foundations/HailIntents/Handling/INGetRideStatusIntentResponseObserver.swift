import Foundation

/// Receives the live status updates an ``INGetRideStatusIntentHandling`` handler pushes.
///
/// The system provides the observer; the extension only calls it.
public protocol INGetRideStatusIntentResponseObserver: NSObjectProtocol {
    /// Delivers a fresh status of the ride being observed.
    func didUpdate(getRideStatus response: INGetRideStatusIntentResponse)
}
