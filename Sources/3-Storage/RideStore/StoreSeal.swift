import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Hail recorded of a store file it had checked (or closed after writing it alone), as git's
/// index records a file's stat data: the file's device and inode, size, modification and change
/// times in nanoseconds, and its 100-byte SQLite header (change counter, page count, schema
/// cookie). An open that finds the file exactly so, with no `-wal` or `-journal` beside it, skips
/// the checks whose cost grows with the store (`StoreCheck`'s integrity check, history and
/// checksum passes).
///
/// The change time cannot be set by a program: bytes written behind SQLite's back, an edit in the
/// `sqlite3` shell, a copy or `touch` all move it. A change within one clock tick of the moment the
/// seal describes could keep it, so a seal is trusted only when the file had last changed well
/// before its stat data was taken (`margin`), as git treats an entry as "racily clean".
struct StoreSeal: Codable, Equatable {
    /// The seal file's format.
    var format = 1
    /// The store's real path (the seal file's name is a hash of it).
    var path: String
    var stat: FileStat
    /// The SQLite header, in hexadecimal.
    var header: String
    /// When the stat data was taken (nanoseconds since 1970, the real-time clock).
    var takenAt: Int64

    /// How long before `takenAt` the file must have last changed: two clock ticks of the kernel's
    /// timestamps (1–10 ms a tick), so any later change shows in the change time.
    static let margin: Int64 = 20_000_000
    /// The margin on a file system that keeps whole seconds (no nanoseconds in either time).
    static let coarseMargin: Int64 = 2_000_000_000

    /// How long before `takenAt` this file must have last changed.
    var requiredMargin: Int64 {
        stat.changed % 1_000_000_000 == 0 && stat.modified % 1_000_000_000 == 0 ? Self.coarseMargin : Self.margin
    }

    /// Whether the file's last change is far enough before `takenAt` for the seal to be trusted.
    var isSettled: Bool { stat.changed < takenAt - requiredMargin }
}

/// A file's identity and stat data, as `stat(2)` gives them.
struct FileStat: Codable, Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    /// Modification time, nanoseconds since 1970.
    var modified: Int64
    /// Status change time, nanoseconds since 1970.
    var changed: Int64

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stat data of `path`, or `nil` when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }

    /// Now on the real-time clock, in nanoseconds since 1970.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// The folder where Hail keeps its store seals, one small file per store: out of the store's own
/// folder, so a read-only open leaves nothing beside the store. A seal that cannot be read or
/// written is no seal (the next open checks the store in full), never an error.
public struct StoreSeals: Sendable, Equatable {
    /// The folder.
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// `$XDG_STATE_HOME/hail/store-seals`, or `~/.local/state/hail/store-seals` when
    /// `XDG_STATE_HOME` is unset or not an absolute path.
    public static func standard(environment: [String: String], home: URL, folder: String = "hail") -> StoreSeals {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? home.appendingPathComponent(".local/state")
        return StoreSeals(folder: base.appendingPathComponent(folder).appendingPathComponent("store-seals"))
    }

    /// The store file's real path (symbolic links resolved), which names its seal.
    static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return url.standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The seal file of the store at real path `path`: a hash of the path names it.
    func file(for path: String) -> URL {
        var hasher = RowHasher()
        let bytes = Array(path.utf8)
        bytes.withUnsafeBytes { hasher.mix(bytes: $0.baseAddress, count: $0.count) }
        return folder.appendingPathComponent("store-\(String(hasher.state, radix: 16)).seal")
    }

    /// The seal recorded for the store at `path`, if one can be read.
    func seal(for path: String) -> StoreSeal? {
        guard let data = try? Data(contentsOf: file(for: path)),
              let seal = try? JSONDecoder().decode(StoreSeal.self, from: data),
              seal.format == 1, seal.path == path else { return nil }
        return seal
    }

    /// Records `seal` (a temporary file renamed over the old one, so a reader never sees half of
    /// it); a failure leaves no seal, and the next open checks in full.
    func record(_ seal: StoreSeal) {
        let target = file(for: seal.path)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard FileManager.default.createFile(atPath: temporary.path, contents: try JSONEncoder().encode(seal), attributes: [.posixPermissions: 0o600]) else { return }
            guard rename(temporary.path, target.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Removes the seal of the store at `path` (a check that failed, a forced check).
    func remove(for path: String) {
        try? FileManager.default.removeItem(at: file(for: path))
    }
}

extension StoreSeal {
    /// What `url` is now, if it can be read and nothing lies beside it (`-wal`, `-journal`): a
    /// file another connection has open, or a transaction a crash left, is never sealed.
    static func current(_ url: URL, path: String) -> StoreSeal? {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: url.path + "-wal"), !manager.fileExists(atPath: url.path + "-journal") else { return nil }
        let takenAt = FileStat.now()
        guard let stat = FileStat(path: url.path), let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 100), header.count == 100 else { return nil }
        guard let after = FileStat(path: url.path), after == stat else { return nil }
        return StoreSeal(path: path, stat: stat, header: header.map { String(format: "%02x", $0) }.joined(), takenAt: takenAt)
    }

    /// Whether `self`, the file as it is now, is the file `recorded` describes.
    func matches(_ recorded: StoreSeal) -> Bool {
        recorded.isSettled && path == recorded.path && stat == recorded.stat && header == recorded.header
    }
}
