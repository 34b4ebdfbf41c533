import Foundation
import GRDB
import RideIntents
import RideSimulation
import Testing
@testable import RideStore

/// A damaged store is refused with its path, what is wrong and what to do, and left byte for byte
/// untouched, no `-wal` or `-shm` file created; a store that is accepted is one Hail can use.
@Suite("Damaged stores")
struct DamagedStoreTests {
    /// A store of a few rides (one cancelled, one rated), donations and the profile, written back
    /// into its main file (no `-wal` beside it), as a Hail leaves it when it quits.
    static func sampleStore(at url: URL) throws {
        do {
            let store = try RideStore(location: .file(url))
            try store.saveProfile(.standard)
            let (service, clock) = StoreTestSupport.service(store: store)
            for index in 0..<4 {
                let ride = try #require(service.handle(intent: StoreTestSupport.toSFO()).rideStatus)
                let reservation = RideReservation(rideStatus: ride, bookingTime: clock.now, providerName: "Hail", now: clock.now)
                try store.recordDonation(of: reservation, at: clock.now, userText: "yes")
                if index == 1 { _ = service.handle(cancelRide: CancelRideIntent(rideIdentifier: ride.rideIdentifier)) }
                clock.advance(by: 3 * 3600)
                if index == 2 { _ = service.handle(sendRideFeedback: SendRideFeedbackIntent(rideIdentifier: ride.rideIdentifier, rating: 9)) }
            }
        }
        #expect(!StoreTestSupport.companionsExist(url))
    }

    /// Changes the file with SQLite directly (constraints off), then closes it so no `-wal` is left.
    static func tamper(_ url: URL, _ sql: String) throws {
        do {
            let queue = try DatabaseQueue(path: url.path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
                try db.execute(sql: sql)
            }
        }
        #expect(!StoreTestSupport.companionsExist(url))
    }

    static func expectRefusedUntouched(_ url: URL, kind: StoreError.Kind, saying words: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = StoreTestSupport.bytes(url)
        let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) { try RideStore(location: .file(url)) }
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.description.contains(url.path) == true, sourceLocation: sourceLocation)
        #expect(error?.description.contains(words) == true, "\(error?.description ?? "")", sourceLocation: sourceLocation)
        #expect(error?.description.contains("left it untouched") == true, sourceLocation: sourceLocation)
        #expect(StoreTestSupport.bytes(url) == before, sourceLocation: sourceLocation)
        #expect(!StoreTestSupport.companionsExist(url), sourceLocation: sourceLocation)
    }

    @Test func aRideRecordThatIsNotJSONIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "UPDATE ride SET record = 'not json' WHERE id = 2")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "ride row 2 does not hold a ride record Hail can read")
    }

    @Test func aRideWhoseColumnsDisagreeWithItsRecordIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        // NB: the booking's ride-in-progress check reads dropOffDate: a far one would block every booking.
        try Self.tamper(url, "UPDATE ride SET dropOffDate = '2999-01-01 00:00:00.000' WHERE id = 1")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "ride row 1 (")
    }

    @Test func aStatusHistoryDateThatIsNotADateIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "UPDATE rideStatusEvent SET at = 'soon' WHERE id = 3")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "status history row 3 cannot be read")
    }

    @Test func aDonationThatIsNotAReservationIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "UPDATE donation SET reservation = '{\"x\": 1}' WHERE id = 2")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "donation row 2 does not hold a reservation")
    }

    @Test func aChangedSchemaIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "DROP INDEX rideStatusEventByRide")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "its schema is not the one Hail made (missing rideStatusEventByRide)")
    }

    @Test func aMissingRevisionCounterIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "DELETE FROM storeRevision")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "its revision counter is missing")
    }

    @Test func aSchemaVersionBeyondThisHailsIsWordedAsNewer() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "PRAGMA user_version = 4")
        Self.expectRefusedUntouched(url, kind: .newerVersion, saying: "was written by a newer Hail: its schema is version 4, and this Hail knows versions up to 3")
    }

    @Test func anUnknownMigrationIsNamedNotCalledVersionZero() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "INSERT INTO grdb_migrations (identifier) VALUES ('v4: something newer')")
        Self.expectRefusedUntouched(url, kind: .newerVersion, saying: "it has the migration \"v4: something newer\", which this Hail (schema versions up to 3) does not know")
    }

    @Test func aVersionThatDisagreesWithTheMigrationsIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("hail.sqlite")
        try Self.sampleStore(at: url)
        try Self.tamper(url, "PRAGMA user_version = 0")
        Self.expectRefusedUntouched(url, kind: .corrupt, saying: "its schema version is 0, but its migrations make version 3")
    }

    /// Copies of a store damaged at seeded random offsets: each refused copy is byte for byte what
    /// it was, with no `-wal` or `-shm` beside it; each accepted one reads, books and stays sound.
    @Test func randomlyDamagedCopiesAreRefusedUntouchedOrGenuinelyUsable() throws {
        let folder = try TemporaryFolder()
        let original = folder.file("original.sqlite")
        try Self.sampleStore(at: original)
        let pristine = StoreTestSupport.bytes(original)
        var random = SplitMix64(seed: 14)
        var refused = 0
        for copy in 0..<80 {
            let url = folder.file("copy-\(copy).sqlite")
            var bytes = pristine
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let offset = Int(random.next() % UInt64(bytes.count))
                bytes[offset] = UInt8(truncatingIfNeeded: random.next())
            }
            try bytes.write(to: url)
            let store: RideStore
            do {
                store = try RideStore(location: .file(url))
            } catch {
                refused += 1
                #expect(StoreTestSupport.bytes(url) == bytes, "copy \(copy) was changed: \(error)")
                #expect(!StoreTestSupport.companionsExist(url), "copy \(copy) got -wal or -shm files: \(error)")
                #expect(error.description.contains(url.path), "copy \(copy): \(error)")
                continue
            }
            try Self.expectUsable(store, url: url, copy: copy)
        }
        #expect(refused > 0, "no damaged copy was refused")
    }

    /// Everything Hail reads, reads; a booking is kept; the file then passes SQLite's full check.
    static func expectUsable(_ store: RideStore, url: URL, copy: Int) throws {
        var rides: [BookedRideRecord] = []
        do {
            rides = try store.rides()
            for ride in rides { _ = try store.statusHistory(ofRide: ride.identifier) }
            _ = try store.donations()
            _ = try store.profile(named: "standard")
            _ = try store.vocabulary(forProfile: "standard")
        } catch {
            Issue.record("copy \(copy) was accepted but cannot be read: \(error)")
            return
        }
        let (service, _) = StoreTestSupport.service(store: store, at: StoreTestSupport.offPeak.addingTimeInterval(86_400 * 30))
        service.restoreRides(rides)
        let booking = service.handle(intent: StoreTestSupport.toSFO())
        #expect(booking.code == .success, "copy \(copy) was accepted but refuses a booking: \(booking.code) \(store.takeFailures())")
        #expect(try store.rides().count == rides.count + (booking.code == .success ? 1 : 0), "copy \(copy)")
        let queue = try DatabaseQueue(path: url.path)
        #expect(try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") } == ["ok"], "copy \(copy)")
    }
}
