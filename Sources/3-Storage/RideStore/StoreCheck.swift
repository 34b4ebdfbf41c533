import Foundation
import GRDB
import RideSimulation

/// What Hail checks in a store before using it, everything a damaged store would break: SQLite's
/// integrity check (pages, records, and every index agreeing with its table: the quick check
/// passes a damaged index entry, yet the status history is read from its index), the schema
/// (exactly what Hail's migrations made, from a Hail that knows them all), and every row reading
/// as Hail reads it: the status history in SQL, at SQLite's speed; rides and donations decoded
/// only when their checksum no longer matches (`RowChecksum`: new to Hail, changed or damaged
/// since Hail wrote them), so the work in Swift does not grow with the rides kept. See
/// `make bench` for the figures.
enum StoreCheck {
    /// What a store that passed holds, so opening does not read the rides twice.
    struct Passed {
        /// Every ride, when the open asked for them.
        var rides: RidesSnapshot?
        /// Rows whose checksum did not match, though they read as Hail reads them (or a store
        /// from before the checksums): an open that may write sets their checksums.
        var hasUnsealedRows: Bool
        /// Whether the checks that grow with the store ran, or a seal stood for them.
        var check: StoreOpenCheck = .full
        /// The file as checked (or as its seal recorded), when it settled before the check began:
        /// the state a close may seal again if no other connection changed it.
        var checkedState: StoreSeal?
    }

    /// Why a store failed, in words for the rider (after "the store PATH ").
    struct Failure: Error {
        var kind: StoreError.Kind
        var reason: String
    }

    /// Checks the store `db` reads; `nil` when it holds no tables yet (a new store). With
    /// `readingRides`, every ride is also read (and so checked), and handed on. Without `linear`
    /// (a file its seal vouches for), the checks whose cost grows with the store are skipped:
    /// SQLite's integrity check, the status history and the checksum pass.
    static func run(_ db: Database, migrator: DatabaseMigrator, readingRides: Bool, linear: Bool = true) throws -> Passed? {
        // NB: on a read-only connection SQLite's checks skip CHECK constraints (a record that is not
        // JSON): reading the rows finds those.
        let verdict = linear ? try String.fetchAll(db, sql: "PRAGMA integrity_check(4)") : ["ok"]
        guard verdict == ["ok"] else {
            throw Failure(kind: .corrupt, reason: "is damaged (SQLite's integrity check: \(verdict.prefix(3).joined(separator: "; ")))")
        }
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if tables.isEmpty, version == 0 { return nil }
        guard tables.contains("grdb_migrations") else {
            throw Failure(kind: .foreign, reason: "is an SQLite database, but not a Hail store (it has tables \(tables.prefix(5).joined(separator: ", ")))")
        }
        try checkVersion(db, version: version, migrator: migrator)
        try checkSchema(db, migrator: migrator)
        // NB: GRDB makes its migrations table before the first migration's transaction: another Hail
        // creating this store at this moment has made it and nothing else yet. A new store still
        // (ConcurrentCreationTests: "no such table: storeRevision" when read as a whole one).
        if version == 0, tables == ["grdb_migrations"] { return nil }
        do {
            try checkFixedRows(db)
            let unsealed: Int
            if !linear {
                unsealed = version >= StoreSchema.rowChecksumVersion ? 0 : 1
            } else if version >= StoreSchema.rowChecksumVersion {
                try checkStatusEvents(db)
                unsealed = try RowChecksum.checkUnsealed(db)
            } else {
                try checkStatusEvents(db)
                try checkEveryRideAndDonation(db, readingRides: readingRides)
                unsealed = 1
            }
            let rides = readingRides ? RidesSnapshot(revision: try RideStore.revision(db), records: try RideStore.allRides(db)) : nil
            return Passed(rides: rides, hasUnsealedRows: unsealed > 0, check: linear ? .full : .sealed)
        } catch let damage as StoreRows.Damage {
            throw Failure(kind: .corrupt, reason: "is damaged: \(damage)")
        } catch let error as DatabaseError {
            throw error
        } catch {
            throw Failure(kind: .corrupt, reason: "is damaged: a row holds a value Hail cannot read (\(RideStore.describe(error)))")
        }
    }

    /// The migrations applied must be the first of those this Hail knows, and `user_version` their
    /// number; a later version or an unknown migration means a newer (or another) Hail wrote it.
    private static func checkVersion(_ db: Database, version: Int, migrator: DatabaseMigrator) throws {
        let known = migrator.migrations
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let unknown = applied.filter { !known.contains($0) }.sorted()
        if version > known.count {
            throw Failure(kind: .newerVersion, reason: "was written by a newer Hail: its schema is version \(version), and this Hail knows versions up to \(known.count)")
        }
        if let first = unknown.first {
            let more = unknown.count > 1 ? " and \(unknown.count - 1) more" : ""
            throw Failure(kind: .newerVersion, reason: "was changed by a newer or another Hail: it has the migration \"\(first)\"\(more), which this Hail (schema versions up to \(known.count)) does not know")
        }
        let expected = Array(known.prefix(applied.count))
        guard Set(applied) == Set(expected) else {
            throw Failure(kind: .corrupt, reason: "is damaged: its migrations skip \"\(known.first { !applied.contains($0) } ?? "?")\"")
        }
        guard version == applied.count else {
            throw Failure(kind: .corrupt, reason: "is damaged: its schema version is \(version), but its migrations make version \(applied.count)")
        }
    }

    /// The tables and indexes must be exactly those Hail's migrations make, up to the last applied.
    private static func checkSchema(_ db: Database, migrator: DatabaseMigrator) throws {
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let found = try schema(db)
        let expected = try expectedSchema(upTo: migrator.migrations.last { applied.contains($0) }, migrator: migrator)
        guard found != expected else { return }
        let foundNames = Dictionary(found.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let expectedNames = Dictionary(expected.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = expected.filter { foundNames[$0.name] == nil }.map(\.name)
        let extra = found.filter { expectedNames[$0.name] == nil }.map(\.name)
        let changed = found.filter { object in expectedNames[object.name].map { $0 != object } ?? false }.map(\.name)
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(missing.prefix(3).joined(separator: ", "))") }
        if !changed.isEmpty { parts.append("changed \(changed.prefix(3).joined(separator: ", "))") }
        if !extra.isEmpty { parts.append("unknown \(extra.prefix(3).joined(separator: ", "))") }
        throw Failure(kind: .corrupt, reason: "is damaged: its schema is not the one Hail made (\(parts.joined(separator: "; ")))")
    }

    struct SchemaObject: Equatable {
        var type: String
        var name: String
        var table: String
        var sql: String?
    }

    private static func schema(_ db: Database) throws -> [SchemaObject] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").map { row in
            SchemaObject(type: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1), table: try row.decode(atIndex: 2), sql: try row.decode(atIndex: 3))
        }
    }

    /// The schema a fresh store has after the migrations up to `last` (none when `nil`).
    private static func expectedSchema(upTo last: String?, migrator: DatabaseMigrator) throws -> [SchemaObject] {
        let queue = try DatabaseQueue()
        if let last { try migrator.migrate(queue, upTo: last) } else { try migrator.migrate(queue, upTo: migrator.migrations.first ?? "") }
        let objects = try queue.read(schema)
        return last == nil ? objects.filter { $0.name == "grdb_migrations" } : objects
    }

    /// A date as Hail writes it (GRDB's "yyyy-MM-dd HH:mm:ss.SSS").
    static let datePattern = "[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-6][0-9].[0-9][0-9][0-9]"

    /// The rows that do not grow with use, read as Hail reads them every time: the revision is
    /// there, and the profile, its saved places, payment methods and vocabulary decode, none
    /// pointing to a profile that is not there.
    private static func checkFixedRows(_ db: Database) throws {
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM storeRevision WHERE id = 1") == 1 else {
            throw StoreRows.Damage(description: "its revision counter is missing")
        }
        try eachRow(db, "SELECT * FROM profile") { row in
            _ = try row.decode(String.self, forColumn: "name")
            _ = try StoreRows.profileFields(row)
        }
        try eachRow(db, "SELECT * FROM savedPlace") { row in
            _ = try StoreRows.savedPlace(row)
        }
        try eachRow(db, "SELECT * FROM paymentMethod") { row in
            _ = try StoreRows.paymentMethod(row)
        }
        try eachRow(db, "SELECT * FROM vocabularyTerm") { row in
            _ = try StoreRows.vocabularyTerm(row)
        }
        for table in ["savedPlace", "paymentMethod", "vocabularyTerm"] {
            if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM pragma_foreign_key_check(?))", arguments: [table]) == true {
                throw StoreRows.Damage(description: "a row of \(table) points to a row that is not there")
            }
        }
    }

    /// Every donation decoded, and every ride unless the caller reads them anyway: a store from
    /// before the checksums, on its one open before the migration that adds them.
    private static func checkEveryRideAndDonation(_ db: Database, readingRides: Bool) throws {
        try eachRow(db, "SELECT * FROM donation") { row in
            _ = try StoreRows.donation(row)
        }
        if !readingRides { _ = try RideStore.allRides(db) }
    }

    /// Every status history row (six or so a ride, which `hail` itself never reads back), checked
    /// in SQL at SQLite's speed: Hail's date format and known kinds, and the ride each belongs to
    /// there (a ride deleted by another program, foreign keys off, leaves its history behind).
    private static func checkStatusEvents(_ db: Database) throws {
        // NB: one pass over the table for both.
        guard let row = try Row.fetchOne(db, sql: """
            SELECT id, unreadable FROM (
                SELECT id, rideId, (typeof(at) != 'text' OR at NOT GLOB '\(datePattern)' OR kind NOT IN ('phase', 'change')
                    OR typeof(name) != 'text') AS unreadable
                FROM rideStatusEvent
            ) e
            WHERE unreadable OR NOT EXISTS (SELECT 1 FROM ride WHERE id = e.rideId)
            LIMIT 1
            """) else { return }
        let id: Int64 = try row.decode(atIndex: 0)
        let unreadable: Bool = try row.decode(atIndex: 1)
        throw StoreRows.Damage(description: unreadable ? "status history row \(id) cannot be read" : "a row of rideStatusEvent points to a row that is not there")
    }
}

/// Reads every row `sql` selects, one at a time.
private func eachRow(_ db: Database, _ sql: String, _ body: (Row) throws -> Void) throws {
    let rows = try Row.fetchCursor(db, sql: sql)
    while let row = try rows.next() { try body(row) }
}

/// The rides as of one revision of the store.
struct RidesSnapshot {
    var revision: Int
    var records: [BookedRideRecord]
}

/// How an open checked a store file.
public enum StoreOpenCheck: Sendable, Equatable {
    /// Every check, those whose cost grows with the store included.
    case full
    /// The file was as its seal recorded (`StoreSeal`): the integrity check, status history and
    /// checksum pass were skipped; the schema, version and fixed rows were checked.
    case sealed
}
