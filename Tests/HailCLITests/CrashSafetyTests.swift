import Foundation
import GRDB
import RideIntents
import Testing

@Suite struct CrashSafetyTests {
    /// Book, cancel, book again…: a store written many times over.
    static let dialog = String(repeating: "get me a regular ride to SFO\nyes\ncancel my ride\n", count: 30)

    @Test func killingHailAtAnyMomentNeverLeavesAHalfWrittenBooking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("hail.sqlite")
        var random = SplitMix64(seed: 2026)
        var ridesBefore = 0
        var killedWhileWriting = 0
        for round in 0..<30 {
            let process = Process()
            process.executableURL = HailProcess.productsDirectory.appendingPathComponent("hail")
            // NB: few seeds, so later rounds draw identifiers earlier rounds already used.
            process.arguments = ["--seed", "\(round % 3 + 1)", "--clock", "2026-11-23T09:00:00-08:00", "--store", store.path]
            process.currentDirectoryURL = HailProcess.checkout
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data(Self.dialog.utf8))
            let delay = 300_000 + Int(random.next() % 1_200_000)
            usleep(useconds_t(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? input.fileHandleForWriting.close()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round) finished before the kill")

            let rides = try Self.checkStore(store, round: round)
            #expect(rides >= ridesBefore, "round \(round) lost a booking")
            if rides > ridesBefore { killedWhileWriting += 1 }
            ridesBefore = rides
        }
        #expect(killedWhileWriting > 0, "no round was killed after it had booked anything")
    }

    /// Integrity check ok, and every ride complete: all its fields, a record that decodes, its
    /// planned phases and its booking in the status history, a cancellation recorded on both sides.
    static func checkStore(_ url: URL, round: Int) throws -> Int {
        guard FileManager.default.fileExists(atPath: url.path) else { return 0 }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        return try queue.read { db in
            #expect(try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"], "round \(round)")
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            guard tables.contains("ride") else { return 0 }
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM ride ORDER BY id")
            for row in rows {
                let identifier: String? = row["identifier"]
                for column in ["identifier", "bookedAt", "pickupName", "dropOffName", "rideOption", "partySize", "fareMinorUnits", "fareCurrency", "pickupDate", "dropOffDate", "record"] {
                    #expect((row[column] as DatabaseValue?)?.isNull == false, "round \(round): \(identifier ?? "?") lacks \(column)")
                }
                let record = try JSONSerialization.jsonObject(with: Data((row["record"] as String? ?? "").utf8)) as? [String: Any]
                #expect(record?["identifier"] as? String == identifier, "round \(round)")
                for key in ["timeline", "driver", "vehicle", "payment", "tripRoute", "approachRoute", "rideOption", "fare"] {
                    #expect(record?[key] != nil, "round \(round): \(identifier ?? "?") record lacks \(key)")
                }
                let events = try Row.fetchAll(db, sql: "SELECT kind, name FROM rideStatusEvent WHERE rideId = ?", arguments: [row["id"] as Int64])
                let changes = events.filter { $0["kind"] == "change" }.map { $0["name"] as String }
                #expect(changes.first == "booked", "round \(round): \(identifier ?? "?") has no booking in its history")
                #expect(events.contains { $0["kind"] == "phase" }, "round \(round): \(identifier ?? "?") has no phases")
                let canceled = (row["canceledAt"] as DatabaseValue?)?.isNull == false
                #expect(canceled == changes.contains("canceled"), "round \(round): \(identifier ?? "?") cancellation half-written")
            }
            return rows.count
        }
    }
}
