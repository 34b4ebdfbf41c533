import Foundation
import Testing

/// `hail check-store`: the store checked in full whatever its seal, damage told with exit 1.
@Suite struct CheckStoreCommandTests {
    /// A folder whose name has no digits (an error prints the path, and redacts card-shaped digits).
    static func folder() throws -> URL {
        let folder = DigitFreeFolder.url(prefix: "hail-check")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aSoundStorePassesAndIsSealedADamagedOneFailsUntouched() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("rides.sqlite").path
        let state = ["XDG_STATE_HOME": folder.appendingPathComponent("state").path]
        let booked = try HailProcess.run(["--seed", "7", "--clock", "2026-11-23T09:00:00-08:00", "--store", store], input: "get me a regular ride to SFO\nyes\n", environment: state)
        #expect(booked.standardOutput.contains("Booked! Ride HAIL-"))
        Thread.sleep(forTimeInterval: 0.05)
        let checked = try HailProcess.run(["check-store", "--store", store], environment: state)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardOutput == """
            The store \(store) passed the full check: SQLite's integrity check, the schema and its version, and every row as Hail reads it (1 ride, 1 donation).
            Sealed: later opens skip the integrity check and the row checksums until the file changes.

            """)

        // NB: bytes changed in place, keeping the size: the seal no longer matches, the check fails.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: store))
        let page = 4096 * 3
        for offset in page..<(page + 64) { bytes[offset] = 0xFF }
        let handle = try #require(FileHandle(forWritingAtPath: store))
        try handle.write(contentsOf: bytes)
        try handle.close()
        let damaged = try HailProcess.run(["check-store", "--store", store], environment: state)
        #expect(damaged.status == 1)
        #expect(damaged.standardOutput.isEmpty)
        #expect(damaged.standardError.contains("hail: the store \(store) is damaged"), "\(damaged.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store + "-wal"))
    }

    @Test func aMissingStoreIsAnErrorAndNothingIsCreated() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("none.sqlite").path
        let result = try HailProcess.run(["check-store", "--store", store])
        #expect(result.status == 1)
        #expect(result.standardError.contains("hail check-store: there is no store at \(store) (nothing was created)."))
        #expect(!FileManager.default.fileExists(atPath: store))
    }
}
