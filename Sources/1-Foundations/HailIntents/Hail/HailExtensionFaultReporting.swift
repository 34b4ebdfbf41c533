import Foundation

/// Not part of Apple's API: lets a handler that speaks to something outside the process (Hail's
/// bridge to a service in another language) tell Hail why an answer it gave is not the service's.
///
/// Apple's handler methods cannot throw, so such a handler answers with a failure (or `needsValue`)
/// and records a fault here; Hail takes the faults after each call and shows them to the user.
/// An extension written for Apple's Intents framework never needs this.
public protocol HailExtensionFaultReporting: AnyObject {
    /// The faults recorded since the last call, oldest first, and forgets them. Each names the
    /// call it happened in ("resolvePartySize: the service exited with status 1").
    func takeFaults() -> [String]
}
