import Foundation
import GRDB

/// Hail's persistent store: rides and their status history, the profile, user vocabulary and
/// reservation donations, in SQLite through GRDB.
///
/// A file store runs in WAL mode with a busy timeout, so two Hails can share it: every write is
/// one short IMMEDIATE transaction, and reads see what the other has committed. Opening checks
/// the file first (an SQLite header, a clean integrity check, a schema version this Hail knows)
/// and leaves a file that fails untouched.
public final class RideStore {
    /// Where the data lives.
    public let location: StoreLocation
    let writer: any DatabaseWriter
    /// The last ride change the store could not keep (see `takeFailure()`).
    var lastFailure: StoreError?
    /// How long a write waits for another process's transaction before giving up.
    public static let busyTimeout: TimeInterval = 5

    /// Opens (creating if need be) the store at `location` and brings its schema up to date.
    /// - Throws: `StoreError` saying what is wrong with the file: corrupt, unreadable, from a
    ///   newer Hail, or not a Hail store.
    public init(location: StoreLocation) throws(StoreError) {
        self.location = location
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "hail"
        switch location {
        case .inMemory:
            do {
                writer = try DatabaseQueue(configuration: configuration)
            } catch {
                throw StoreError(.failedAccess, "hail: could not create an in-memory store: \(error)")
            }
        case .file(let url):
            try StoreFile.prepare(url)
            try StoreFile.check(url, knownVersion: StoreSchema.version, migrator: StoreSchema.migrator)
            do {
                writer = try DatabasePool(path: url.path, configuration: configuration)
            } catch {
                throw StoreFile.openError(error, url: url)
            }
            StoreFile.restrictPermissions(of: url)
        }
        do {
            try StoreSchema.migrator.migrate(writer)
        } catch {
            throw StoreError(.failedAccess, "hail: could not set up the store \(location.displayName): \(error)")
        }
        if case .file(let url) = location { StoreFile.restrictPermissions(of: url) }
    }

    /// Runs `body` in one IMMEDIATE transaction: it takes the write lock at once (waiting up to the
    /// busy timeout), so no other process's write can slip between its reads and writes. SQLite
    /// failures become a `StoreError`; errors `body` throws itself pass through.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                guard let result else { throw StoreError(.failedAccess, "hail: a store transaction returned nothing") }
                return result
            }
        } catch let error as DatabaseError {
            throw StoreError(.failedAccess, "hail: could not write to the store \(location.displayName): \(Self.describe(error))")
        }
    }

    /// Runs `body` on a consistent snapshot of the store.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(.failedAccess, "hail: could not read the store \(location.displayName): \(Self.describe(error))")
        }
    }

    /// An SQLite error's message without GRDB's SQL dump (which could quote stored values).
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "\(error.message ?? "SQLite error") (code \(error.resultCode.rawValue))"
        }
        return "\(error)"
    }
}

extension StoreLocation {
    /// The path, or "in memory".
    public var displayName: String {
        switch self {
        case .file(let url): url.path
        case .inMemory: "in memory"
        }
    }
}

extension RideStore {
    /// The last failure to keep a ride change, once: the service refused the change, and the
    /// session tells the rider why.
    public func takeFailure() -> StoreError? {
        defer { lastFailure = nil }
        return lastFailure
    }
}
