import Foundation
import GRDB
import RideSimulation

/// The rides a session keeps in hand, read through indexes so that neither a session's start nor
/// a turn grows with the rides the store holds (a rider's store only grows).
extension RideStore {
    /// The SQL expression the `rideByCar` index is built on: the plate of the car a ride took.
    // NB: NULL for a record that is not JSON, where json_extract would fail: a row another program
    // damaged is then still written, and refused by the check as it was before the index.
    static let carPlateExpression = "(CASE WHEN json_valid(record) THEN json_extract(record, '$.vehicle.registrationPlate') END)"

    /// Whether rides changed since `ridesToRestore` last handed them out, other than by this
    /// store's own writes (which the service already holds): another process booked, cancelled
    /// or rated one. Also true before the first restore.
    public var hasRidesToRestore: Bool {
        guard let restoredRevision else { return true }
        return (try? revision()) != restoredRevision
    }

    /// The rides a service needs at `now`, oldest first: every ride whose drop-off is still ahead
    /// (under way, or scheduled), the most recent ride (the one "where's my ride?" asks about), and
    /// each car's last ride (where the car waits, and until when it is busy), for the cars whose
    /// plates `carPlates` lists by fleet index. Older rides stay in the store; `storedRecord` finds
    /// one by its identifier.
    public func ridesToRestore(at now: Date, carPlates: [String?]) throws(StoreError) -> [BookedRideRecord] {
        let snapshot = try read { db in
            let revision = try Self.revision(db)
            var ids = Set(try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM ride WHERE dropOffDate > ?"), arguments: [now]))
            if let last = try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM ride")) { ids.insert(last) }
            let lastOfCar = try db.cachedStatement(sql: "SELECT id, CASE WHEN json_valid(record) THEN json_extract(record, '$.fleetIndex') END FROM ride WHERE \(Self.carPlateExpression) = ? ORDER BY id DESC LIMIT 4")
            for (index, plate) in carPlates.enumerated() {
                guard let plate else { continue }
                // NB: a ride booked under another seed may name this plate for another car: the
                // last ride of this car is the last whose fleet index is this one.
                let rows = try Row.fetchAll(lastOfCar, arguments: [plate])
                if let row = rows.first(where: { ($0[1] as Int?) == index }) { ids.insert(row[0]) }
            }
            let records = try ids.sorted().map { id in
                guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT \(StoreRows.rideColumns) FROM ride WHERE id = ?"), arguments: [id]) else {
                    throw StoreRows.Damage(description: "ride row \(id) vanished while it was read")
                }
                return try StoreRows.ride(row)
            }
            return RidesSnapshot(revision: revision, records: records)
        }
        restoredRevision = snapshot.revision
        return snapshot.records
    }

    /// The ride with `identifier`, read from the store (through its unique index), or `nil`.
    public func storedRecord(withIdentifier identifier: String) -> BookedRideRecord? {
        try? read { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT \(StoreRows.rideColumns) FROM ride WHERE identifier = ?"), arguments: [identifier]).map(StoreRows.ride)
        }
    }

    /// Notes a ride change this store wrote, which made the store's revision `revision`: the
    /// service that made it holds it already, so unless another process wrote meanwhile, the rides
    /// handed out are still current.
    func noteOwnRideChange(makingRevision revision: Int) {
        if restoredRevision == revision - 1 { restoredRevision = revision }
    }
}
