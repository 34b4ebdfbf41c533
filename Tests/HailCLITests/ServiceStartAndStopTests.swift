import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `--extension-command`: a service that cannot start is told once, before any dialog, and no
/// service (nor anything it forked) outlives Hail, even one that ignores SIGTERM.
@Suite struct ServiceStartAndStopTests {
    static func folder() throws -> URL {
        let folder = DigitFreeFolder.url(prefix: "hail-service")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Issue 27: found only at the first request, as seven fault lines and "couldn't book that ride".
    @Test(arguments: [
        ("exit 3", "the service exited with status 3 before saying hello"),
        ("echo garbage; cat", "the service did not start with a hello line (see the bridge protocol); its first line was: garbage, so the bridge stopped it."),
        ("exec sleep 30", "the service did not say hello within 0.4 s, so the bridge stopped it."),
    ])
    func aServiceThatDoesNotStartIsToldOnceBeforeAnyDialog(command: String, reason: String) throws {
        let conversations = [
            ["repl", "--extension-command", command, "--ephemeral"],
            ["replay", "--extension-command", command, "Examples/PythonRideService/Transcripts"],
        ]
        for arguments in conversations {
            // NB: the bridge waits two fifths of HAIL_EXTENSION_TIMEOUT for the hello: 0.4 s.
            let result = try HailProcess.run(
                arguments, input: "get me a cab from the ferry building to coit tower\n", environment: ["HAIL_EXTENSION_TIMEOUT": "1"])
            #expect(result.status == 1, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardOutput.isEmpty, "\(arguments[0]): something was said: \(result.standardOutput)")
            let errors = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("service: ") }
            #expect(errors.count == 1, "\(arguments[0]): \(result.standardError)")
            #expect(errors.first?.hasPrefix("Error: --extension-command \(command): the ride service did not start: \(reason)") == true,
                    "\(arguments[0]): \(result.standardError)")
        }
    }

    /// A process that is gone, or a zombie waiting to be reaped, is not alive.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Issue 27: a service that ignores SIGTERM was left running after Hail exited, and so was
    /// the child it forked.
    @Test func aServiceThatIgnoresSigtermAndForksIsEndedWithHail() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("stubborn.sh")
        try """
            trap '' TERM
            ( trap '' TERM; while :; do sleep 1; done ) &
            echo $! > '\(folder.path)/child'
            echo $$ > '\(folder.path)/parent'
            read hello
            echo '{"type":"hello","protocol":1}'
            while :; do read line; sleep 0.2; done
            """.write(to: script, atomically: true, encoding: .utf8)
        let result = try HailProcess.run(["--extension-command", "sh '\(script.path)'", "--ephemeral"], input: ":quit\n")
        #expect(result.status == 0, "\(result.standardError)")
        let pids = try ["parent", "child"].map { name in
            try #require(pid_t(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        // NB: SIGKILL is sent before hail exits; give the kernel a moment to finish them off.
        let deadline = Date(timeIntervalSinceNow: 5)
        while pids.contains(where: Self.isAlive), Date() < deadline { usleep(20_000) }
        let survivors = pids.filter(Self.isAlive)
        survivors.forEach { kill($0, SIGKILL) }
        #expect(survivors.isEmpty, "still running after hail exited: \(survivors)")
    }
}
