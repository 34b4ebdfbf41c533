import Foundation
import Testing

@Suite struct DonationsCommandTests {
    let deterministic = ["--seed", "7", "--clock", "2026-11-23T09:00:00-08:00"]

    @Test func aStoreKeepsTheRideAcrossRunsAndDonationsExportsItAsICalendar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-donations-\(UUID().uuidString)")
        // NB: Hail makes no folders for --store.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("rides.sqlite").path
        let booked = try HailProcess.run(deterministic + ["--store", store], input: "get me a regular ride to SFO\nyes\n")
        #expect(booked.standardOutput.contains("Booked! Ride HAIL-"))
        let later = try HailProcess.run(["--seed", "8", "--clock", "2026-11-23T09:20:00-08:00", "--store", store], input: "where's my ride?\n")
        #expect(later.standardOutput.hasPrefix("You're on your way to San Francisco International Airport"))

        let listed = try HailProcess.run(["donations", "--store", store])
        #expect(listed.status == 0)
        #expect(listed.standardOutput.hasPrefix("2 reservation donations (INGetReservationDetailsIntent):"))

        let ics = folder.appendingPathComponent("rides.ics")
        let exported = try HailProcess.run(["donations", "--store", store, "--ics", ics.path])
        #expect(exported.standardOutput == "Wrote 1 reservation to \(ics.path).\n")
        let calendar = try String(contentsOf: ics, encoding: .utf8)
        #expect(calendar.hasPrefix("BEGIN:VCALENDAR\r\nPRODID:"))
        #expect(calendar.contains("\r\nSTATUS:CONFIRMED\r\n"))
        #expect(calendar.contains("\r\nDTSTART:20261123T170300Z\r\n"))
    }

    @Test func ephemeralLeavesNoFileBehind() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("hail-ephemeral-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try HailProcess.run(deterministic + ["--ephemeral"], input: "get me a regular ride to SFO\nyes\n", environment: ["XDG_DATA_HOME": data.path])
        #expect(result.standardOutput.contains("Booked!"))
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test func aDamagedStoreIsAClearErrorAndLeftUntouched() throws {
        // NB: the path is printed in the error, which redacts card-shaped digit groups.
        let folder = DigitFreeFolder.url(prefix: "hail-damaged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("hail.sqlite")
        let garbage = Data("this is not a database, just some text\n".utf8)
        try garbage.write(to: store)
        let result = try HailProcess.run(["--store", store.path], input: "where's my ride?\n")
        #expect(result.status != 0)
        #expect(result.standardError.contains("hail: the store \(store.path) is not an SQLite database"))
        #expect(try Data(contentsOf: store) == garbage)
    }

    @Test func storeAndEphemeralTogetherAreRefused() throws {
        let result = try HailProcess.run(["--store", "/tmp/x.sqlite", "--ephemeral"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("Give --store PATH or --ephemeral, not both."))
    }
}
