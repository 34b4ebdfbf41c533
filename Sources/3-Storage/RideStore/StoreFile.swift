import Foundation
import GRDB

/// The checks and permissions around a store file: its folder and the file are created readable
/// by their owner only, and a file is examined read-only before Hail writes to it.
enum StoreFile {
    static let header = Array("SQLite format 3\u{0}".utf8)

    /// Creates the folder (0700) and an empty file (0600) when they do not exist yet.
    static func prepare(_ url: URL, disk: DiskSpace = .system) throws(StoreError) {
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
        // NB: nothing is created on a full disk: SQLite could not set the store up, and an empty
        // file would be left behind.
        if disk.isFull(around: url) {
            throw StoreError(.unreadable, "hail: cannot create the store \(url.path): the disk is full. Free some space, or pass --store with a path on another disk (or --ephemeral).")
        }
        // NB: created with O_EXCL, never replaced: FileManager.createFile writes a temporary file and
        // renames it over the path, so a Hail creating the store at the same moment as another
        // swapped an empty file in under the other's open connection ("disk I/O error", "not an
        // SQLite database"; ConcurrentCreationTests). A file another Hail created first is used as it is.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return
        }
        if errno == EEXIST { return }
        throw StoreError(.unreadable, "hail: cannot create the store \(url.path): permission denied, or the folder is read-only.")
    }

    static let leftAlone = "Hail left it untouched; move it away (or pass --store with another path, or --ephemeral) to start afresh."
    static let leftForNewerHail = "Hail left it untouched; update Hail to use it, or pass --store with another path (or --ephemeral)."

    /// Examines an existing file without changing it (see `StoreCheck`); what it holds when it
    /// passed, `nil` when it is a new store (empty, or no tables yet).
    ///
    /// While no `-wal` file lies beside it, no Hail has it open, so it is read as an immutable file:
    /// SQLite then creates no `-wal` or `-shm` file and takes no lock. Should another Hail open it
    /// meanwhile, the file or its `-wal` changes and the check runs again, through SQLite's locks.
    ///
    /// With `seals`, a file exactly as its seal recorded skips the checks that grow with the store
    /// (unless `full`), and a file that passed the full check is sealed when it settled before the
    /// check began and did not change during it.
    static func check(_ url: URL, migrator: DatabaseMigrator, readingRides: Bool, seals: StoreSeals? = nil, full: Bool = false) throws(StoreError) -> StoreCheck.Passed? {
        guard FileManager.default.isReadableFile(atPath: url.path), let handle = FileHandle(forReadingAtPath: url.path) else {
            throw StoreError(.unreadable, "hail: cannot read the store \(url.path): permission denied. \(leftAlone)")
        }
        let start: Data
        do {
            start = try handle.read(upToCount: 100) ?? Data()
            try handle.close()
        } catch {
            throw StoreError(.unreadable, "hail: cannot read the store \(url.path): \(error.localizedDescription). \(leftAlone)")
        }
        if start.isEmpty { return nil }
        guard start.count == 100, Array(start.prefix(header.count)) == header else {
            throw StoreError(.corrupt, "hail: the store \(url.path) is not an SQLite database (its header is wrong); it may be damaged. \(leftAlone)")
        }
        let path = StoreSeals.realPath(url)
        var attempt = 0
        while true {
            attempt += 1
            let before = FileState(url)
            // NB: the file as it is before the check (nil with a -wal or -journal beside it); a seal
            // recorded from it is trusted only if it settled before this moment.
            let state = seals.flatMap { _ in StoreSeal.current(url, path: path) }
            let trusted = !full && state.flatMap { state in seals?.seal(for: path).map(state.matches) } == true
            var outcome: Result<StoreCheck.Passed?, StoreError>
            do {
                let queue = try readOnlyQueue(url, immutable: !before.hasWriteAheadLog)
                // NB: the check reads the rides, their history and donations in several passes: a
                // page cache up to 64 MiB (the default is 2) keeps the later passes off the disk.
                try queue.inDatabase { db in try db.execute(sql: "PRAGMA cache_size = -65536") }
                outcome = .success(try queue.read { db in try StoreCheck.run(db, migrator: migrator, readingRides: readingRides, linear: !trusted) })
            } catch let failure as StoreCheck.Failure {
                outcome = .failure(StoreError(failure.kind, "hail: the store \(url.path) \(failure.reason). \(failure.kind == .newerVersion ? leftForNewerHail : leftAlone)"))
            } catch {
                outcome = .failure(openError(error, url: url))
            }
            // NB: an immutable read is only good if no Hail wrote the file while it ran.
            if before.hasWriteAheadLog || FileState(url) == before || attempt >= 3 {
                if let seals {
                    outcome = outcome.map { passed in
                        passed.map { passed in
                            var passed = passed
                            passed.checkedState = seal(state, after: trusted ? nil : seals, path: path, url: url)
                            return passed
                        }
                    }
                    if case .failure = outcome { seals.remove(for: path) }
                }
                return try outcome.get()
            }
        }
    }

    /// `state`, the file as it was before a check that passed, if it settled before then and is
    /// still so (nothing beside it, the same stat data and header): recorded in `seals` when given.
    private static func seal(_ state: StoreSeal?, after seals: StoreSeals?, path: String, url: URL) -> StoreSeal? {
        guard let state, state.isSettled, let now = StoreSeal.current(url, path: path),
              now.stat == state.stat, now.header == state.header else { return nil }
        seals?.record(state)
        return state
    }

    /// A read-only connection to `url`; an immutable one creates no file and takes no lock.
    static func readOnlyQueue(_ url: URL, immutable: Bool) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(RideStore.busyTimeout)
        configuration.label = "hail"
        RowChecksum.register(in: &configuration)
        guard immutable else { return try DatabaseQueue(path: url.path, configuration: configuration) }
        let path = url.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? url.path
        return try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
    }

    /// A file's size, change time and inode, and whether a `-wal` file lies beside it.
    struct FileState: Equatable {
        var attributes: [String]
        var hasWriteAheadLog: Bool

        init(_ url: URL) {
            let found = (try? FileManager.default.attributesOfItem(atPath: url.path)) ?? [:]
            attributes = [FileAttributeKey.size, .modificationDate, .systemFileNumber].map { "\(found[$0] ?? "")" }
            hasWriteAheadLog = FileManager.default.fileExists(atPath: url.path + "-wal")
        }
    }

    /// A clear error for an SQLite failure while opening `url`.
    static func openError(_ error: any Error, url: URL) -> StoreError {
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

    /// Why `url` cannot be written, or `nil` when it can: the file, and its folder (where SQLite
    /// creates the `-wal` and `-shm` files) unless both are there and writable.
    static func whyUnwritable(_ url: URL, disk: DiskSpace = .system) -> String? {
        if access(url.path, W_OK) != 0 { return "the file is read-only" }
        let companions = ["-wal", "-shm"].map { url.path + $0 }
        if !companions.allSatisfy({ access($0, W_OK) == 0 }), access(url.deletingLastPathComponent().path, W_OK) != 0 {
            return "its folder is read-only"
        }
        // NB: on a full disk SQLite creates empty -wal and -shm files, fails with "disk I/O error"
        // and leaves them behind: the store opens to read instead, creating nothing.
        if disk.isFull(around: url) { return diskFull }
        return nil
    }

    /// Why a store on a full disk cannot be written.
    static let diskFull = "the disk is full"

    /// Makes the file and its WAL companions readable and writable by their owner only.
    static func restrictPermissions(of url: URL) {
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            // NB: only when they differ: a chmod moves the file's change time, which breaks its seal.
            if let mode = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber,
               mode.intValue & 0o777 != 0o600 {
                try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            }
        }
    }
}
