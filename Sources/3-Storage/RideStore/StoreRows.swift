import Foundation
import GRDB
import RideIntents
import RideSimulation

/// How Hail reads each kind of row: the store's readers and its check at open both go through
/// these, so a row the check accepts is a row Hail can read. A value that does not convert throws
/// (never GRDB's fatal subscript).
enum StoreRows {
    /// A damaged row: which table and row, and what is wrong (never the stored values, which could
    /// quote anything).
    struct Damage: Error, CustomStringConvertible {
        var description: String
    }

    /// The columns `ride` reads besides `record`: the booking's ride-in-progress check and the
    /// cancel and feedback checks read these, so they must agree with the record.
    static let rideColumns = "id, identifier, bookedAt, dropOffDate, canceledAt, rating, tipMinorUnits, record"

    /// A ride row (selected with `rideColumns`) as the record it keeps, checked against its columns.
    static func ride(_ row: Row) throws -> BookedRideRecord {
        let id: Int64 = try row.decode(forColumn: "id")
        let record: BookedRideRecord
        do {
            record = try StoreCoding.decode(BookedRideRecord.self, from: try row.decode(String.self, forColumn: "record"))
        } catch {
            throw Damage(description: "ride row \(id) does not hold a ride record Hail can read")
        }
        let columns: [(String, DatabaseValue)] = [
            ("identifier", record.identifier.databaseValue),
            ("bookedAt", record.timeline.bookedAt.databaseValue),
            ("dropOffDate", record.timeline.dropOffDate.databaseValue),
            ("canceledAt", (record.cancellation?.date).databaseValue),
            ("rating", (record.feedback?.rating).databaseValue),
            ("tipMinorUnits", (record.feedback?.tip?.minorUnits).databaseValue),
        ]
        let agrees = columns.allSatisfy { column, value in (row[column] as DatabaseValue) == value }
        guard agrees else {
            throw Damage(description: "ride row \(id) (\(record.identifier)) has columns that disagree with its record")
        }
        return record
    }

    static func statusEvent(_ row: Row) throws -> RideStatusEvent {
        guard let kind = RideStatusEvent.Kind(rawValue: try row.decode(String.self, forColumn: "kind")) else {
            throw Damage(description: "a status history row has an unknown kind")
        }
        return RideStatusEvent(date: try row.decode(forColumn: "at"), kind: kind, name: try row.decode(forColumn: "name"))
    }

    static func donation(_ row: Row) throws -> ReservationDonation {
        let id: Int64 = try row.decode(forColumn: "id")
        let reservation: RideReservation
        do {
            reservation = try StoreCoding.decode(RideReservation.self, from: try row.decode(String.self, forColumn: "reservation"))
        } catch {
            throw Damage(description: "donation row \(id) does not hold a reservation Hail can read")
        }
        return ReservationDonation(identifier: id, date: try row.decode(forColumn: "donatedAt"), userText: try row.decode(forColumn: "userText"), reservation: reservation)
    }

    static func savedPlace(_ row: Row) throws -> SavedPlace {
        do {
            return SavedPlace(
                name: try row.decode(forColumn: "name"),
                aliases: try StoreCoding.decode([String].self, from: try row.decode(String.self, forColumn: "aliases")),
                placemark: try StoreCoding.decode(Placemark.self, from: try row.decode(String.self, forColumn: "placemark"))
            )
        } catch {
            throw Damage(description: "a saved place row cannot be read")
        }
    }

    static func paymentMethod(_ row: Row) throws -> PaymentMethod {
        MaskedPaymentMethod(
            type: PaymentMethodType(rawValue: try row.decode(forColumn: "type")) ?? .unknown,
            brand: try row.decode(forColumn: "brand"), lastFour: try row.decode(forColumn: "lastFour"),
            nickname: try row.decode(forColumn: "nickname"), identifier: try row.decode(forColumn: "identifier")
        ).paymentMethod
    }

    /// A profile row's current location and default payment method.
    static func profileFields(_ row: Row) throws -> (currentLocation: Placemark, defaultPaymentMethodIdentifier: String?) {
        let location: Placemark
        do {
            location = try StoreCoding.decode(Placemark.self, from: try row.decode(String.self, forColumn: "currentLocation"))
        } catch {
            throw Damage(description: "a profile row's current location cannot be read")
        }
        return (location, try row.decode(forColumn: "defaultPaymentMethodIdentifier"))
    }

    static func vocabularyTerm(_ row: Row) throws -> (kind: String, phrase: String) {
        (try row.decode(forColumn: "kind"), try row.decode(forColumn: "phrase"))
    }
}
