import Foundation
import GRDB
import RideSimulation

/// Rides: each booking, cancellation and feedback is written (ride row, status history and the
/// store's revision) in one transaction before the service lets it take effect.
extension RideStore: RideLedger {
    public func record(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws {
        do {
            try write(change, of: ride, at: date)
        } catch let failure as StoreError {
            lastFailure = failure
            throw failure
        }
    }

    private func write(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws {
        let json = try StoreCoding.json(ride)
        try write { db in
            switch change {
            case .booked:
                let taken = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM ride WHERE identifier = ?)", arguments: [ride.identifier]) ?? false
                if taken { throw RideLedgerError.identifierTaken(ride.identifier) }
                // NB: checked inside this IMMEDIATE transaction, so two processes that each saw no
                // ride under way cannot both book one: the second is refused here.
                if let other = try String.fetchOne(
                    db,
                    sql: "SELECT identifier FROM ride WHERE canceledAt IS NULL AND bookedAt <= ? AND dropOffDate > ? ORDER BY bookedAt DESC LIMIT 1",
                    arguments: [date, date]
                ) {
                    throw RideLedgerError.rideInProgress(other)
                }
                try db.execute(
                    sql: """
                        INSERT INTO ride (identifier, bookedAt, pickupName, dropOffName, rideOption, partySize,
                            fareMinorUnits, fareCurrency, paymentBrand, paymentLastFour, paymentNickname, pickupDate,
                            dropOffDate, record)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        ride.identifier, ride.timeline.bookedAt, ride.pickup.name, ride.dropOff.name, ride.rideOptionName,
                        ride.partySize, ride.fare.minorUnits, ride.fare.currencyCode, ride.payment.brand,
                        ride.payment.lastFour, ride.payment.nickname, ride.timeline.pickupDate, ride.timeline.dropOffDate, json,
                    ]
                )
                let rideId = db.lastInsertedRowID
                for start in ride.phaseStarts {
                    try Self.insertEvent(db, rideId: rideId, at: start.date, kind: .phase, name: start.phase.name)
                }
                try Self.insertEvent(db, rideId: rideId, at: ride.timeline.bookedAt, kind: .change, name: change.rawValue)
            case .canceled, .feedbackSent:
                guard let rideId = try Int64.fetchOne(db, sql: "SELECT id FROM ride WHERE identifier = ?", arguments: [ride.identifier]) else {
                    throw StoreError(.failedAccess, "hail: ride \(ride.identifier) is not in the store \(location.displayName).")
                }
                try db.execute(
                    sql: """
                        UPDATE ride SET canceledAt = ?, cancellationFeeMinorUnits = ?, rating = ?, tipMinorUnits = ?, record = ?
                        WHERE id = ?
                        """,
                    arguments: [
                        ride.cancellation?.date, ride.cancellation?.fee?.minorUnits, ride.feedback?.rating,
                        ride.feedback?.tip?.minorUnits, json, rideId,
                    ]
                )
                if change == .canceled, let cancellation = ride.cancellation {
                    try db.execute(sql: "DELETE FROM rideStatusEvent WHERE rideId = ? AND kind = 'phase' AND at > ?", arguments: [rideId, cancellation.date])
                    try Self.insertEvent(db, rideId: rideId, at: cancellation.date, kind: .change, name: change.rawValue)
                } else {
                    try Self.insertEvent(db, rideId: rideId, at: date, kind: .change, name: change.rawValue)
                }
            }
            try db.execute(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
        }
    }

    private static func insertEvent(_ db: Database, rideId: Int64, at date: Date, kind: RideStatusEvent.Kind, name: String) throws {
        try db.execute(
            sql: "INSERT INTO rideStatusEvent (rideId, at, kind, name) VALUES (?, ?, ?, ?)",
            arguments: [rideId, date, kind.rawValue, name]
        )
    }

    /// Every ride, oldest first.
    public func rides() throws(StoreError) -> [BookedRideRecord] {
        try read { db in
            try String.fetchAll(db, sql: "SELECT record FROM ride ORDER BY id").map {
                try StoreCoding.decode(BookedRideRecord.self, from: $0)
            }
        }
    }

    /// A number that grows with every ride written, by this process or another: reload the rides
    /// when it differs from the last one seen.
    public func revision() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT revision FROM storeRevision WHERE id = 1") ?? 0 }
    }

    /// The ride's status history, in time order (phases planned from its timeline, then changes).
    public func statusHistory(ofRide identifier: String) throws(StoreError) -> [RideStatusEvent] {
        try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT e.at, e.kind, e.name FROM rideStatusEvent e JOIN ride r ON r.id = e.rideId
                    WHERE r.identifier = ? ORDER BY e.at, e.id
                    """,
                arguments: [identifier]
            ).map { row in
                RideStatusEvent(date: row["at"], kind: RideStatusEvent.Kind(rawValue: row["kind"]) ?? .change, name: row["name"])
            }
        }
    }
}
