import Foundation
import RideSimulation

/// A ledger that keeps every change it is given, and can be told to refuse.
final class RecordingLedger: RideLedger {
    var changes: [(change: RideChange, ride: BookedRideRecord)] = []
    /// Identifiers to answer `identifierTaken` for.
    var takenIdentifiers: Set<String> = []
    /// When set, every change is refused with this error.
    var refusal: (any Error)?

    struct Refused: Error {}

    func record(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws {
        if let refusal { throw refusal }
        if change == .booked, takenIdentifiers.contains(ride.identifier) {
            throw RideLedgerError.identifierTaken(ride.identifier)
        }
        changes.append((change, ride))
    }
}
