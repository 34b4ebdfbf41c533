import Foundation
import GRDB
import RideIntents

/// The donation log: one row per view of a reservation.
extension RideStore {
    /// Records one donation of `reservation`, viewed at `date` after the rider said `userText`.
    @discardableResult
    public func recordDonation(of reservation: RideReservation, at date: Date, userText: String) throws -> ReservationDonation {
        let json = try StoreCoding.json(reservation)
        let identifier: Int64
        do {
            identifier = try write { db in
                try db.run(
                    sql: "INSERT INTO donation (donatedAt, rideIdentifier, userText, reservation) VALUES (?, ?, ?, ?)",
                    arguments: [date, reservation.reservationNumber, userText, json]
                )
                let id = db.lastInsertedRowID
                try RowChecksum.seal(donation: id, db)
                return id
            }
        } catch let failure as StoreError {
            throw relabeled(failure, as: "the reservation of ride \(reservation.reservationNumber) was not donated")
        }
        return ReservationDonation(identifier: identifier, date: date, userText: userText, reservation: reservation)
    }

    /// Every donation, oldest first.
    public func donations() throws(StoreError) -> [ReservationDonation] {
        try read { db in
            try Row.fetchAll(db.cachedStatement(sql: "SELECT * FROM donation ORDER BY id")).map(StoreRows.donation)
        }
    }
}
