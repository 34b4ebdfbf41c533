import Foundation
import GRDB
import RideIntents
import Testing

/// Kills `hail` with SIGKILL at seeded random moments of booking, cancelling and rating dialogs,
/// several processes at once on one store, and checks the store after each round: SQLite's
/// integrity check, every ride complete or absent, and nothing any Hail showed as done (booked,
/// cancelled, rated) missing from the store. 30 kills in the suite; `make crash-test` sets
/// `HAIL_CRASH_KILLS=1000`.
@Suite struct CrashSafetyTests {
    /// Book, cancel, book, let it finish, rate…: a store written many times over.
    static let dialog = String(
        repeating: "get me a regular ride to SFO\nyes\ncancel my ride\nget me a regular ride to Oracle Park\nyes\n:advance 2h\nrate my driver 5 stars\n",
        count: 40
    )
    static let processesPerRound = 3

    @Test func killingHailsAtAnyMomentNeverLeavesAHalfWrittenChangeOrLosesOneShown() throws {
        let kills = ProcessInfo.processInfo.environment["HAIL_CRASH_KILLS"].flatMap(Int.init) ?? 30
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("hail.sqlite")
        let start = try #require(ISO8601DateFormatter().date(from: "2026-11-23T09:00:00-08:00"))
        var random = SplitMix64(seed: 2026)
        let began = Date()
        var killed = 0
        var finishedFirst = 0
        var round = 0
        var shown = Shown()
        var problems: [String] = []
        while killed < kills {
            let hails = try (0..<Self.processesPerRound).map { _ in
                // NB: a clock anywhere in a year, so rides of different Hails seldom overlap.
                let clock = start.addingTimeInterval(Double(random.next() % (365 * 24 * 60)) * 60)
                return try LiveHail(["--seed", "\(random.next() % 5 + 1)", "--clock", StoreCommandTests.iso(clock), "--store", store.path])
            }
            for hail in hails { hail.send(Self.dialog.trimmingCharacters(in: .newlines)) }
            let delays = hails.map { _ in 250_000 + Int(random.next() % 1_250_000) }
            let begun = Date()
            for (hail, delay) in zip(hails, delays).sorted(by: { $0.1 < $1.1 }) {
                let elapsed = Int(Date().timeIntervalSince(begun) * 1_000_000)
                if delay > elapsed { usleep(useconds_t(delay - elapsed)) }
                if hail.process.isRunning { killed += 1 } else { finishedFirst += 1 }
                hail.kill()
            }
            usleep(30_000)  // NB: lets the last output drain from the pipes.
            for hail in hails { shown.read(hail.text) }
            problems += try Self.checkStore(store, round: round, shown: shown)
            if round % 25 == 24 {
                let opened = try HailProcess.run(["donations", "--store", store.path])
                if opened.status != 0 { problems.append("round \(round): Hail refuses the store: \(opened.standardError)") }
            }
            round += 1
        }
        print("crash test: \(killed) kills of \(round) rounds (\(Self.processesPerRound) Hails at once) in \(Int(Date().timeIntervalSince(began))) s; \(shown.booked.count) bookings, \(shown.cancelled.count) cancellations, \(shown.rated.count) ratings shown; \(problems.count) failures")
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
        #expect(!shown.booked.isEmpty, "no Hail booked anything before it was killed")
        #expect(finishedFirst < killed, "most Hails finished before their kill")
    }

    /// What the Hails said they did, by ride identifier.
    struct Shown {
        var booked: Set<String> = []
        var cancelled: Set<String> = []
        var rated: Set<String> = []

        mutating func read(_ output: String) {
            for match in output.matches(of: /Ride (HAIL-[A-Z0-9]+) is confirmed/) { booked.insert(String(match.1)) }
            for match in output.matches(of: /Ride (HAIL-[A-Z0-9]+) is cancelled\./) { cancelled.insert(String(match.1)) }
            for match in output.matches(of: /Thanks! I sent a rating of 5 for ride (HAIL-[A-Z0-9]+)\./) { rated.insert(String(match.1)) }
        }
    }

    /// Integrity check ok; every ride complete (all its fields, a record that decodes, its planned
    /// phases and its booking in the status history, a cancellation recorded on both sides, at
    /// most one change after the booking); and every booking, cancellation and rating shown kept.
    static func checkStore(_ url: URL, round: Int, shown: Shown) throws -> [String] {
        var problems: [String] = []
        func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
            if !condition { problems.append(problem()) }
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            check(shown.booked.isEmpty, "round \(round): bookings shown, but no store")
            return problems
        }
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            check(integrity == ["ok"], "round \(round): integrity check \(integrity.prefix(3))")
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            guard tables.contains("ride") else {
                check(shown.booked.isEmpty, "round \(round): bookings shown, but no ride table")
                return
            }
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM ride ORDER BY id")
            var kept: [String: (canceled: Bool, rated: Bool)] = [:]
            for row in rows {
                let identifier: String? = row["identifier"]
                for column in ["identifier", "bookedAt", "pickupName", "dropOffName", "rideOption", "partySize", "fareMinorUnits", "fareCurrency", "pickupDate", "dropOffDate", "record"] {
                    check((row[column] as DatabaseValue?)?.isNull == false, "round \(round): \(identifier ?? "?") lacks \(column)")
                }
                let record = try JSONSerialization.jsonObject(with: Data((row["record"] as String? ?? "").utf8)) as? [String: Any]
                check(record?["identifier"] as? String == identifier, "round \(round)")
                for key in ["timeline", "driver", "vehicle", "payment", "tripRoute", "approachRoute", "rideOption", "fare"] {
                    check(record?[key] != nil, "round \(round): \(identifier ?? "?") record lacks \(key)")
                }
                let events = try Row.fetchAll(db, sql: "SELECT kind, name FROM rideStatusEvent WHERE rideId = ? ORDER BY id", arguments: [row["id"] as Int64])
                let changes = events.filter { $0["kind"] == "change" }.map { $0["name"] as String }
                check(changes.first == "booked", "round \(round): \(identifier ?? "?") has no booking in its history")
                check(changes.count <= 2, "round \(round): \(identifier ?? "?") was changed more than once: \(changes)")
                let canceled = (row["canceledAt"] as DatabaseValue?)?.isNull == false
                // NB: a ride cancelled the moment it was booked keeps no phase (all were still ahead).
                check(canceled || events.contains { $0["kind"] == "phase" }, "round \(round): \(identifier ?? "?") has no phases")
                check(canceled == changes.contains("canceled"), "round \(round): \(identifier ?? "?") cancellation half-written")
                let rated = (row["rating"] as DatabaseValue?)?.isNull == false
                check(rated == changes.contains("feedbackSent"), "round \(round): \(identifier ?? "?") feedback half-written")
                if let identifier { kept[identifier] = (canceled, rated) }
            }
            for identifier in shown.booked where kept[identifier] == nil {
                problems.append("round \(round): \(identifier) was shown as booked but is not in the store")
            }
            for identifier in shown.cancelled where kept[identifier]?.canceled != true {
                problems.append("round \(round): \(identifier) was shown as cancelled but the store does not say so")
            }
            for identifier in shown.rated where kept[identifier]?.rated != true {
                problems.append("round \(round): \(identifier) was shown as rated but the store does not say so")
            }
        }
        return problems
    }
}

