import Foundation
import GRDB

/// Connections of stores in memory that have ended, emptied back to a new store's contents and
/// kept for the next store in memory (a transcript's, a fuzz input's session).
///
/// A connection kept keeps its prepared statements: SQLite neither reads the schema again nor
/// parses the store's SQL again, as it did for every new connection.
// NB: `hail replay` opens a store in memory per transcript; a new connection read the schema and
// prepared each statement again (GRDB's authorizer called on every column), a third of the whole
// replay (callgrind: 1.33G instructions for 194 transcripts, 550M in SQLite). Emptying rows
// leaves the schema as it is, so the statements cached by the connection stay valid.
final class MemoryStorePool: @unchecked Sendable {
    // NB: @unchecked Sendable because `idle` is only touched while `lock` is held, and a
    // connection taken from it belongs to one store until that store ends.
    private let lock = NSLock()
    private var idle: [DatabaseQueue] = []
    /// Connections kept at most: one per thread making stores in memory at once is enough.
    private let capacity: Int

    /// The pool every store in memory of this process shares.
    static let shared = MemoryStorePool(capacity: 2 * max(ProcessInfo.processInfo.activeProcessorCount, 1))

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A connection emptied back to `blank`, or nil when none is kept.
    func take() -> DatabaseQueue? {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast()
    }

    /// Empties `queue` back to `blank`'s rows and keeps it; a connection that cannot be emptied, or
    /// one too many, is closed instead.
    func giveBack(_ queue: DatabaseQueue, blank: MemoryStoreBlank) {
        do {
            try queue.writeWithoutTransaction { db in try blank.restore(db) }
        } catch {
            try? queue.close()
            return
        }
        lock.lock()
        let kept = idle.count < capacity
        if kept { idle.append(queue) }
        lock.unlock()
        if !kept { try? queue.close() }
    }
}

/// The rows of a new store in memory, table by table (the migrations' bookkeeping and the
/// revision counter), and how to bring a used store's rows back to them without touching its
/// schema.
struct MemoryStoreBlank: Sendable {
    struct Table: Sendable {
        var rows: [[DatabaseValue]]
        /// The statements that empty the table and put `rows` back, written once.
        var deleteSQL: String
        var insertSQL: String

        init(name: String, columns: [String], rows: [[DatabaseValue]]) {
            self.rows = rows
            let table = name.quotedDatabaseIdentifier
            deleteSQL = "DELETE FROM \(table)"
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            insertSQL = "INSERT INTO \(table) (\(columns.map(\.quotedDatabaseIdentifier).joined(separator: ", "))) VALUES (\(marks))"
        }
    }

    var tables: [Table]

    /// The rows of every table of `db` (SQLite's own tables aside, but for the autoincrement
    /// counters, `sqlite_sequence`).
    static func read(_ db: Database) throws -> MemoryStoreBlank {
        let names = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND (name NOT LIKE 'sqlite%' OR name = 'sqlite_sequence') ORDER BY rowid
            """)
        return MemoryStoreBlank(tables: try names.map { name in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(name.quotedDatabaseIdentifier)")
            let columns = rows.first.map { Array($0.columnNames) } ?? []
            return Table(name: name, columns: columns, rows: rows.map { row in row.databaseValues.map { $0 } })
        })
    }

    /// Deletes every row of `db`'s tables and puts this blank's back, in one transaction.
    func restore(_ db: Database) throws {
        try db.inTransaction {
            for table in tables {
                try db.cachedStatement(sql: table.deleteSQL).execute()
                guard !table.rows.isEmpty else { continue }
                let insert = try db.cachedStatement(sql: table.insertSQL)
                for row in table.rows { try insert.execute(arguments: StatementArguments(row)) }
            }
            return .commit
        }
    }
}
