import Foundation
import TranscriptHarness

/// Finding transcript files the way `hail replay` does: the given paths, or the checkout's
/// Transcripts/ beside the grammar.
enum TranscriptFiles {
    static func find(_ paths: [String], grammarDirectory: URL, command: String) throws -> [URL] {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let roots = paths.isEmpty
            ? [grammarDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Transcripts")]
            : paths.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
        do {
            return try TranscriptFinder.files(in: roots)
        } catch {
            throw CommandFailure("\(CurrentProgram.identity.commandName) \(command): \(error.description)")
        }
    }

    /// The path relative to the current directory when it is inside it.
    static func displayName(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
