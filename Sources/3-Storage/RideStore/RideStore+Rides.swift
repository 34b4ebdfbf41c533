import Foundation
import GRDB
import RideSimulation

/// Rides: each booking, cancellation and feedback is written (ride row, status history and the
/// store's revision) in one transaction before the service lets it take effect.
extension RideStore: RideLedger {
    public func record(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws {
        do {
            let revision = try write(change, of: ride, at: date)
            memoryRevision = memoryRevision.map { $0 + 1 }
            noteOwnRideChange(makingRevision: revision)
        } catch let failure as StoreError {
            // NB: the failure was counted and kept by `write`; say what it cost the rider.
            let subject = switch change {
            case .booked: "the booking was not saved, so nothing was booked"
            case .canceled: "the cancellation of ride \(ride.identifier) was not saved"
            case .feedbackSent: "the feedback for ride \(ride.identifier) was not saved"
            }
            throw relabeled(failure, as: subject)
        }
    }

    /// Writes the change; the store's revision it made.
    private func write(_ change: RideChange, of ride: BookedRideRecord, at date: Date) throws -> Int {
        let json = try StoreCoding.json(ride)
        return try write { db in
            switch change {
            case .booked:
                let taken = try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM ride WHERE identifier = ?)"), arguments: [ride.identifier]) ?? false
                if taken { throw RideLedgerError.identifierTaken(ride.identifier) }
                // NB: checked inside this IMMEDIATE transaction, so two processes that each saw no
                // ride under way cannot both book one: the second is refused here. Only a ride whose
                // time overlaps this one's conflicts (RideOverlap): one scheduled for tomorrow does not.
                let underWay = try Row.fetchAll(
                    db.cachedStatement(sql: "SELECT \(StoreRows.rideColumns) FROM ride WHERE canceledAt IS NULL AND bookedAt <= ? AND dropOffDate > ? ORDER BY bookedAt DESC"),
                    arguments: [date, date]
                ).map(StoreRows.ride)
                if let other = underWay.first(where: { RideOverlap.conflicts($0.timeline, at: date, with: ride.timeline.heldSpan) }) {
                    throw RideLedgerError.rideInProgress(other.identifier)
                }
                try db.run(
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
                try RowChecksum.seal(ride: rideId, db)
                for start in ride.phaseStarts {
                    try Self.insertEvent(db, rideId: rideId, at: start.date, kind: .phase, name: start.phase.name)
                }
                try Self.insertEvent(db, rideId: rideId, at: ride.timeline.bookedAt, kind: .change, name: change.rawValue)
            case .canceled, .feedbackSent:
                // NB: checked inside this IMMEDIATE transaction against the ride as stored, so two
                // processes that each saw the ride unchanged cannot both cancel or rate it.
                guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT \(StoreRows.rideColumns) FROM ride WHERE identifier = ?"), arguments: [ride.identifier]) else {
                    throw StoreError(.failedAccess, "hail: ride \(ride.identifier) is not in the store \(location.displayName).")
                }
                let rideId: Int64 = try row.decode(forColumn: "id")
                let stored = try StoreRows.ride(row)
                if stored.cancellation != nil { throw RideLedgerError.alreadyCanceled(ride.identifier) }
                if stored.feedback != nil { throw RideLedgerError.feedbackAlreadySent(ride.identifier) }
                try db.run(
                    sql: """
                        UPDATE ride SET canceledAt = ?, cancellationFeeMinorUnits = ?, rating = ?, tipMinorUnits = ?, record = ?
                        WHERE id = ?
                        """,
                    arguments: [
                        ride.cancellation?.date, ride.cancellation?.fee?.minorUnits, ride.feedback?.rating,
                        ride.feedback?.tip?.minorUnits, json, rideId,
                    ]
                )
                try RowChecksum.seal(ride: rideId, db)
                if change == .canceled, let cancellation = ride.cancellation {
                    try db.run(sql: "DELETE FROM rideStatusEvent WHERE rideId = ? AND kind = 'phase' AND at > ?", arguments: [rideId, cancellation.date])
                    try Self.insertEvent(db, rideId: rideId, at: cancellation.date, kind: .change, name: change.rawValue)
                } else {
                    try Self.insertEvent(db, rideId: rideId, at: date, kind: .change, name: change.rawValue)
                }
            }
            try db.run(sql: "UPDATE storeRevision SET revision = revision + 1 WHERE id = 1")
            return try Self.revision(db)
        }
    }

    private static func insertEvent(_ db: Database, rideId: Int64, at date: Date, kind: RideStatusEvent.Kind, name: String) throws {
        try db.run(
            sql: "INSERT INTO rideStatusEvent (rideId, at, kind, name) VALUES (?, ?, ?, ?)",
            arguments: [rideId, date, kind.rawValue, name]
        )
    }

    /// Every ride, oldest first (decoded again only when the store's revision moved).
    public func rides() throws(StoreError) -> [BookedRideRecord] {
        let cached = ridesCache
        let current = try read { db in
            let revision = try Self.revision(db)
            if let cached, cached.revision == revision { return cached }
            return RidesSnapshot(revision: revision, records: try Self.allRides(db))
        }
        ridesCache = current
        return current.records
    }

    /// Every ride row, decoded and checked as Hail reads it.
    static func allRides(_ db: Database) throws -> [BookedRideRecord] {
        try Row.fetchAll(db.cachedStatement(sql: "SELECT \(StoreRows.rideColumns) FROM ride ORDER BY id")).map(StoreRows.ride)
    }

    static func revision(_ db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT revision FROM storeRevision WHERE id = 1")) ?? 0
    }

    /// A number that grows with every ride written, by this process or another: reload the rides
    /// when it differs from the last one seen.
    public func revision() throws(StoreError) -> Int {
        if let memoryRevision { return memoryRevision }
        return try read(Self.revision)
    }

    /// The ride's status history, in time order (phases planned from its timeline, then changes).
    public func statusHistory(ofRide identifier: String) throws(StoreError) -> [RideStatusEvent] {
        try read { db in
            try Row.fetchAll(
                db.cachedStatement(sql: """
                    SELECT e.at, e.kind, e.name FROM rideStatusEvent e JOIN ride r ON r.id = e.rideId
                    WHERE r.identifier = ? ORDER BY e.at, e.id
                    """),
                arguments: [identifier]
            ).map(StoreRows.statusEvent)
        }
    }
}
