import Foundation

/// Finds the transcript files to replay.
public enum TranscriptFinder {
    /// A path given to ``files(in:)`` that does not exist.
    public struct MissingPathError: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String

        public init(path: String) {
            self.path = path
        }

        public var description: String { "no such file or directory: \(path)" }
    }

    /// Every `*.txt` file under the given folders (recursively, skipping hidden names), plus the given
    /// files as they are; sorted by path, without duplicates. Returned URLs keep the given paths' form, so a
    /// relative folder yields relative paths (`url.relativePath` is "Transcripts/booking/x.txt").
    public static func files(in paths: [URL]) throws(MissingPathError) -> [URL] {
        let fileManager = FileManager.default
        var found: [String: URL] = [:]
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                throw MissingPathError(path: path.relativePath)
            }
            guard isDirectory.boolValue else {
                found[path.relativePath] = path
                continue
            }
            for file in transcripts(under: path) { found[file.relativePath] = file }
        }
        return found.keys.sorted().compactMap { found[$0] }
    }

    private static func transcripts(under folder: URL) -> [URL] {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var files: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                files += transcripts(under: url)
            } else if name.hasSuffix(".txt") {
                files.append(url)
            }
        }
        return files
    }
}
