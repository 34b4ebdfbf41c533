import Foundation

/// How much room the file system holding a store has left: a store on a full disk opens to read
/// only, and a new store is not created there (SQLite would leave empty `-wal` and `-shm` files,
/// or an empty store file, behind it and fail with "disk I/O error").
struct DiskSpace: Sendable {
    /// The bytes a process may still write in the folder at the path, or `nil` when unknown.
    var availableBytes: @Sendable (String) -> UInt64?

    /// Below this, the disk counts as full: SQLite's `-shm` file alone takes 32 KiB, and a
    /// booking writes a few pages to the `-wal` file.
    static let minimumBytes: UInt64 = 256 * 1024

    /// The file system's own word (`statvfs`: the blocks this process may use; root may use those
    /// kept back for it too).
    static let system = DiskSpace { path in
        var stats = statvfs()
        guard statvfs(path, &stats) == 0 else { return nil }
        return UInt64(geteuid() == 0 ? stats.f_bfree : stats.f_bavail) * UInt64(stats.f_frsize)
    }

    /// Whether the folder holding `url` has no room for a store's writes.
    func isFull(around url: URL) -> Bool {
        guard let available = availableBytes(url.deletingLastPathComponent().path) else { return false }
        return available < Self.minimumBytes
    }
}
