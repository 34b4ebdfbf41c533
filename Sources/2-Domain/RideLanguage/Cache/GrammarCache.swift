#if canImport(Foundation)
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import PhraseGrammar
import RideIntents

/// Compiled ride grammars kept on disk between runs, so Hail loads its grammar without parsing and
/// determinising the sources again. One file per grammar directory, named after the directory's
/// path, holds the grammar compiled from one version of its files: a fingerprint of every path and
/// byte read, and of the build of Hail that compiled it. Anything else (an edit, another build, a
/// damaged file) is a miss: the grammar is compiled from source and the file replaced. Files are
/// written whole (a temporary file renamed over the old one), readable by their owner only.
///
///     let grammar = try RideGrammar.load(directory: url, cache: GrammarCache.standard())
public struct GrammarCache: Sendable {
    /// Where the cache files go.
    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/hail`, else `~/.cache/hail`; nil when neither can be worked out.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> GrammarCache? {
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return GrammarCache(folder: URL(fileURLWithPath: base).appendingPathComponent("hail"))
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return GrammarCache(folder: URL(fileURLWithPath: home).appendingPathComponent(".cache/hail"))
    }

    /// What a load through the cache did.
    public enum Outcome: Equatable, Sendable {
        /// The grammar was read from this cache file.
        case read(path: String)
        /// The grammar was compiled from source, for this reason ("the grammar changed"), and
        /// saved to `path` (nil when it could not be saved; `reason` then says why too).
        case compiled(reason: String, savedTo: String?)
    }

    /// Written at the start of every cache file's fingerprint: a new layout never reads an old one.
    static let format = "hail-grammar-cache 1"

    /// The cache file for the grammar in `directory`.
    public func file(for directory: URL) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in directory.standardizedFileURL.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return folder.appendingPathComponent("grammar-" + String(repeating: "0", count: 16 - digits.count) + digits + ".hailgrammar")
    }

    /// Loads the grammar of `directory`: from its cache file when that holds these very sources,
    /// else compiled and saved. Cache trouble is never an error: it costs a compile.
    func load(directory: URL) throws(GrammarLoadError) -> RideGrammar {
        let contents = try GrammarDirectoryContents.read(directory: directory)
        let file = file(for: directory)
        guard let build = Self.buildIdentity else {
            var grammar = try contents.compile()
            grammar.cacheOutcome = .compiled(reason: "the running program cannot be identified", savedTo: nil)
            return grammar
        }
        let fingerprint = contents.fingerprint(salt: Self.format + "\n" + build)
        let reason: String
        switch Self.read(file, fingerprint: fingerprint) {
        case .success(var grammar):
            grammar.cacheOutcome = .read(path: file.path)
            return grammar
        case .failure(let why):
            reason = why.description
        }
        var grammar = try contents.compile()
        do {
            try write(grammar, fingerprint: fingerprint, to: file)
            grammar.cacheOutcome = .compiled(reason: reason, savedTo: file.path)
        } catch {
            grammar.cacheOutcome = .compiled(reason: "\(reason); not saved: \(error.description)", savedTo: nil)
        }
        return grammar
    }

    // MARK: - Reading

    private static func read(_ file: URL, fingerprint: String) -> Result<RideGrammar, GrammarArchiveError> {
        guard let bytes = Self.bytes(ofFile: file.path) else {
            return .failure(GrammarArchiveError("no compiled grammar was saved yet"))
        }
        do throws(GrammarArchiveError) {
            var reader = try GrammarArchiveReader(bytes)
            guard try reader.readString() == fingerprint else {
                throw GrammarArchiveError("the grammar (or Hail) changed since it was saved")
            }
            let compiled = try CompiledGrammar(from: &reader)
            var examples: [IntentKind: [String]] = [:]
            for _ in 0..<(try reader.readCount()) {
                guard let kind = IntentKind(rawValue: try reader.readString()) else { throw GrammarArchiveError("the archive names an unknown intent") }
                examples[kind] = try reader.readStrings()
            }
            let sources = try reader.readStrings()
            guard reader.isAtEnd else { throw GrammarArchiveError("the archive has bytes after its end") }
            return .success(RideGrammar(compiled: compiled, intentExamples: examples, sources: sources))
        } catch {
            return .failure(error)
        }
    }

    /// The whole file at `path`, nil when it cannot be read.
    // NB: read straight into the array the archive reader takes: `Data` and then a copy of it
    // held both at once, 0.75 MiB twice, in a cold `hail parse` whose peak memory is budgeted.
    private static func bytes(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return bytes
    }

    // MARK: - Writing

    /// Why a cache file could not be written.
    struct WriteFailure: Error {
        var description: String
    }

    private func write(_ grammar: RideGrammar, fingerprint: String, to file: URL) throws(WriteFailure) {
        var writer = GrammarArchiveWriter()
        writer.write(fingerprint)
        grammar.compiled.write(to: &writer)
        let examples = grammar.intentExamples.sorted { $0.key.rawValue < $1.key.rawValue }
        writer.write(examples.count)
        for (kind, texts) in examples {
            writer.write(kind.rawValue)
            writer.write(texts)
        }
        writer.write(grammar.describedSources)
        let bytes = writer.finished()

        let manager = FileManager.default
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw WriteFailure(description: "cannot create \(folder.path)")
        }
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard manager.createFile(atPath: temporary.path, contents: Data(bytes), attributes: [.posixPermissions: 0o600]) else {
            throw WriteFailure(description: "cannot write \(temporary.path)")
        }
        // NB: rename(2) replaces the old file in one step, so a reader sees the old file or the
        // new one, never half of one; FileManager's move refuses to replace.
        guard rename(temporary.path, file.path) == 0 else {
            try? manager.removeItem(at: temporary)
            throw WriteFailure(description: "cannot replace \(file.path)")
        }
    }

    // MARK: - The build

    /// The running program's path, size and modification time: a rebuilt Hail (whose compiler
    /// may compile differently) never reads what another build saved. Nil when unknown.
    static let buildIdentity: String? = {
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        #endif
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable.path),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(executable.path) \(size) \(modified.timeIntervalSince1970)"
    }()
}
