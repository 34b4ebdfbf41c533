import Foundation
import GRDB
import Testing

/// The store as the `hail` binary uses it: damaged stores refused untouched, a store that cannot
/// be written, nothing left beside a store only read, and several Hails changing one ride at once.
@Suite struct StoreCommandTests {
    static let clock = "2026-11-23T09:00:00-08:00"

    /// A scratch folder with a store that has one booked ride; the ride's identifier.
    static func storeWithARide(_ folder: URL) throws -> (URL, String) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("hail.sqlite")
        let result = try HailProcess.run(["--clock", clock, "--store", store.path], input: "get me a regular ride to SFO\nyes\n")
        let identifier = try #require(result.standardOutput.firstMatch(of: /Ride (HAIL-[A-Z0-9]+) is confirmed/)?.1)
        return (store, String(identifier))
    }

    static func scratch() -> URL {
        // Named without digits: errors print the store's path, and redact card-shaped digits.
        DigitFreeFolder.url(prefix: "hail-store-cli")
    }

    static func companionsExist(_ url: URL) -> Bool {
        ["-wal", "-shm"].contains { FileManager.default.fileExists(atPath: url.path + $0) }
    }

    @Test func listingDonationsLeavesNoWalOrShmBesideTheStore() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, identifier) = try Self.storeWithARide(folder)
        #expect(!Self.companionsExist(store))
        let before = try Data(contentsOf: store)
        let result = try HailProcess.run(["donations", "--store", store.path])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(identifier))
        #expect(!Self.companionsExist(store))
        #expect(try Data(contentsOf: store) == before)

        let missing = folder.appendingPathComponent("none/hail.sqlite")
        let empty = try HailProcess.run(["donations", "--store", missing.path])
        #expect(empty.status != 0)
        #expect(empty.standardError.contains("there is no store at"))
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }

    @Test func aRideRowFailingItsCheckIsRefusedUntouchedInsteadOfBlockingBookings() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, _) = try Self.storeWithARide(folder)
        do {
            let queue = try DatabaseQueue(path: store.path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
                try db.execute(sql: "UPDATE ride SET record = 'not json'")
            }
        }
        let before = try Data(contentsOf: store)
        let result = try HailProcess.run(["--clock", "2026-11-23T09:05:00-08:00", "--store", store.path], input: "get me a regular ride to Oracle Park\nyes\n")
        #expect(result.status != 0)
        #expect(result.standardError.contains("hail: the store \(store.path) is damaged: ride row 1 does not hold a ride record Hail can read. Hail left it untouched; move it away"))
        #expect(!result.standardOutput.contains("Booked!"))
        #expect(try Data(contentsOf: store) == before)
        #expect(!Self.companionsExist(store))
    }

    @Test(.enabled(if: CLIReadOnly.canMake(), "neither chmod nor chattr can make a file read-only here"))
    func aReadOnlyStoreSaysTheBookingWasNotSavedAndExitsNonZero() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (store, identifier) = try Self.storeWithARide(folder)
        let readOnly = try CLIReadOnly(store)
        defer { readOnly.release() }
        let before = try Data(contentsOf: store)
        let result = try HailProcess.run(["--clock", "2026-11-24T09:00:00-08:00", "--store", store.path], input: "get me a regular ride to Oracle Park\nyes\nwhere's my ride?\n")
        #expect(result.status == 1)
        #expect(!result.standardOutput.contains("Booked!"))
        #expect(result.standardOutput.contains("hail: the booking was not saved, so nothing was booked: cannot write to the store \(store.path): the file is read-only."))
        #expect(result.standardError.contains("could not be saved to the store \(store.path)"))
        #expect(!result.standardOutput.contains(identifier) || !result.standardOutput.contains("confirmed"))
        #expect(try Data(contentsOf: store) == before)
    }

    /// Several Hails on one store, each told at the same moment to cancel (or rate) the same ride,
    /// for many rounds: exactly one says it did, the store records exactly one change, and every
    /// other Hail says why not.
    @Test func severalHailsChangingOneRideAtOnceChangeItOnce() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("hail.sqlite")
        let start = try #require(ISO8601DateFormatter().date(from: Self.clock))
        let processes = 3
        var booked: [String] = []
        for round in 0..<8 {
            // Each round a day later, so no ride of an earlier round is under way.
            let day = start.addingTimeInterval(Double(round) * 86_400)
            let booking = try HailProcess.run(["--seed", "\(round + 1)", "--clock", Self.iso(day), "--store", store.path], input: "get me a regular ride to SFO\nyes\n")
            let identifier = String(try #require(booking.standardOutput.firstMatch(of: /Ride (HAIL-[A-Z0-9]+) is confirmed/)?.1, "round \(round): \(booking.standardOutput)"))
            booked.append(identifier)
            let rating = round.isMultiple(of: 2)
            let moment = day.addingTimeInterval(rating ? 3 * 3600 : 30)
            let hails = try (0..<processes).map { index in
                try LiveHail(["--seed", "\(round * 10 + index + 50)", "--clock", Self.iso(moment), "--store", store.path])
            }
            for hail in hails { hail.send(":help") }
            for hail in hails { #expect(hail.waitFor("Commands:"), "round \(round): a Hail did not start") }
            for hail in hails { hail.send(rating ? "rate my driver 5 stars" : "cancel my ride") }
            for hail in hails { hail.finish() }
            let answers = hails.map(\.text)
            let done = answers.filter { $0.contains(rating ? "Thanks! I sent a rating of 5 for ride \(identifier)." : "Ride \(identifier) is cancelled.") }
            #expect(done.count == 1, "round \(round): \(done.count) Hails said they changed \(identifier)")
            for answer in answers where !done.contains(answer) {
                let why = rating ? ["Feedback for ride \(identifier) was already sent."] : ["Ride \(identifier) is already cancelled.", "You don't have a ride to cancel."]
                #expect(why.contains { answer.contains($0) }, "round \(round): \(answer)")
            }
        }
        let queue = try DatabaseQueue(path: store.path)
        try queue.read { db in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"])
            #expect(try String.fetchAll(db, sql: "SELECT identifier FROM ride ORDER BY id") == booked, "a ride was lost or duplicated")
            let changes = try Row.fetchAll(db, sql: """
                SELECT r.identifier, count(*) AS n FROM rideStatusEvent e JOIN ride r ON r.id = e.rideId
                WHERE e.kind = 'change' AND e.name != 'booked' GROUP BY r.id
                """)
            #expect(changes.count == booked.count, "a ride was never changed")
            for row in changes {
                #expect(row["n"] as Int == 1, "ride \(row["identifier"] as String? ?? "?") was changed \(row["n"] as Int? ?? 0) times")
            }
        }
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "America/Los_Angeles")
        return formatter.string(from: date)
    }
}

/// Makes a file read-only for a test: mode 0444, and the immutable attribute for root.
final class CLIReadOnly {
    let url: URL
    var usedChattr = false

    init(_ url: URL) throws {
        self.url = url
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
        if access(url.path, W_OK) == 0 { usedChattr = Self.chattr("+i", url) }
    }

    func release() {
        if usedChattr { _ = Self.chattr("-i", url) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }

    static func chattr(_ flag: String, _ url: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, url.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func canMake() -> Bool {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: Data("x".utf8)), let probe = try? CLIReadOnly(url) else { return false }
        defer {
            probe.release()
            try? FileManager.default.removeItem(at: url)
        }
        return access(url.path, W_OK) != 0
    }
}
