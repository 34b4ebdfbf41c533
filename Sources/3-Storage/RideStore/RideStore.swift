import Foundation
import GRDB

/// Hail's persistent store: rides and their status history, the profile, user vocabulary and
/// reservation donations, in SQLite through GRDB.
///
/// A file store runs in WAL mode with a busy timeout, so two Hails can share it: every write is
/// one short IMMEDIATE transaction, and reads see what the other has committed. Opening checks
/// the file first (see `StoreCheck`: an SQLite header, a clean integrity check, the schema Hail made
/// with a version this Hail knows, every row readable, rides and donations read again only when
/// their checksum shows a change) and leaves a file that fails untouched. With `seals`, a file
/// exactly as Hail last checked or cleanly closed it skips the checks that grow with the store
/// (`StoreSeal`).
public final class RideStore {
    /// Where the data lives.
    public let location: StoreLocation
    let writer: any DatabaseWriter
    /// Why nothing can be written, when the store was opened read-only (asked for, or a file or
    /// folder that cannot be written).
    public let readOnlyReason: String?
    /// The failures to write not yet told (see `takeFailures()`).
    var pendingFailures: [StoreError] = []
    /// How many writes failed since the store opened: a process that lost any should exit non-zero.
    public private(set) var failedWriteCount = 0
    /// The rides as last read, with the revision they were read at.
    var ridesCache: RidesSnapshot?
    /// The store's revision as of the rides `ridesToRestore` last handed out, moved on by this
    /// store's own ride changes; `nil` before the first.
    var restoredRevision: Int?
    /// A store in memory's revision, kept here: no other process can write to it, so asking
    /// SQLite on every turn would only say what this one did.
    var memoryRevision: Int?
    /// How the open checked the file (`nil` for a store in memory or a new file).
    public private(set) var openCheck: StoreOpenCheck?
    /// Whether the file is sealed as the open found it (see `StoreSeal`).
    public private(set) var isSealed = false
    /// Where seals are kept, when this store may be sealed.
    let seals: StoreSeals?
    /// What a clean close may seal: the file as checked (still so, with no `-wal` beside it, as
    /// the pool opened), and the writer's `data_version` just after (it moves when any other
    /// connection commits), so that every later change is this store's or shows there.
    var closeSealBase: (state: StoreSeal, dataVersion: Int)?
    /// Whether `close()` was called (a store in memory then keeps its connection to itself).
    private var isClosed = false
    /// How long a write waits for another process's transaction before giving up.
    public static let busyTimeout: TimeInterval = 5

    /// How a process means to use a store.
    public enum Access: Sendable {
        /// Read and write (the REPL, `--jsonl`): created when it does not exist.
        case readWrite
        /// Read only (`hail donations`): nothing is created or written, not even `-wal` or `-shm`
        /// files; a store that does not exist reads as empty.
        case readOnly
    }

    /// Opens (creating if need be) the store at `location` and brings its schema up to date.
    /// A file that is there but cannot be written opens read-only: every write then fails with a
    /// `StoreError` saying so.
    /// - Parameter readingRides: whether to read every ride while the file is examined, before
    ///   anything is written: a session needs them all at once, and a ride that cannot be read
    ///   then refuses the store untouched. Without it, rides are read by `rides()` when asked.
    /// - Parameter seals: where the file's seal is kept (`StoreSeal`): a file as its seal recorded
    ///   skips the checks whose cost grows with the store; one that passes the full check, or that
    ///   this store closes after writing it alone, is sealed. `nil` checks in full every time.
    /// - Parameter fullCheck: whether to run every check even when the seal matches.
    /// - Throws: `StoreError` saying what is wrong with the file: damaged, unreadable, from a
    ///   newer Hail, or not a Hail store.
    public convenience init(location: StoreLocation, access: Access = .readWrite, readingRides: Bool = true, seals: StoreSeals? = nil, fullCheck: Bool = false) throws(StoreError) {
        try self.init(location: location, access: access, readingRides: readingRides, seals: seals, fullCheck: fullCheck, disk: .system)
    }

    /// Opens the store as the public initializer does, with `disk` saying how much room is left
    /// (a test's full disk).
    init(location: StoreLocation, access: Access, readingRides: Bool, seals: StoreSeals?, fullCheck: Bool, disk: DiskSpace) throws(StoreError) {
        self.location = location
        self.seals = seals
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "hail"
        RowChecksum.register(in: &configuration)
        guard case .file(let url) = location else {
            writer = try Self.migratedMemoryStore(configuration)
            readOnlyReason = access == .readOnly ? "it was opened read-only" : nil
            memoryRevision = 0
            return
        }
        if access == .readWrite { try StoreFile.prepare(url, disk: disk) }
        guard FileManager.default.fileExists(atPath: url.path) else {
            writer = try Self.migratedMemoryStore(configuration)
            readOnlyReason = "it was opened read-only"
            return
        }
        let passed = try StoreFile.check(url, migrator: StoreSchema.migrator, readingRides: readingRides, seals: seals, full: fullCheck)
        ridesCache = passed?.rides
        openCheck = passed?.check
        isSealed = passed?.checkedState != nil
        let unwritable = access == .readWrite ? StoreFile.whyUnwritable(url, disk: disk) : "it was opened read-only"
        if let unwritable {
            readOnlyReason = unwritable
            guard passed != nil else {
                if access == .readOnly {
                    writer = try Self.migratedMemoryStore(configuration)
                    return
                }
                throw StoreError(.unreadable, "hail: cannot set up the new store \(url.path): \(unwritable).")
            }
            do {
                writer = try StoreFile.readOnlyQueue(url, immutable: !FileManager.default.fileExists(atPath: url.path + "-wal"))
            } catch {
                throw StoreFile.openError(error, url: url)
            }
            if unwritable == StoreFile.diskFull {
                // NB: told at once (after the first turn), not only when a change is refused: the
                // rider learns before booking that nothing will be kept. Not a failed write.
                pendingFailures.append(StoreError(.failedAccess, "hail: the disk holding the store \(url.path) is full: Hail opened it to read only, and will save no change (no booking, cancellation or feedback) until there is room."))
            }
            return
        }
        readOnlyReason = nil
        // NB: the file still as checked, and no other connection's -wal beside it, just before the
        // pool opens: what a close may seal (see `closeSealBase`).
        let unchanged = passed?.checkedState.flatMap { checked in
            StoreSeal.current(url, path: checked.path).flatMap { $0.stat == checked.stat && $0.header == checked.header ? checked : nil }
        }
        do {
            writer = try DatabasePool(path: url.path, configuration: configuration)
        } catch {
            throw StoreFile.openError(error, url: url)
        }
        StoreFile.restrictPermissions(of: url)
        closeSealBase = unchanged.flatMap { checked in (try? Self.dataVersion(writer)).map { (checked, $0) } }
        do {
            try Self.migrate(writer)
        } catch {
            throw StoreError(.failedAccess, "hail: could not set up the store \(url.path): \(Self.describe(error))")
        }
        StoreFile.restrictPermissions(of: url)
        if passed?.hasUnsealedRows == true {
            // NB: rows another program wrote (or a store from before the checksums) read again and
            // sealed, in one transaction, so the next open need not read them; should this fail
            // (another process holding the lock), they are only read again next time.
            _ = try? writer.write { db in try RowChecksum.checkUnsealed(db, sealing: true) }
        }
    }

    /// Closes the store: SQLite checkpoints and removes its -wal and -shm files. Hail calls it as it
    /// leaves, since a thread that waits for a terminating signal keeps the session (and so the
    /// store) alive until the process ends. A store that cannot close stays as SQLite left it,
    /// consistent either way.
    public func close() {
        isClosed = true
        // NB: GRDB's pool closes its writer before its readers, and a read-only connection closing
        // last cannot remove the -wal file: the readers are closed first (releaseMemory), so the
        // writer is the last connection and SQLite checkpoints and removes -wal and -shm.
        let othersCommitted = closeSealBase.map { base in (try? Self.dataVersion(writer)) != base.dataVersion } ?? true
        (writer as? DatabasePool)?.releaseMemory()
        do {
            try writer.close()
        } catch {
            return
        }
        if !othersCommitted, let seals, let base = closeSealBase { Self.sealAfterClose(base.state, seals: seals) }
        closeSealBase = nil
    }

    /// Brings the schema up to date, safe when other processes do so on the same file at once.
    // NB: GRDB reads which migrations were applied, then runs each in its own IMMEDIATE transaction:
    // another Hail creating the same store may apply one in between, and ours then fails ("table ride
    // already exists") and rolls back whole. It is read again and taken from there: each migration
    // runs once, in whichever process gets the write lock first (ConcurrentCreationTests, 40 at once:
    // 2 of 40 processes failed before, in the issue's trial).
    static func migrate(_ writer: any DatabaseWriter) throws {
        var attempt = 0
        while true {
            attempt += 1
            do {
                try StoreSchema.migrator.migrate(writer)
                return
            } catch let error as DatabaseError where error.resultCode.primaryResultCode == .SQLITE_ERROR && attempt < 10 {
                if try writer.read(StoreSchema.migrator.hasCompletedMigrations) { return }
            }
        }
    }

    /// The writer connection's `PRAGMA data_version`.
    private static func dataVersion(_ writer: any DatabaseWriter) throws -> Int {
        try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? -1 }
    }

    /// Seals the file this store wrote alone and closed cleanly (no `-wal` or `-journal` left):
    /// once its change time is older than the seal's margin (a wait of at most that), if it did
    /// not change meanwhile.
    private static func sealAfterClose(_ checked: StoreSeal, seals: StoreSeals) {
        let url = URL(fileURLWithPath: checked.path)
        guard let closed = StoreSeal.current(url, path: checked.path) else { return }
        let wait = closed.stat.changed + closed.requiredMargin + 1_000_000 - FileStat.now()
        guard wait <= 2 * StoreSeal.margin else { return }
        if wait > 0 { usleep(UInt32(wait / 1_000)) }
        guard let settled = StoreSeal.current(url, path: checked.path), settled.stat == closed.stat,
              settled.header == closed.header, settled.isSettled else { return }
        seals.record(settled)
    }

    /// A store in memory with the schema up to date: a copy of `memoryTemplate`.
    /// A connection kept by an earlier store in memory (`MemoryStorePool`), or a new one.
    private static func migratedMemoryStore(_ configuration: Configuration) throws(StoreError) -> DatabaseQueue {
        if let kept = MemoryStorePool.shared.take() { return kept }
        let template = try memoryTemplate.get()
        do {
            let queue = try DatabaseQueue(configuration: configuration)
            try template.queue.backup(to: queue)
            return queue
        } catch {
            throw StoreError(.failedAccess, "hail: could not create an in-memory store: \(describe(error))")
        }
    }

    /// An empty store in memory, migrated once per process, and its rows: each new store in
    /// memory (a transcript's, `--ephemeral`, a fuzz input's session) starts as a copy of its
    /// pages, far cheaper than running the migrations again (their SQL parsed, GRDB's checks
    /// around each); one whose connection is kept is emptied back to those rows.
    private static let memoryTemplate: Result<(queue: DatabaseQueue, blank: MemoryStoreBlank), StoreError> = {
        do {
            let queue = try DatabaseQueue()
            try StoreSchema.migrator.migrate(queue)
            return .success((queue, try queue.read(MemoryStoreBlank.read)))
        } catch {
            return .failure(StoreError(.failedAccess, "hail: could not create an in-memory store: \(describe(error))"))
        }
    }()

    deinit {
        // A store in memory that was not closed hands its connection on to the next one.
        guard case .inMemory = location, !isClosed, let queue = writer as? DatabaseQueue, case .success(let template) = Self.memoryTemplate else { return }
        MemoryStorePool.shared.giveBack(queue, blank: template.blank)
    }

    /// Runs `body` in one IMMEDIATE transaction: it takes the write lock at once (waiting up to the
    /// busy timeout), so no other process's write can slip between its reads and writes. SQLite
    /// failures become a `StoreError` (counted, and kept for `takeFailures()`); errors `body`
    /// throws itself pass through.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            if let readOnlyReason { throw StoreError(.failedAccess, "hail: cannot write to the store \(location.displayName): \(readOnlyReason).") }
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
            throw failed(StoreError(.failedAccess, "hail: could not write to the store \(location.displayName): \(Self.describeWriteFailure(error))."))
        } catch let damage as StoreRows.Damage {
            throw failed(StoreError(.corrupt, "hail: could not write to the store \(location.displayName): it is damaged: \(damage)."))
        } catch let error as StoreError {
            throw failed(error)
        }
    }

    /// Copies the store, as it stands, into a new SQLite file at `url` (a backup, a benchmark's store).
    public func copy(to url: URL) throws(StoreError) {
        do {
            let destination = try DatabaseQueue(path: url.path)
            try writer.backup(to: destination)
        } catch {
            throw StoreError(.failedAccess, "hail: could not copy the store \(location.displayName) to \(url.path): \(Self.describe(error))")
        }
    }

    /// Counts a failed write and keeps it to be told.
    private func failed(_ error: StoreError) -> StoreError {
        failedWriteCount += 1
        pendingFailures.append(error)
        return error
    }

    /// `failure`, the last one kept, told as what it cost the rider ("the booking was not saved").
    func relabeled(_ failure: StoreError, as subject: String) -> StoreError {
        let reason = failure.description.hasPrefix("hail: ") ? String(failure.description.dropFirst(6)) : failure.description
        let told = StoreError(failure.kind, "hail: \(subject): \(reason)")
        if let last = pendingFailures.indices.last, pendingFailures[last] == failure { pendingFailures[last] = told }
        return told
    }

    /// Why a write failed, in words: a full disk, a read-only file, a lock held too long.
    static func describeWriteFailure(_ error: DatabaseError) -> String {
        switch error.resultCode.primaryResultCode {
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN: "the file or its folder cannot be written"
        case .SQLITE_BUSY, .SQLITE_LOCKED: "another process held it locked for \(Int(busyTimeout)) seconds"
        default: describe(error)
        }
    }

    /// Runs `body` on a consistent snapshot of the store.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            // NB: a store in memory is read without GRDB's read-only guard: its `PRAGMA query_only`
            // on and off around each read expires every prepared statement of the connection, so
            // each was parsed again at its next use (callgrind, hail replay: 4,166 statements
            // prepared again, a quarter of the replay). No other connection can write to a store
            // in memory, and every `body` here only reads.
            if case .inMemory = location, let queue = writer as? DatabaseQueue { return try queue.unsafeRead(body) }
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
    /// The failures to write since last asked, once each: the session tells the rider what was
    /// not saved.
    public func takeFailures() -> [StoreError] {
        defer { pendingFailures = [] }
        return pendingFailures
    }
}
