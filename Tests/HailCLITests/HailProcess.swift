import Foundation

/// Runs the built `hail` binary, as a user would, and captures what it printed.
struct HailProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The checkout this test was built from.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the `hail` under test: the folder of `$HAIL_BINARY` when set (`make test` sets it
    /// to the release build's, to test the binary users install), else the one the build put beside the
    /// test bundle.
    static var productsDirectory: URL {
        if let binary = ProcessInfo.processInfo.environment["HAIL_BINARY"], !binary.isEmpty {
            return URL(fileURLWithPath: binary).deletingLastPathComponent()
        }
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    /// Which build is under test, for failure messages: "the release build (PATH)" or "the debug build".
    static var configuration: String {
        if let binary = ProcessInfo.processInfo.environment["HAIL_BINARY"], !binary.isEmpty {
            return "the binary in HAIL_BINARY (\(binary))"
        }
        return "the test build's hail (\(productsDirectory.appendingPathComponent("hail").path))"
    }

    /// The cache folder of every run of this test process.
    static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("hail-cli-cache-\(ProcessInfo.processInfo.processIdentifier)")

    /// Writing to a `hail` that has already exited (one that refuses its options at start-up)
    /// fails with EPIPE rather than ending this test process with SIGPIPE.
    // NB: the release build exits before its input is written more often than the debug build; the
    // CLI tests against it once ended on signal 13.
    static let brokenPipesIgnored: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs `hail ARGUMENTS` in the checkout with `input` on standard input (`executable`: the
    /// built hail under another name).
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:], executable: URL? = nil) throws -> Result {
        _ = brokenPipesIgnored
        let process = Process()
        process.executableURL = executable ?? productsDirectory.appendingPathComponent("hail")
        process.arguments = arguments
        process.currentDirectoryURL = checkout
        var merged = ProcessInfo.processInfo.environment
        // NB: a store of its own for each run, so no test reads or writes the user's real store.
        merged["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("hail-cli-data-\(UUID().uuidString)").path
        // NB: and a grammar cache shared by this test run only, never the user's.
        merged["XDG_CACHE_HOME"] = cacheHome.path
        // NB: and store seals and line history of this test run only, never the user's.
        merged["XDG_STATE_HOME"] = cacheHome.appendingPathComponent("state").path
        merged.merge(environment) { $1 }
        process.environment = merged
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = DataCollector(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errorData.finish(), as: UTF8.self)
        )
    }
}

/// Reads a pipe on another thread so neither pipe fills up and blocks the child.
final class DataCollector: @unchecked Sendable {
    private let handle: FileHandle
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        self.handle = handle
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
