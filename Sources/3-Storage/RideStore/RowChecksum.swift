import GRDB
import GRDBSQLite

/// A checksum of every column of a ride or donation row (schema version 2), set by Hail in the
/// transaction that writes the row (from a record Hail encoded, so one it reads back). Opening a store
/// decodes only the rows whose checksum no longer matches their columns, so what it reads does
/// not grow with the rides kept, yet no change goes unseen: a row changed through SQLite by
/// another program (the `sqlite3` shell, say) or bytes changed in the file behind SQLite's back
/// both leave a checksum that does not match, and the row is read again.
///
/// The checksum is SQL function `hail_row_checksum`, registered on Hail's connections only: the
/// schema never calls it, so other programs can still read and write the file. It mixes each
/// value's type and bytes eight at a time (`RowHasher`), cheap beside decoding JSON; it guards
/// against damage and edits, not against someone computing it on purpose.
enum RowChecksum {
    /// The SQL function's name.
    static let functionName = "hail_row_checksum"

    /// The columns each checked table's checksum covers (all but the checksum itself).
    static let rideColumns = """
        id, identifier, bookedAt, pickupName, dropOffName, rideOption, partySize, fareMinorUnits, fareCurrency,
        paymentBrand, paymentLastFour, paymentNickname, pickupDate, dropOffDate, canceledAt,
        cancellationFeeMinorUnits, rating, tipMinorUnits, record
        """
    static let donationColumns = "id, donatedAt, rideIdentifier, userText, reservation"

    /// The SQL that computes a ride row's checksum.
    static let rideChecksum = "\(functionName)(\(rideColumns))"
    /// The SQL that computes a donation row's checksum.
    static let donationChecksum = "\(functionName)(\(donationColumns))"

    /// Registers the function on every connection `configuration` opens.
    static func register(in configuration: inout Configuration) {
        configuration.prepareDatabase { db in try install(on: db) }
    }

    /// Installs the function on `db`: a C function reading each value's bytes where SQLite keeps
    /// them (GRDB's functions copy every argument into a Swift value first).
    static func install(on db: Database) throws {
        let code = sqlite3_create_function_v2(
            db.sqliteConnection, functionName, -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, values in
                var hasher = RowHasher()
                for index in 0..<Int(count) {
                    let value = values?[index]
                    switch sqlite3_value_type(value) {
                    case SQLITE_INTEGER:
                        hasher.mix(1)
                        hasher.mix(UInt64(bitPattern: sqlite3_value_int64(value)))
                    case SQLITE_FLOAT:
                        hasher.mix(2)
                        hasher.mix(sqlite3_value_double(value).bitPattern)
                    case SQLITE_TEXT:
                        // NB: the text first, then its length, as SQLite's documentation asks.
                        let text = UnsafeRawPointer(sqlite3_value_text(value))
                        hasher.mix(3)
                        hasher.mix(bytes: text, count: Int(sqlite3_value_bytes(value)))
                    case SQLITE_BLOB:
                        let blob = sqlite3_value_blob(value)
                        hasher.mix(4)
                        hasher.mix(bytes: blob, count: Int(sqlite3_value_bytes(value)))
                    default:
                        hasher.mix(0)
                    }
                }
                sqlite3_result_int64(context, Int64(bitPattern: hasher.state))
            },
            nil, nil, nil
        )
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "could not add the function \(functionName)")
        }
    }

    /// Sets the checksum of ride row `id`, just written by Hail.
    static func seal(ride id: Int64, _ db: Database) throws {
        try db.run(sql: "UPDATE ride SET checksum = \(rideChecksum) WHERE id = ?", arguments: [id])
    }

    /// Sets the checksum of donation row `id`, just written by Hail.
    static func seal(donation id: Int64, _ db: Database) throws {
        try db.run(sql: "UPDATE donation SET checksum = \(donationChecksum) WHERE id = ?", arguments: [id])
    }

    /// The ride rows whose checksum does not match their columns (new to Hail, changed, damaged).
    static let unsealedRides = "SELECT \(StoreRows.rideColumns) FROM ride WHERE checksum IS NOT \(rideChecksum)"
    /// The donation rows whose checksum does not match their columns.
    static let unsealedDonations = "SELECT * FROM donation WHERE checksum IS NOT \(donationChecksum)"

    /// Reads every row whose checksum does not match as Hail reads it; with `sealing`, sets the
    /// checksum of each (a writable open, in one transaction). Returns how many there were.
    /// - Throws: `StoreRows.Damage` naming the first row that cannot be read.
    @discardableResult
    static func checkUnsealed(_ db: Database, sealing: Bool = false) throws -> Int {
        let rides = try Row.fetchCursor(db, sql: unsealedRides)
        var rideCount = 0
        while let row = try rides.next() {
            _ = try StoreRows.ride(row)
            rideCount += 1
        }
        let donations = try Row.fetchCursor(db, sql: unsealedDonations)
        var donationCount = 0
        while let row = try donations.next() {
            _ = try StoreRows.donation(row)
            donationCount += 1
        }
        if sealing, rideCount > 0 { try db.execute(sql: "UPDATE ride SET checksum = \(rideChecksum) WHERE checksum IS NOT \(rideChecksum)") }
        if sealing, donationCount > 0 {
            try db.execute(sql: "UPDATE donation SET checksum = \(donationChecksum) WHERE checksum IS NOT \(donationChecksum)")
        }
        return rideCount + donationCount
    }
}
