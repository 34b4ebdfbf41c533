import Foundation

/// The REPL's history on disk: one entry per line, oldest first, readable and writable only by its owner.
///
/// The file is created with mode 0600 (and its folder with 0700); a file found with wider permissions is
/// tightened to 0600. Entries are appended one at a time, so a crash loses nothing.
struct HistoryFile {
    let url: URL
    /// How many entries are kept; the file is cut back when it grows to twice this.
    var limit: Int = 1000

    /// The entries, oldest first; none when the file does not exist or cannot be read.
    func load() -> [String] {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        Platform.restrictToOwner(path)
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let entries = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        if entries.count >= 2 * limit { try? rewrite(Array(entries.suffix(limit))) }
        return Array(entries.suffix(limit))
    }

    /// Adds one entry at the end of the file, creating it owner-only if needed.
    func append(_ entry: String) throws(PlatformError) {
        try createFolder()
        let descriptor = try Platform.openOwnerOnlyForAppending(url.path)
        defer { Platform.closeDescriptor(descriptor) }
        Platform.writeAll(Array((Self.flattened(entry) + "\n").utf8), to: descriptor)
    }

    /// Replaces the newest entry with `entry` (the file keeps at most `limit` entries after).
    func replaceNewest(with entry: String) throws(PlatformError) {
        var entries = load()
        guard !entries.isEmpty else { return try append(entry) }
        entries[entries.count - 1] = entry
        try rewrite(entries)
    }

    /// Replaces the file's contents with `entries`.
    func rewrite(_ entries: [String]) throws(PlatformError) {
        try createFolder()
        let temporary = url.path + ".new"
        try? FileManager.default.removeItem(atPath: temporary)
        let descriptor = try Platform.openOwnerOnlyForAppending(temporary)
        Platform.writeAll(Array(entries.map { Self.flattened($0) + "\n" }.joined().utf8), to: descriptor)
        Platform.closeDescriptor(descriptor)
        guard rename(temporary, url.path) == 0 else { throw PlatformError(path: url.path, reason: Platform.errorDescription) }
    }

    private func createFolder() throws(PlatformError) {
        let folder = url.deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw PlatformError(path: folder.path, reason: "cannot create the folder")
        }
    }

    /// An entry on one line: newlines become spaces.
    static func flattened(_ entry: String) -> String {
        String(entry.map { $0.isNewline ? " " : $0 })
    }
}
