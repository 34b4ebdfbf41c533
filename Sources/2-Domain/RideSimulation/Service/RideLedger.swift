import Foundation

/// What changed about a ride.
public enum RideChange: String, Hashable, Sendable, Codable {
    case booked
    case canceled
    case feedbackSent
}

/// Where a service writes each change to its rides before the change takes effect, so a store
/// can keep them: when `record` throws, the change does not happen.
public protocol RideLedger: AnyObject {
    /// Writes `change`, made at `date`, leaving `ride` as it now stands.
    /// - Throws: `RideLedgerError.identifierTaken` when a booking's identifier is already used
    ///   (the service then draws another); `alreadyCanceled` or `feedbackAlreadySent` when the ride
    ///   as the ledger keeps it already changed; anything else refuses the change.
    func record(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws

    /// The ride the ledger keeps under `identifier`, for one the service no longer holds in hand
    /// (a service restored with only the rides that matter now, `restoreRides`).
    func storedRecord(withIdentifier identifier: String) -> BookedRideRecord?
}

extension RideLedger {
    /// A ledger that keeps nothing to read back.
    public func storedRecord(withIdentifier identifier: String) -> BookedRideRecord? { nil }
}

/// Why a ledger refused a change.
public enum RideLedgerError: Error, Equatable, Sendable {
    /// Another ride (perhaps booked by another process) already has this identifier.
    case identifierTaken(String)
    /// Another ride (perhaps booked by another process a moment ago) is still under way when the
    /// booking would start: the service answers "previous ride needs completion".
    case rideInProgress(String)
    /// The ride was already cancelled (perhaps by another process a moment ago): a cancellation
    /// or feedback is refused.
    case alreadyCanceled(String)
    /// Feedback for the ride was already sent (perhaps by another process a moment ago): a
    /// cancellation or more feedback is refused.
    case feedbackAlreadySent(String)
}
