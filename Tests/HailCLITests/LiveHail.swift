import Foundation

/// A `hail` process kept running: lines written to it one at a time, its output read as it comes,
/// so several can be driven in step (or killed at a chosen moment).
final class LiveHail: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var printed = Data()

    /// Starts `hail ARGUMENTS` in the checkout, its standard error discarded unless `keepErrors`.
    init(_ arguments: [String], keepErrors: Bool = false) throws {
        _ = HailProcess.brokenPipesIgnored
        process.executableURL = HailProcess.productsDirectory.appendingPathComponent("hail")
        process.arguments = arguments
        process.currentDirectoryURL = HailProcess.checkout
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = HailProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = HailProcess.cacheHome.appendingPathComponent("state").path
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = keepErrors ? output : FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.withLock { printed.append(data) }
        }
        try process.run()
    }

    /// What it printed so far.
    var text: String { lock.withLock { String(decoding: printed, as: UTF8.self) } }

    /// Writes one line to its standard input.
    func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits until its output contains `text` `count` times; whether it did within `seconds`.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if self.text.components(separatedBy: text).count - 1 >= count { return true }
            if !process.isRunning { return self.text.components(separatedBy: text).count - 1 >= count }
            usleep(5_000)
        }
        return false
    }

    /// Closes its input and waits for it to exit; its exit status.
    @discardableResult
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        usleep(20_000)  // NB: the last output may still be on its way through the handler.
        output.fileHandleForReading.readabilityHandler = nil
        return process.terminationStatus
    }

    /// Kills it with SIGKILL and waits for it.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        output.fileHandleForReading.readabilityHandler = nil
    }
}
