import Foundation
import RideStore
import Testing
@testable import HailSession

@Suite struct HailSessionStoreTests {
    static let grammar = HailSessionTests.grammar

    /// A scratch folder, removed when the value goes away.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hail-session-store-\(UUID().uuidString)")
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    func session(store: StoreLocation = .inMemory, at start: Date = SessionSettings.referenceDate) throws -> HailSession {
        try HailSession(settings: SessionSettings(clock: .manual(start: start), seed: 3, grammarDirectory: Self.grammar, store: store))
    }

    func book(_ hail: HailSession) -> String {
        _ = hail.handle(line: "a regular ride to SFO")
        return hail.handle(line: "yes").text
    }

    @Test func afterARestartWheresMyRideAnswersFromTheStoreWithTimeMovedOn() throws {
        let folder = try Folder()
        let store = StoreLocation.file(folder.url.appendingPathComponent("hail.sqlite"))
        let booked = book(try session(store: store))
        #expect(booked.hasPrefix("Booked! Ride HAIL-"))
        let identifier = String(booked.dropFirst("Booked! Ride ".count).prefix(11))
        let later = try session(store: store, at: SessionSettings.referenceDate.addingTimeInterval(20 * 60))
        let answer = later.handle(line: "where's my ride?").text
        // Twenty minutes on, the rider is in the car.
        #expect(answer.hasPrefix("You're on your way to San Francisco International Airport"))
        #expect(try later.store.donations().last?.reservation.reservationNumber == identifier)
    }

    @Test func aSecondSessionOnTheSameStoreSeesTheFirstsRide() throws {
        let folder = try Folder()
        let store = StoreLocation.file(folder.url.appendingPathComponent("hail.sqlite"))
        let first = try session(store: store)
        let second = try session(store: store)
        let booked = book(first)
        let identifier = String(booked.dropFirst("Booked! Ride ".count).prefix(11))
        #expect(second.handle(line: "where's my ride?").text.contains(identifier))
        #expect(second.handle(line: "a regular ride to Oracle Park").text.contains("You already have a ride in progress (\(identifier))"))
    }

    @Test func bookingAndEachStatusViewDonateExactlyOnce() throws {
        let hail = try session()
        _ = hail.handle(line: "a regular ride to SFO")
        #expect(try hail.store.donations().isEmpty)
        _ = hail.handle(line: "yes")
        #expect(try hail.store.donations().count == 1)
        _ = hail.handle(line: "where's my ride?")
        _ = hail.handle(line: "show my ride")
        let donations = try hail.store.donations()
        #expect(donations.map(\.userText) == ["yes", "where's my ride?", "show my ride"])
        #expect(donations.allSatisfy { $0.reservation.reservationStatus == .confirmed })
        #expect(donations.first?.reservation.actions.map(\.userActivity) == ["INGetRideStatusIntent", "INCancelRideIntent"])
    }

    @Test func noDonationWithoutAView() throws {
        let hail = try session()
        _ = hail.handle(line: "where's my ride?")
        _ = hail.handle(line: "how much is a ride to SFO?")
        _ = hail.handle(line: ":donations")
        #expect(try hail.store.donations().isEmpty)
        _ = book(hail)
        _ = hail.handle(line: "cancel my ride")
        #expect(try hail.store.donations().count == 1)
    }

    @Test func donationsListsEachView() throws {
        let hail = try session()
        #expect(hail.handle(line: ":donations").text.hasPrefix("No reservations donated yet."))
        _ = book(hail)
        let list = hail.handle(line: ":donations").text
        #expect(list.hasPrefix("1 reservation donation (INGetReservationDetailsIntent):"))
        #expect(list.contains("confirmed  Standard ride to San Francisco International Airport"))
        #expect(list.contains("[check status, cancel] after \"yes\""))
    }

    @Test func aDamagedStoreIsASessionError() throws {
        let folder = try Folder()
        let url = folder.url.appendingPathComponent("hail.sqlite")
        try Data(repeating: 0x42, count: 512).write(to: url)
        let error = #expect(throws: SessionError.self) { try session(store: .file(url)) }
        #expect(error?.description.contains("is not an SQLite database") == true)
    }
}
