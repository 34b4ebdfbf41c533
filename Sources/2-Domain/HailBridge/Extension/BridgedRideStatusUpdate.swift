import Foundation
import HailIntents

/// A live update a service pushed through the bridge, with the moment it describes.
///
/// The observer receives it as an ``INGetRideStatusIntentResponse``; Hail reads ``asOf`` to stamp
/// the update with the service's moment rather than the moment it was shown.
public final class BridgedRideStatusUpdate: INGetRideStatusIntentResponse {
    /// The moment on Hail's clock the update describes, when the service gave one.
    public let asOf: Date?

    /// An update with its code, an optional activity and its moment.
    public init(code: INGetRideStatusIntentResponseCode, userActivity: NSUserActivity?, asOf: Date?) {
        self.asOf = asOf
        super.init(code: code, userActivity: userActivity)
    }
}
