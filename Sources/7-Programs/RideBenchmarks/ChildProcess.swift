import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as `make bench` times it: started by the `MeasuredRun` launcher built beside
/// this benchmark, which reports its wall-clock time (spawn to reap, what a user waits) and peak
/// memory (`wait4`'s ru_maxrss); standard input from a file, output and error to files (or /dev/null).
enum ChildProcess {
    /// One finished run.
    struct Run {
        var seconds: Double
        /// The child's peak resident memory (`ru_maxrss`), in KiB.
        var peakKiB: Int
    }

    /// Runs `path` with `arguments`; throws when it cannot start or does not exit 0 (the command
    /// line and its error output are in the message).
    @discardableResult
    static func run(
        _ path: String, _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
        environment: [String: String] = [:], directory: String? = nil
    ) throws -> Run {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bench-stderr-\(getpid())").path
        let reportFile = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bench-report-\(getpid())").path
        defer {
            unlink(errorFile)
            unlink(reportFile)
        }
        guard let launcher = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("MeasuredRun").path,
              access(launcher, X_OK) == 0
        else { throw BenchmarkError("no MeasuredRun beside RideBenchmarks: build it in release mode (make bench does)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 3, reportFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv: [UnsafeMutablePointer<CChar>?] = ([launcher, path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        let previous = FileManager.default.currentDirectoryPath
        if let directory { _ = FileManager.default.changeCurrentDirectoryPath(directory) }
        defer { if directory != nil { _ = FileManager.default.changeCurrentDirectoryPath(previous) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, launcher, &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchmarkError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkError("cannot wait for \(path): \(String(cString: strerror(errno)))") }
        }
        let report = ((try? String(contentsOfFile: reportFile, encoding: .utf8)) ?? "").split(separator: " ")
        if status == 0, report.count == 3, let childStatus = Int32(report[2].trimmingCharacters(in: .whitespacesAndNewlines)) {
            status = childStatus
        } else {
            status = status == 0 ? -1 : status
        }
        // NB: WIFEXITED and WEXITSTATUS are C macros Swift cannot call: a normal exit leaves the
        // low seven bits zero and the status in the next eight.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0, report.count == 3, let elapsed = Double(report[0]), let peak = Int(report[1]) else {
            let said = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
            throw BenchmarkError("\(([path] + arguments).joined(separator: " ")) failed (status \(status)): \(said.prefix(400))")
        }
        return Run(seconds: elapsed, peakKiB: peak)
    }

    /// The error output of `path` run under `valgrind --tool=callgrind`, and the instructions it
    /// counted (the `totals:` line of its output file); nil when valgrind is not installed.
    static func instructions(
        _ path: String, _ arguments: [String], input: String = "/dev/null", toggle: String? = nil,
        environment: [String: String] = [:], directory: String? = nil
    ) throws -> Int? {
        guard let valgrind = Self.valgrind else { return nil }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hail-bench-callgrind-\(getpid()).out").path
        defer { unlink(out) }
        var options = ["--tool=callgrind", "--callgrind-out-file=\(out)"]
        if let toggle { options.append("--toggle-collect=\(toggle)") }
        try run(valgrind, options + [path] + arguments, input: input, environment: environment, directory: directory)
        guard let text = try? String(contentsOfFile: out, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") || $0.hasPrefix("summary:") }),
              let count = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { throw BenchmarkError("callgrind wrote no instruction count for \(path)") }
        return count
    }

    /// valgrind's path when it is installed (`make bench` installs it with apt-get when it can).
    static let valgrind: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/valgrind" }.first { access($0, X_OK) == 0 }
    }()
}
