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

    /// Told, in a sentence, when the cache file is something Hail will not read (not a regular
    /// file, or larger than any compiled grammar), before the grammar is compiled instead. By
    /// default the sentence goes to standard error, after "hail: note: ".
    public var notice: @Sendable (String) -> Void

    public init(folder: URL, notice: @escaping @Sendable (String) -> Void = GrammarCache.noteOnStandardError) {
        self.folder = folder
        self.notice = notice
    }

    /// Writes "hail: note: " and `text` as a line to standard error.
    public static let noteOnStandardError: @Sendable (String) -> Void = { text in
        FileHandle.standardError.write(Data("hail: note: \(text)\n".utf8))
    }

    /// The largest cache file read: several times any compiled grammar (the project's is under
    /// 1 MiB). A larger file is not read at all.
    public static let maximumFileSize = 64 << 20

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
    static let format = "hail-grammar-cache 2"

    /// The cache file for the grammar in `directory` with the app in `app`.
    public func file(for directory: URL, app: URL? = nil) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // NB: the app's folder is part of the name, so two apps on one grammar (the default and a
        // team's `--app`) each keep their compiled grammar rather than replacing each other's.
        let key = directory.standardizedFileURL.path + (app.map { "\u{0}" + $0.standardizedFileURL.path } ?? "")
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return folder.appendingPathComponent("grammar-" + String(repeating: "0", count: 16 - digits.count) + digits + ".hailgrammar")
    }

    /// Loads the grammar of `directory`: from its cache file when that holds these very sources,
    /// else compiled and saved. Cache trouble is never an error: it costs a compile.
    func load(directory: URL, app: URL?) throws(GrammarLoadError) -> RideGrammar {
        let contents = try GrammarDirectoryContents.read(directory: directory, app: app)
        let file = file(for: directory, app: app)
        guard let build = Self.buildIdentity else {
            var grammar = try contents.compile()
            grammar.cacheOutcome = .compiled(reason: "the running program cannot be identified", savedTo: nil)
            return grammar
        }
        let fingerprint = contents.fingerprint(salt: Self.format + "\n" + build)
        let reason: String
        switch Self.bytes(ofFile: file.path) {
        case .success(let bytes):
            switch Self.read(bytes, fingerprint: fingerprint) {
            case .success(var grammar):
                grammar.cacheOutcome = .read(path: file.path)
                return grammar
            case .failure(let why):
                reason = why.description
            }
        case .failure(.missing):
            reason = "no compiled grammar was saved yet"
        case .failure(let unusable):
            reason = unusable.description
            notice("the grammar cache \(file.path) \(unusable.description); compiling the grammar instead")
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

    private static func read(_ bytes: [UInt8], fingerprint: String) -> Result<RideGrammar, GrammarArchiveError> {
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
            let appName = try reader.readString()
            guard reader.isAtEnd else { throw GrammarArchiveError("the archive has bytes after its end") }
            return .success(RideGrammar(compiled: compiled, intentExamples: examples, appName: appName.isEmpty ? nil : appName, sources: sources))
        } catch {
            return .failure(error)
        }
    }

    /// Why a cache file was not read.
    enum UnreadableFile: Error, Equatable, CustomStringConvertible {
        /// There is no file (or it cannot be opened): the usual first run.
        case missing
        /// A FIFO, device, socket or folder stands in the file's place.
        case notRegular(kind: String)
        /// The file is larger than `maximumFileSize` (bytes).
        case oversized(bytes: Int)
        /// Reading failed part-way.
        case readFailed

        var description: String {
            switch self {
            case .missing: "does not exist"
            case .notRegular(let kind): "is not a regular file (it is \(kind))"
            case .oversized(let bytes): "is \(bytes) bytes, more than a compiled grammar can be (\(GrammarCache.maximumFileSize) bytes at most)"
            case .readFailed: "could not be read"
            }
        }
    }

    /// The whole file at `path`, when it is a regular file of at most `maximumFileSize` bytes.
    // NB: read straight into the array the archive reader takes: `Data` and then a copy of it
    // held both at once, 0.75 MiB twice, in a cold `hail parse` whose peak memory is budgeted.
    // Opened with O_NONBLOCK, so a FIFO in the file's place cannot block the open (it hung every
    // command), and its type and size are checked on the open descriptor before a byte is read
    // (a 3 GiB file was read whole first: 17 s, 3.1 GB).
    static func bytes(ofFile path: String) -> Result<[UInt8], UnreadableFile> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(.missing) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.readFailed) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO: return .failure(.notRegular(kind: "a FIFO"))
        case S_IFDIR: return .failure(.notRegular(kind: "a folder"))
        case S_IFCHR, S_IFBLK: return .failure(.notRegular(kind: "a device"))
        case S_IFSOCK: return .failure(.notRegular(kind: "a socket"))
        default: return .failure(.notRegular(kind: "not a file"))
        }
        guard status.st_size >= 0 else { return .failure(.readFailed) }
        guard status.st_size <= maximumFileSize else { return .failure(.oversized(bytes: Int(status.st_size))) }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got < 0, errno == EINTR || errno == EAGAIN { continue }
            guard got > 0 else { return .failure(.readFailed) }
            filled += got
        }
        return .success(bytes)
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
        writer.write(grammar.appName ?? "")
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
