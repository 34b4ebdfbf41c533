import GRDB

extension Database {
    /// Runs `sql` through the connection's statement cache, so SQLite parses it once per
    /// connection rather than on every booking, status row or profile entry written.
    func run(sql: String, arguments: StatementArguments = StatementArguments()) throws {
        try cachedStatement(sql: sql).execute(arguments: arguments)
    }
}
