import Foundation
import GRDB

/// The checks and permissions around a store file: its folder and the file are created readable
/// by their owner only, and a file is examined read-only before Hail writes to it.
enum StoreFile {
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Creates the folder (0700) and an empty file (0600) when they do not exist yet.
    static func prepare(_ url: URL) throws(StoreError) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            do {
                try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError(.unreadable, "hail: cannot create the folder \(folder.path) for the store: \(error.localizedDescription)")
            }
        } else if !isDirectory.boolValue {
            throw StoreError(.unreadable, "hail: cannot use the store \(url.path): \(folder.path) is not a folder.")
        }
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw StoreError(.unreadable, "hail: cannot use the store \(url.path): it is a folder, not a file. Pass --store with a file path.")
            }
            return
        }
        guard manager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw StoreError(.unreadable, "hail: cannot create the store \(url.path): permission denied, or the folder is read-only.")
        }
    }

    /// Examines an existing file without changing it: an SQLite header, a clean quick check, a
    /// Hail schema no newer than `knownVersion`. An empty file is a new store.
    static func check(_ url: URL, knownVersion: Int, migrator: DatabaseMigrator) throws(StoreError) {
        let leftAlone = "Hail left it untouched; move it away (or pass --store with another path, or --ephemeral) to start afresh."
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw StoreError(.unreadable, "hail: cannot read the store \(url.path): permission denied. \(leftAlone)")
        }
        let start: Data
        do {
            start = try handle.read(upToCount: 100) ?? Data()
            try handle.close()
        } catch {
            throw StoreError(.unreadable, "hail: cannot read the store \(url.path): \(error.localizedDescription). \(leftAlone)")
        }
        if start.isEmpty { return }
        guard start.count == 100, Array(start.prefix(header.count)) == header else {
            throw StoreError(.corrupt, "hail: the store \(url.path) is not an SQLite database (its header is wrong); it may be damaged. \(leftAlone)")
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(RideStore.busyTimeout)
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            try queue.read { db in
                let verdict = try String.fetchAll(db, sql: "PRAGMA quick_check")
                guard verdict == ["ok"] else {
                    throw StoreError(.corrupt, "hail: the store \(url.path) is damaged (SQLite's integrity check: \(verdict.prefix(3).joined(separator: "; "))). \(leftAlone)")
                }
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                if tables.isEmpty { return }
                guard tables.contains("grdb_migrations") else {
                    throw StoreError(.foreign, "hail: \(url.path) is an SQLite database, but not a Hail store (it has tables \(tables.prefix(5).joined(separator: ", "))). \(leftAlone)")
                }
                let superseded = try migrator.hasBeenSuperseded(db)
                if version > knownVersion || superseded {
                    throw StoreError(.newerVersion, "hail: the store \(url.path) was written by a newer Hail (schema version \(version); this Hail knows up to \(knownVersion)). Update Hail, or \(leftAlone.prefix(1).lowercased())\(leftAlone.dropFirst())")
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw openError(error, url: url)
        }
    }

    /// A clear error for an SQLite failure while opening `url`.
    static func openError(_ error: any Error, url: URL) -> StoreError {
        let leftAlone = "Hail left it untouched; move it away (or pass --store with another path, or --ephemeral) to start afresh."
        if let error = error as? DatabaseError {
            switch error.resultCode.primaryResultCode {
            case .SQLITE_NOTADB, .SQLITE_CORRUPT:
                return StoreError(.corrupt, "hail: the store \(url.path) is damaged (\(error.message ?? "not a database")). \(leftAlone)")
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
                return StoreError(.unreadable, "hail: cannot open the store \(url.path) (\(error.message ?? "permission denied")).")
            case .SQLITE_BUSY, .SQLITE_LOCKED:
                return StoreError(.failedAccess, "hail: the store \(url.path) stayed locked by another process for \(Int(RideStore.busyTimeout)) seconds; try again.")
            default:
                return StoreError(.failedAccess, "hail: cannot open the store \(url.path): \(RideStore.describe(error)).")
            }
        }
        return StoreError(.failedAccess, "hail: cannot open the store \(url.path): \(error).")
    }

    /// Makes the file and its WAL companions readable and writable by their owner only.
    static func restrictPermissions(of url: URL) {
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            if FileManager.default.fileExists(atPath: path) {
                try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        }
    }
}
